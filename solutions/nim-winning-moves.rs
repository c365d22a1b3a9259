//! Nim winning moves: list every move of normal-play Nim that leaves nim-sum 0.
//!
//! Idea (Bouton, in the lib): with nim-sum `x`, pile `i` has a winning move iff `p_i XOR x <
//! p_i`, and it is the one leaving `p_i XOR x`; so each pile has at most one. O(n).

use std::fmt::Write;

use cgt::winning_moves;
use proconio::input;

fn main() {
    input! {
        n: usize,
        piles: [u64; n],
    }
    let moves = winning_moves(&piles);
    let mut out = String::with_capacity(16 + moves.len() * 28);
    writeln!(out, "{}", moves.len()).expect("writing to a String");
    for (i, take) in moves {
        writeln!(out, "{} {take}", i + 1).expect("writing to a String");
    }
    print!("{out}");
}
