//! LightOJ 1253 Misere Nim: Alice and Bob play Nim on k piles, Alice first, and whoever takes
//! the last stone loses; for each case, who wins?
//!
//! Idea: the lib's misère form of Bouton's rule — with a pile of two stones or more, the
//! player to move loses iff the nim-sum is 0; with only single stones, iff their number is
//! odd. Complexity O(k) a case.

use std::fmt::Write;

use cgt::{Outcome, misere_outcome};
use proconio::input;

fn main() {
    input! {
        t: usize,
    }
    let mut out = String::with_capacity(t * 16);
    for case in 1..=t {
        input! {
            k: usize,
            piles: [u64; k],
        }
        let winner = if misere_outcome(&piles) == Outcome::N { "Alice" } else { "Bob" };
        writeln!(out, "Case {case}: {winner}").expect("writing to a String");
    }
    print!("{out}");
}
