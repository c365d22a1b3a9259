//! HackerRank "Chessboard Game, Again!": k coins on a 15×15 board (several may share a cell);
//! a turn moves one coin to (x−2, y±1) or (x±1, y−2). Who wins?
//!
//! Idea: the position is the disjunctive sum of k copies of the lib's knight game, so the
//! first player wins iff the nim-sum of the coins' Grundy values (the knight game's proven
//! closed form) is not 0 (Sprague–Grundy). Complexity O(k) per test.

use std::fmt::Write;

use cgt::disjunctive_outcome;
use cgt::impartial::knight::grundy;
use proconio::input;

/// The side of the board.
const SIDE: u64 = 15;

fn main() {
    input! {
        t: usize,
    }
    let mut out = String::with_capacity(t * 7);
    for _ in 0..t {
        input! {
            k: usize,
            coins: [(u64, u64); k],
        }
        let values = coins.iter().map(|&(x, y)| grundy(SIDE, x, y));
        writeln!(out, "{}", disjunctive_outcome(values).winner()).expect("writing to a String");
    }
    print!("{out}");
}
