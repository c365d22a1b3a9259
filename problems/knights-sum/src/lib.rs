//! Judge side of `knights-sum` (move exactly one knight): the multi-knight judge side in
//! [`kit::knights`] under [`Rule::Sum`]. The other multi-knight problems use it too.

use kit::knights::Rule;

kit::knights_problem! {
    /// A move moves exactly one knight (the disjunctive sum).
    rule SumRule = Rule::Sum;
    /// The problem: the multi-knight judge side under [`Rule::Sum`].
    problem KnightsSum;
}
