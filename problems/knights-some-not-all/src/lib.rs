//! Judge side of `knights-some-not-all` (a move moves at least one knight but not all):
//! the multi-knight judge side of [`kit::knights`] under [`Rule::SomeNotAll`].

use kit::knights::{CompoundRule, Knights, Rule};

/// A move moves at least one knight but not all of them.
pub struct SomeNotAllRule;

impl CompoundRule for SomeNotAllRule {
    const RULE: Rule = Rule::SomeNotAll;
}

/// The problem: the multi-knight judge side under [`Rule::SomeNotAll`].
pub type KnightsSomeNotAll = Knights<SomeNotAllRule>;
