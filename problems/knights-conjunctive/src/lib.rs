//! Judge side of `knights-conjunctive` (a move moves every knight): the multi-knight
//! judge side of [`kit::knights`] under [`Rule::Conjunctive`].

use kit::knights::Rule;

kit::knights_problem! {
    /// A move moves every knight (the conjunctive compound).
    rule ConjunctiveRule = Rule::Conjunctive;
    /// The problem: the multi-knight judge side under [`Rule::Conjunctive`].
    problem KnightsConjunctive;
}
