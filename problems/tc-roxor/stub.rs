//! Roxor (TopCoder SRM 216) — your attempt. The statement: problems/tc-roxor/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch tc-roxor` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { piles: [u32] }
    match play(&piles) {
        Some((i, j, k)) => println!("3\n{i} {j} {k}"),
        None => println!("0\n"),
    }
}

/// The winning move `(i, j, k)` with the least `i`, then `j`, then `k`; `None` if no move wins.
fn play(piles: &[u32]) -> Option<(usize, usize, usize)> {
    todo!("the winning move from the piles {piles:?}")
}
