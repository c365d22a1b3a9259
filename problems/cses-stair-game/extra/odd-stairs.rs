//! cses-stair-game with the staircase misnumbered: stair 1 taken for the first step above the
//! floor, so the nim-sum of the odd stairs decides. Expected WA.

use cgt::{Outcome, staircase_outcome};
use proconio::input;

fn main() {
    input! {
        t: usize,
    }
    for _ in 0..t {
        input! {
            n: usize,
            balls: [u64; n],
        }
        let first_wins = staircase_outcome(&balls) == Outcome::N;
        println!("{}", if first_wins { "first" } else { "second" });
    }
}
