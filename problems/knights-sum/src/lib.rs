//! Judge side of `knights-sum` (move exactly one knight): the multi-knight judge side in
//! [`multi`] under [`Rule::Sum`]. The other multi-knight problems use [`multi`] too.

pub mod multi;

pub use multi::{Rule, generate, verify};

/// The game's definition: game-tree search on the whole position ([`multi::naive`]).
pub fn naive(input: &str) -> Option<String> {
    multi::naive(input, Rule::Sum)
}

/// Sprague–Grundy over the lib's tables ([`multi::second_method`]).
pub fn second_method(input: &str) -> String {
    multi::second_method(input, Rule::Sum)
}
