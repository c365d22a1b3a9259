//! Project Euler 306 "Paper-strip Game", by size: a move paints two adjacent white squares of a
//! strip black, and whoever cannot move loses; for how many n in 1..=N (N ≤ 10^18) does the
//! first player win on a strip of n white squares?
//!
//! Idea: painting two squares of a run of white squares removes 2 from it and leaves the rest
//! as up to two runs: the strip is Dawson's Kayles, the octal game 0.07. The first player wins
//! iff the strip's Grundy value is non-zero. The lib computes the nim-sequence and certifies
//! its period by the octal periodicity theorem (period 34 from heap 53, proven by 176 values),
//! so the zeros in 1..=N are counted over the preperiod and whole periods. O(1) after a table
//! of 256 values.

use cgt::{Nimber, OctalCode, TakeBreak};
use proconio::input;

fn main() {
    input! {
        n: u64,
    }
    let dawson: OctalCode = "0.07".parse().expect("a valid octal code");
    let game = TakeBreak::octal(&dawson);
    let mut len = 64;
    let values = loop {
        match game.certified_period(game.nim_sequence(len).values()) {
            Ok(periodic) => break periodic,
            Err(_) => len *= 2,
        }
    };
    // Zeros among g(0..=n), less the empty strip n = 0.
    let losing = values.count(n + 1, &Nimber::ZERO) - 1;
    println!("{}", n - losing);
}
