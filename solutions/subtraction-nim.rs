//! Subtraction Nim: several piles, one subtraction set S ⊆ {1..100}; a move takes s ∈ S
//! counters from one pile; the player who cannot move loses. Who wins?
//!
//! Idea: the piles are a disjunctive sum, so the first player wins iff the nim-sum of the
//! piles' Grundy values is not 0. A subtraction game's Grundy sequence is eventually periodic:
//! the lib computes it until a window of the last max S values repeats, which proves the
//! preperiod and period; each pile up to 10^18 is then one lookup. Complexity
//! O((preperiod + period + max S)·k + n), with preperiod + period ≤ 10^5 guaranteed.

use cgt::{Outcome, SubtractionGame, nim_sum};
use proconio::input;

fn main() {
    input! {
        k: usize,
        set: [u64; k],
        n: usize,
        piles: [u64; n],
    }
    let grundy = SubtractionGame::new(&set).grundy_periodic();
    let total = nim_sum(piles.iter().map(|&p| grundy.at(p)));
    let outcome = Outcome::from_grundy(total);
    println!("{}", outcome.winner());
}
