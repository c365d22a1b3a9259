//! {title}: for each heap, does the player to move win? (Scaffolded: heaps of the
//! subtraction game {1, 2}.)
//!
//! Idea: the outcome sequence is periodic; the lib proves the period. O(1) per question.

use std::fmt::Write;

use cgt::{Play, SubtractionGame};
use proconio::input;

fn main() {
    input! {
        q: usize,
        heaps: [u64; q],
    }
    let outcomes = SubtractionGame::new(&[1, 2]).outcome_periodic(Play::Normal);
    let mut out = String::new();
    for n in heaps {
        writeln!(out, "{}", outcomes.at(n).winner()).expect("writing to a String");
    }
    print!("{out}");
}
