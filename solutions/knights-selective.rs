//! Knights selective: K knights on an N×N board (N up to 10^9) move by (x−2, y±1) or
//! (x±1, y−2); a turn moves one or more knights, each by one jump. Who wins?
//!
//! Idea: in a selective compound only the components' outcomes matter: it is lost for the
//! player to move iff every knight is on a P-square; each outcome comes from the knight game's
//! proven O(1) closed form. Complexity O(K) per test.

use std::fmt::Write;

use cgt::impartial::knight::outcome;
use cgt::selective_outcome;
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
        let outcomes = knights.iter().map(|&(x, y)| outcome(n, x, y));
        writeln!(out, "{}", selective_outcome(outcomes).winner()).expect("writing to a String");
    }
    print!("{out}");
}
