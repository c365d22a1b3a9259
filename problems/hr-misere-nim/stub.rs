//! Misère Nim — your attempt. The statement: problems/hr-misere-nim/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch hr-misere-nim` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { t: usize }
    let mut out = String::new();
    for _ in 0..t {
        input! { n: usize, piles: [u64; n] }
        out += if first_player_wins(&piles) { "First\n" } else { "Second\n" };
    }
    print!("{out}");
}

/// Whether the first player wins on these piles when whoever removes the last stone loses.
fn first_player_wins(piles: &[u64]) -> bool {
    todo!("who wins misère play on {} piles?", piles.len())
}
