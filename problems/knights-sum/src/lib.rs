//! Judge side of `knights-sum` (move exactly one knight): the multi-knight judge side in
//! [`kit::knights`] under [`Rule::Sum`]. The other multi-knight problems use it too.

use cgt::Outcome;
use kit::judged::Judged;
use kit::knights::{self, Rule, Test};

/// Knights sum: for each test, who wins when a move moves exactly one knight (the disjunctive
/// sum)?
pub struct KnightsSum;

impl Judged for KnightsSum {
    /// Each test's board side and knights.
    type Input = Vec<Test>;
    /// Each test's outcome.
    type Answer = Vec<Outcome>;

    /// Strictly against the statement ([`knights::read`]).
    fn read(text: &str) -> Result<Self::Input, String> {
        knights::read(text)
    }

    fn write(tests: &Self::Input) -> String {
        knights::write(tests)
    }

    /// The multi-knight generator ([`knights::generate`]): most seeds naive reaches, large
    /// ones on any board.
    fn generate(seed: u64) -> Self::Input {
        knights::generate(seed)
    }

    /// The game's definition: game-tree search on the whole position ([`knights::naive`]).
    fn naive(tests: &Self::Input) -> Option<Self::Answer> {
        knights::naive(tests, Rule::Sum)
    }

    /// Sprague–Grundy over the lib's tables: the nim-sum of the knights' Grundy values
    /// ([`knights::second`]).
    fn second(tests: &Self::Input) -> Self::Answer {
        knights::second(tests, Rule::Sum)
    }

    /// Each test's winner, `First` or `Second`, on its own line.
    fn print(outcomes: &Self::Answer) -> String {
        knights::print(outcomes)
    }
}
