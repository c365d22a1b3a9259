//! CSES 1098 Nim Game II: n heaps; a move takes 1, 2 or 3 sticks from one heap; for each test,
//! does the first player win?
//!
//! Idea: each heap is the subtraction game {1, 2, 3}, whose Grundy sequence the lib computes
//! with its proven period (x mod 4); the heaps are a disjunctive sum, so the first player wins
//! iff the nim-sum (lib) of the heaps' Grundy values is not 0. Complexity O(n) a test.

use std::fmt::Write;

use cgt::{Outcome, SubtractionGame, nim_sum};
use proconio::input;

fn main() {
    input! {
        t: usize,
    }
    let grundy = SubtractionGame::new(&[1, 2, 3]).grundy_periodic();
    let mut out = String::with_capacity(t * 7);
    for _ in 0..t {
        input! {
            n: usize,
            heaps: [u64; n],
        }
        let total = nim_sum(heaps.iter().map(|&x| grundy.at(x)));
        let word = match Outcome::from_grundy(total) {
            Outcome::N => "first",
            Outcome::P => "second",
        };
        writeln!(out, "{word}").expect("writing to a String");
    }
    print!("{out}");
}
