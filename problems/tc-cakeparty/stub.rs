//! CakeParty (TopCoder SRM 338) — your attempt. The statement: problems/tc-cakeparty/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch tc-cakeparty` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { pieces: [u64] }
    let (cake, eaten) = make_move(&pieces);
    println!("CAKE {cake} PIECES {eaten}");
}

/// Michael's first move, as (the 0-based cake, the pieces he eats): the one whose string
/// `CAKE C PIECES P` is the smallest among the winning moves, or among all moves if none wins.
fn make_move(pieces: &[u64]) -> (usize, u64) {
    todo!("Michael's first move with the cakes {pieces:?}")
}
