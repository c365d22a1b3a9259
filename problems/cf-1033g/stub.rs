//! Chip Game — your attempt. The statement: problems/cf-1033g/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch cf-1033g` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { n: usize, m: u64, piles: [u64; n] }
    let [alice, bob, first, second] = count_games(m, &piles);
    println!("{alice} {bob} {first} {second}");
}

/// Over all pairs `(a, b)` with `1 ≤ a, b ≤ m` played on `piles`, how many games Alice wins
/// whoever starts, Bob wins whoever starts, the first player wins, the second player wins —
/// in that order.
fn count_games(m: u64, piles: &[u64]) -> [u64; 4] {
    todo!("the four counts for m = {m} and the piles {piles:?}")
}
