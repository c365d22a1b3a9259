//! TopCoder SRM 330 LongLongNim: how many packs of 1..=maxN coins (maxN ≤ 10^9) are lost by
//! the player to move, when a move removes exactly x coins for an x in `moves` ⊆ {1..=22}?
//!
//! Idea: the outcome of a pack depends only on the outcomes of the 22 packs below it, so the
//! outcome sequence is eventually periodic; the lib finds and proves the period by a repeated
//! window, and the losses are counted over the preperiod, whole periods and a partial one.
//! Complexity O((preperiod + period + 22)·|moves|) time and linear memory in that length.
//! Input (TopCoder convention): maxN; the length of moves; the moves.

use cgt::{Outcome, Play, SubtractionGame};
use proconio::input;

fn main() {
    input! {
        max_n: u64,
        k: usize,
        moves: [u64; k],
    }
    let outcomes = SubtractionGame::new(&moves).outcome_periodic(Play::Normal);
    // Pack 0 (no coin) is a loss too, but it is not asked.
    let losing = outcomes.count(max_n + 1, &Outcome::P) - 1;
    println!("{losing}");
}
