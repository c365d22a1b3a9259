//! HackerRank Poker Nim: Nim where a player may also add chips to a pile, at most k times.
//! Who wins?
//!
//! Idea: additions change nothing. The player who wins Nim answers a removal by Bouton's move
//! and an addition by taking the added chips back; the opponent's additions run out. So the
//! first player wins iff the nim-sum (lib) of the piles is not 0; k is ignored. O(n) a test.

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
            _k: u32,
            piles: [u64; n],
        }
        let outcome = Outcome::from_grundy(nim_sum(piles));
        writeln!(out, "{}", outcome.winner()).expect("writing to a String");
    }
    print!("{out}");
}
