//! CSES 1099 Stair Game: balls on stairs 1..=n; a move shifts balls from a stair k >= 2 down to
//! stair k - 1; for each test, does the first player win?
//!
//! Idea: Staircase Nim whose floor is stair 1 (its balls never move): stair k + 1 is step k of
//! the lib's Staircase Nim, so pass stairs 2..=n to `staircase_outcome` (lib) — the nim-sum of
//! the balls on the even-numbered stairs. Complexity O(n) a test.

use std::fmt::Write;

use cgt::{Outcome, staircase_outcome};
use proconio::input;

fn main() {
    input! {
        t: usize,
    }
    let mut out = String::with_capacity(t * 7);
    for _ in 0..t {
        input! {
            n: usize,
            balls: [u64; n],
        }
        let word = match staircase_outcome(&balls[1..]) {
            Outcome::N => "first",
            Outcome::P => "second",
        };
        writeln!(out, "{word}").expect("writing to a String");
    }
    print!("{out}");
}
