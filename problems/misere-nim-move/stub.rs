//! Misère Nim: a winning move — your attempt. The statement: problems/misere-nim-move/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch misere-nim-move` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { n: usize, piles: [u64; n] }
    match winning_move(&piles) {
        None => println!("LOSE"),
        Some((i, s)) => println!("{i} {s}"),
    }
}

/// A move after which the opponent loses, taking the last object losing: `(i, s)`, remove `s`
/// objects from pile `i` (1-based); `None` when every move loses.
fn winning_move(piles: &[u64]) -> Option<(usize, u64)> {
    todo!("a winning move on {} piles, if any", piles.len())
}
