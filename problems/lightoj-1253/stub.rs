//! Misere Nim — your attempt. The statement: problems/lightoj-1253/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch lightoj-1253` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { t: usize }
    for case in 1..=t {
        input! { k: usize, piles: [u64; k] }
        let winner = if alice_wins(&piles) { "Alice" } else { "Bob" };
        println!("Case {case}: {winner}");
    }
}

/// Whether Alice, moving first, wins on these piles when taking the last stone loses.
fn alice_wins(piles: &[u64]) -> bool {
    todo!("does Alice win on the piles {piles:?}?")
}
