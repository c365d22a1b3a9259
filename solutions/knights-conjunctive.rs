//! Knights conjunctive: K knights on an N×N board (N up to 10^9) move by (x−2, y±1) or
//! (x±1, y−2); a turn moves every knight, each by one jump. Who wins?
//!
//! Idea: a conjunctive compound lasts as long as its shortest component under optimal play,
//! so the player to move wins iff the least remoteness is odd (Smith); each remoteness comes
//! from the knight game's proven O(1) closed form. Complexity O(K) per test.

use std::fmt::Write;

use cgt::conjunctive_outcome;
use cgt::impartial::knight::remoteness;
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
        let values = knights.iter().map(|&(x, y)| remoteness(n, x, y));
        writeln!(out, "{}", conjunctive_outcome(values).winner()).expect("writing to a String");
    }
    print!("{out}");
}
