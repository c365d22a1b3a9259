//! HackerRank "A Chessboard Game": one coin on a 15×15 board moves to (x−2, y±1) or
//! (x±1, y−2); who wins from (x, y)?
//!
//! Idea: this is the lib's knight game; its proven closed form makes a square losing for the
//! player to move iff both coordinates are ≡ 1 or 2 (mod 4) (the 15×15 board has no exception
//! on its last row and column). Complexity O(1) per test.

use std::fmt::Write;

use cgt::impartial::knight::outcome;
use proconio::input;

/// The side of the board.
const SIDE: u64 = 15;

fn main() {
    input! {
        t: usize,
        squares: [(u64, u64); t],
    }
    let mut out = String::with_capacity(t * 7);
    for (x, y) in squares {
        writeln!(out, "{}", outcome(SIDE, x, y).winner()).expect("writing to a String");
    }
    print!("{out}");
}
