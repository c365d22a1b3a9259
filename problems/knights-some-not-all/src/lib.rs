//! Judge side of `knights-some-not-all` (a move moves at least one knight but not all):
//! the multi-knight judge side of [`kit::knights`] under [`Rule::SomeNotAll`].

use kit::knights::{CompoundRule, Knights, Limits, Rule};

kit::params! {
    /// Most tests in an input.
    t_max: usize,
    /// Largest board side.
    n_max: u64,
    /// Most knights over all the tests of an input.
    sum_k_max: usize,
}

/// A move moves at least one knight but not all of them.
pub struct SomeNotAllRule;

impl CompoundRule for SomeNotAllRule {
    const RULE: Rule = Rule::SomeNotAll;
    fn limits() -> Limits {
        Limits { t_max: t_max(), n_max: n_max(), sum_k_max: sum_k_max() }
    }
}

/// The problem: the multi-knight judge side under [`Rule::SomeNotAll`].
pub type KnightsSomeNotAll = Knights<SomeNotAllRule>;
