//! Knights, some but not all: K knights on an N×N board (N up to 10^9) move by (x−2, y±1) or
//! (x±1, y−2); a turn moves at least one knight but not all of them. Who wins?
//!
//! Idea: the some-but-not-all compound is lost for the player to move iff all the components
//! have the same Grundy value (a single knight: no move, lost); each value comes from the
//! knight game's proven O(1) closed form. Complexity O(K) per test.

use std::fmt::Write;

use cgt::impartial::knight::grundy;
use cgt::some_but_not_all_outcome;
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
        let winner = some_but_not_all_outcome(values).winner();
        writeln!(out, "{winner}").expect("writing to a String");
    }
    print!("{out}");
}
