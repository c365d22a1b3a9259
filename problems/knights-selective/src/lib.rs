//! Judge side of `knights-selective` (a move moves one or more knights): the multi-knight
//! judge side of [`kit::knights`] under [`Rule::Selective`].

use kit::knights::Rule;

kit::knights_problem! {
    /// A move moves one or more knights (the selective compound).
    rule SelectiveRule = Rule::Selective;
    /// The problem: the multi-knight judge side under [`Rule::Selective`].
    problem KnightsSelective;
}
