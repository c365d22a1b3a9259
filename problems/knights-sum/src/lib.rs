//! Judge side of `knights-sum` (move exactly one knight): the multi-knight judge side in
//! [`kit::knights`] under [`Rule::Sum`]. The other multi-knight problems use it too.

use kit::knights::{CompoundRule, Knights, Limits, Rule};

kit::params! {
    /// Most tests in an input.
    t_max: usize,
    /// Largest board side.
    n_max: u64,
    /// Most knights over all the tests of an input.
    sum_k_max: usize,
}

/// A move moves exactly one knight (the disjunctive sum).
pub struct SumRule;

impl CompoundRule for SumRule {
    const RULE: Rule = Rule::Sum;
    fn limits() -> Limits {
        Limits { t_max: t_max(), n_max: n_max(), sum_k_max: sum_k_max() }
    }
}

/// The problem: the multi-knight judge side under [`Rule::Sum`].
pub type KnightsSum = Knights<SumRule>;
