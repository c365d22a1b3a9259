//! Judge side of `knights-sum` (move exactly one knight): the multi-knight judge side in
//! [`kit::knights`] under [`Rule::Sum`]. The other multi-knight problems use it too.

use kit::knights::{CompoundRule, Knights, Rule};

/// A move moves exactly one knight (the disjunctive sum).
pub struct SumRule;

impl CompoundRule for SumRule {
    const RULE: Rule = Rule::Sum;
}

/// The problem: the multi-knight judge side under [`Rule::Sum`].
pub type KnightsSum = Knights<SumRule>;
