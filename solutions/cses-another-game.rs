//! CSES 2208 Another Game: a move takes one coin from each heap of a chosen non-empty set of
//! heaps; whoever takes the last coin wins. Who wins each test?
//!
//! Idea: the game is the selective compound of single heaps, each the subtraction game {1}
//! (whose outcome sequence the lib proves periodic: even heaps lost). A selective compound is
//! lost iff every component is lost, so the second player wins iff every heap is even.
//! Complexity O(n) a test after an O(1) set-up.

use cgt::{Outcome, Play, SubtractionGame, selective_outcome};
use proconio::input;

fn main() {
    input! {
        t: usize,
    }
    let heap = SubtractionGame::new(&[1]).outcome_periodic(Play::Normal);
    let mut out = String::with_capacity(t * 7);
    for _ in 0..t {
        input! {
            n: usize,
            heaps: [u64; n],
        }
        let outcome = selective_outcome(heaps.iter().map(|&x| heap.at(x)));
        out += if outcome == Outcome::N { "first\n" } else { "second\n" };
    }
    print!("{out}");
}
