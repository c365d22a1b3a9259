//! Knights sum: K knights on an N×N board (N up to 10^9) move by (x−2, y±1) or (x±1, y−2); a
//! turn moves exactly one knight. Who wins?
//!
//! Idea: the position is the disjunctive sum of K knight games, so the first player wins iff
//! the nim-sum of the knights' Grundy values is not 0 (Sprague–Grundy); each value comes from
//! the knight game's proven O(1) closed form. Complexity O(K) per test.

use std::fmt::Write;

use cgt::disjunctive_outcome;
use cgt::impartial::knight::grundy;
use proconio::input;

fn main() {
    input! {
        t: usize,
    }
    let mut out = String::with_capacity(t * 7);
    for _ in 0..t {
        input! {
            n: u64,
            k: usize,
            knights: [(u64, u64); k],
        }
        let values = knights.iter().map(|&(x, y)| grundy(n, x, y));
        writeln!(out, "{}", disjunctive_outcome(values).winner()).expect("writing to a String");
    }
    print!("{out}");
}
