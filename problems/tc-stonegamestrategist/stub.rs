//! StoneGameStrategist (TopCoder SRM 309) — your attempt. The statement:
//! problems/tc-stonegamestrategist/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch tc-stonegamestrategist` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { piles: [u64] }
    match play(&piles) {
        Some((stones, pile)) => println!("TAKE {stones} STONES FROM PILE {pile}"),
        None => println!("YOU LOSE"),
    }
}

/// The winning move as (the stones taken, the 0-based pile): the fewest stones, then the
/// lowest pile; `None` if no move wins.
fn play(piles: &[u64]) -> Option<(u64, usize)> {
    todo!("the winning move from the piles {piles:?}")
}
