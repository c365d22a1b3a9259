//! Judge side of `knights-selective` (a move moves one or more knights): the multi-knight
//! judge side of [`kit::knights`] under [`Rule::Selective`].

use kit::knights::{CompoundRule, Knights, Limits, Rule};

kit::params! {
    /// Most tests in an input.
    t_max: usize,
    /// Largest board side.
    n_max: u64,
    /// Most knights over all the tests of an input.
    sum_k_max: usize,
}

/// A move moves one or more knights (the selective compound).
pub struct SelectiveRule;

impl CompoundRule for SelectiveRule {
    const RULE: Rule = Rule::Selective;
    fn limits() -> Limits {
        Limits { t_max: t_max(), n_max: n_max(), sum_k_max: sum_k_max() }
    }
}

/// The problem: the multi-knight judge side under [`Rule::Selective`].
pub type KnightsSelective = Knights<SelectiveRule>;
