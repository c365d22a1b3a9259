//! Judge side of `knights-some-not-all` (a move moves at least one knight but not all):
//! the multi-knight judge side of `knights_sum::multi` under [`Rule::SomeNotAll`].

use knights_sum::multi;
pub use knights_sum::multi::{Rule, generate, verify};

/// The game's definition: game-tree search on the whole position ([`multi::naive`]).
pub fn naive(input: &str) -> Option<String> {
    multi::naive(input, Rule::SomeNotAll)
}

/// The single knights' Grundy values from the tables: all values equal loses (see
/// [`multi::second_method`]).
pub fn second_method(input: &str) -> String {
    multi::second_method(input, Rule::SomeNotAll)
}
