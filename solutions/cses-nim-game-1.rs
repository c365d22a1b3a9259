//! CSES 1730 Nim Game I: normal-play Nim on n heaps; for each test, does the first player win?
//!
//! Idea: Bouton's theorem — the position is a second-player win (P) iff the nim-sum (lib) of
//! the heap sizes is 0. Complexity O(n) a test, O(sum of n) in all.

use std::fmt::Write;

use cgt::{Outcome, nim_sum};
use proconio::input;

fn main() {
    input! {
        t: usize,
    }
    let mut out = String::with_capacity(t * 7);
    for _ in 0..t {
        input! {
            n: usize,
            heaps: [u64; n],
        }
        let word = match Outcome::from_grundy(nim_sum(heaps)) {
            Outcome::N => "first",
            Outcome::P => "second",
        };
        writeln!(out, "{word}").expect("writing to a String");
    }
    print!("{out}");
}
