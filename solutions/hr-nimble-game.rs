//! HackerRank Nimble Game: coins lie on squares 0..n-1; a move takes one coin from a square i
//! to a square j < i; the player who cannot move loses. Who wins?
//!
//! Idea: a coin on square i is a Nim heap of size i (it can go to any smaller square), and
//! the coins are a disjunctive sum: the first player wins iff the nim-sum (lib) of all the
//! coins' squares is not 0. Two coins on one square cancel, so only the squares holding an odd
//! number of coins count. Complexity O(n) a test.

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
            coins: [u64; n],
        }
        let odd_squares = (0..n as u64).filter(|&i| coins[i as usize] % 2 == 1);
        let total = nim_sum(odd_squares);
        let outcome = Outcome::from_grundy(total);
        writeln!(out, "{}", outcome.winner()).expect("writing to a String");
    }
    print!("{out}");
}
