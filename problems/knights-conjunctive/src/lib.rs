//! Judge side of `knights-conjunctive` (a move moves every knight): the multi-knight
//! judge side of [`kit::knights`] under [`Rule::Conjunctive`].

use kit::knights::{CompoundRule, Knights, Limits, Rule};

kit::params! {
    /// Most tests in an input.
    t_max: usize,
    /// Largest board side.
    n_max: u64,
    /// Most knights over all the tests of an input.
    sum_k_max: usize,
}

/// A move moves every knight (the conjunctive compound).
pub struct ConjunctiveRule;

impl CompoundRule for ConjunctiveRule {
    const RULE: Rule = Rule::Conjunctive;
    fn limits() -> Limits {
        Limits { t_max: t_max(), n_max: n_max(), sum_k_max: sum_k_max() }
    }
}

/// The problem: the multi-knight judge side under [`Rule::Conjunctive`].
pub type KnightsConjunctive = Knights<ConjunctiveRule>;
