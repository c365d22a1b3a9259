//! Judge side of `knights-selective` (a move moves one or more knights): the multi-knight
//! judge side of [`kit::knights`] under [`Rule::Selective`].

use kit::knights::{CompoundRule, Knights, Rule};

/// A move moves one or more knights (the selective compound).
pub struct SelectiveRule;

impl CompoundRule for SelectiveRule {
    const RULE: Rule = Rule::Selective;
}

/// The problem: the multi-knight judge side under [`Rule::Selective`].
pub type KnightsSelective = Knights<SelectiveRule>;
