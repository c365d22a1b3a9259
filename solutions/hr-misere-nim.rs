//! HackerRank Misère Nim: for each game of Nim in which the player who takes the last stone
//! loses, does the first player win?
//!
//! Idea: Bouton's misère rule from the lib — with a pile of two stones or more, play as in
//! normal Nim (nim-sum 0 loses); with only single stones, an odd number of them loses.
//! Complexity O(n) a game.

use std::fmt::Write;

use cgt::misere_outcome;
use proconio::input;

fn main() {
    input! {
        t: usize,
    }
    let mut out = String::with_capacity(t * 7);
    for _ in 0..t {
        input! {
            n: usize,
            piles: [u64; n],
        }
        writeln!(out, "{}", misere_outcome(&piles).winner()).expect("writing to a String");
    }
    print!("{out}");
}
