//! CSES 1729 Stick Game: for every heap 1..=n of the subtraction game with moves P, is it a
//! win (W) or a loss (L) for the player to move?
//!
//! Idea: the outcome table of the subtraction game — a heap is a win iff some move reaches a
//! loss. Complexity O(n·k) time, O(n) memory.

use cgt::{Outcome, Play, SubtractionGame};
use proconio::input;

fn main() {
    input! {
        n: usize,
        k: usize,
        moves: [u64; k],
    }
    let table = SubtractionGame::new(&moves).outcome_table(n, Play::Normal);
    let line: String = table[1..]
        .iter()
        .map(|outcome| match outcome {
            Outcome::N => 'W',
            Outcome::P => 'L',
        })
        .collect();
    println!("{line}");
}
