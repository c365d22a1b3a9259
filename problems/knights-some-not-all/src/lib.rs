//! Judge side of `knights-some-not-all` (a move moves at least one knight but not all):
//! the multi-knight judge side of [`kit::knights`] under [`Rule::SomeNotAll`].

use cgt::Outcome;
use kit::judged::Judged;
use kit::knights::{self, Rule, Test};

/// Knights some-but-not-all: for each test, who wins when a move moves at least one knight but
/// not all?
pub struct KnightsSomeNotAll;

impl Judged for KnightsSomeNotAll {
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
        knights::naive(tests, Rule::SomeNotAll)
    }

    /// The single knights' Grundy values from the tables: all values equal loses (see
    /// [`knights::second`]).
    fn second(tests: &Self::Input) -> Self::Answer {
        knights::second(tests, Rule::SomeNotAll)
    }

    /// Each test's winner, `First` or `Second`, on its own line.
    fn print(outcomes: &Self::Answer) -> String {
        knights::print(outcomes)
    }
}
