//! Poker Nim — your attempt. The statement: problems/hr-poker-nim/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch hr-poker-nim` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { t: usize }
    let mut out = String::new();
    for _ in 0..t {
        input! { n: usize, k: u32, piles: [u64; n] }
        out += if first_player_wins(k, &piles) { "First\n" } else { "Second\n" };
    }
    print!("{out}");
}

/// Whether the first player wins on these piles when each player may add chips at most `k`
/// times.
fn first_player_wins(k: u32, piles: &[u64]) -> bool {
    todo!("who wins on {} piles with {k} additions each?", piles.len())
}
