//! HackerRank Game of Stones: a heap of n stones, a move removes 2, 3 or 5 of them, the player
//! who cannot move loses; who wins?
//!
//! Idea: the outcome sequence of the subtraction game {2, 3, 5} is periodic; the lib finds its
//! period (7: heaps ≡ 0, 1 mod 7 are lost) and proves it by a repeated window of the last
//! max S = 5 outcomes, instead of a hand-written `% 7`. Complexity O(1) a test after that.

use std::fmt::Write;

use cgt::{Play, SubtractionGame};
use proconio::input;

fn main() {
    input! {
        t: usize,
        heaps: [u64; t],
    }
    let outcomes = SubtractionGame::new(&[2, 3, 5]).outcome_periodic(Play::Normal);
    let mut out = String::with_capacity(t * 7);
    for n in heaps {
        writeln!(out, "{}", outcomes.at(n).winner()).expect("writing to a String");
    }
    print!("{out}");
}
