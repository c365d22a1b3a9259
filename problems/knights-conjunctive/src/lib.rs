//! Judge side of `knights-conjunctive` (a move moves every knight): the multi-knight
//! judge side of [`kit::knights`] under [`Rule::Conjunctive`].

use kit::knights::{CompoundRule, Knights, Rule};

/// A move moves every knight (the conjunctive compound).
pub struct ConjunctiveRule;

impl CompoundRule for ConjunctiveRule {
    const RULE: Rule = Rule::Conjunctive;
}

/// The problem: the multi-knight judge side under [`Rule::Conjunctive`].
pub type KnightsConjunctive = Knights<ConjunctiveRule>;
