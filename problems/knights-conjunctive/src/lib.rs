//! Judge side of `knights-conjunctive` (a move moves every knight): the multi-knight judge
//! side of `knights_sum::multi` under [`Rule::Conjunctive`].

use knights_sum::multi;
pub use knights_sum::multi::{Rule, generate, verify};

/// The game's definition: game-tree search on the whole position ([`multi::naive`]).
pub fn naive(input: &str) -> Option<String> {
    multi::naive(input, Rule::Conjunctive)
}

/// The single knights' remoteness from the tables, combined by Smith's rule (the least
/// remoteness even loses; see [`multi::second_method`]).
pub fn second_method(input: &str) -> String {
    multi::second_method(input, Rule::Conjunctive)
}
