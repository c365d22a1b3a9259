//! TopCoder SRM 309 StoneGameStrategist: up to 50 non-decreasing piles (≤ 1000 stones); a move
//! takes stones from one pile and must keep the piles non-decreasing; the last mover wins.
//! Return the winning move "TAKE s STONES FROM PILE k" with the least s, then the least k, or
//! "YOU LOSE".
//!
//! Idea: the gaps between neighbouring piles, read from the top pile down, are the steps of a
//! staircase (taking s stones from pile k moves s coins from gap k to gap k+1, and off the
//! staircase from the top pile), so the position is Staircase Nim; the lib decides it. The
//! moves are tried in TopCoder's order until one leaves a P-position.
//! Complexity O(max pile · n²) ≤ 2.5·10^6.
//! Input (TopCoder convention): the length of piles; the piles.

use cgt::{Outcome, staircase_outcome};
use proconio::input;

fn main() {
    input! {
        n: usize,
        piles: [u64; n],
    }
    // stairs[i] = the gap below pile n-1-i: step i+1 of the staircase.
    let stairs: Vec<u64> =
        (0..n).rev().map(|k| piles[k] - if k == 0 { 0 } else { piles[k - 1] }).collect();
    let top = piles[n - 1];
    let best = (1..=top).flat_map(|s| (0..n).map(move |k| (s, k))).find(|&(s, k)| {
        let step = n - 1 - k;
        if stairs[step] < s {
            return false;
        }
        let mut after = stairs.clone();
        after[step] -= s;
        if step > 0 {
            after[step - 1] += s;
        }
        staircase_outcome(&after) == Outcome::P
    });
    match best {
        Some((s, k)) => println!("TAKE {s} STONES FROM PILE {k}"),
        None => println!("YOU LOSE"),
    }
}
