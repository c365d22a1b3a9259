//! Judge side of `knights-selective` (a move moves one or more knights): the multi-knight
//! judge side of `knights_sum::multi` under [`Rule::Selective`].

use knights_sum::multi;
pub use knights_sum::multi::{Rule, generate, verify};

/// The game's definition: game-tree search on the whole position ([`multi::naive`]).
pub fn naive(input: &str) -> Option<String> {
    multi::naive(input, Rule::Selective)
}

/// The single knights' Grundy values from the tables: every knight on a square of value 0
/// loses (see [`multi::second_method`]).
pub fn second_method(input: &str) -> String {
    multi::second_method(input, Rule::Selective)
}
