//! Judge side of `knights-some-not-all` (a move moves at least one knight but not all):
//! the multi-knight judge side of [`kit::knights`] under [`Rule::SomeNotAll`].

use kit::knights::Rule;

kit::knights_problem! {
    /// A move moves at least one knight but not all of them.
    rule SomeNotAllRule = Rule::SomeNotAll;
    /// The problem: the multi-knight judge side under [`Rule::SomeNotAll`].
    problem KnightsSomeNotAll;
}
