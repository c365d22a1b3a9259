//! Nimble Game — your attempt. The statement: problems/hr-nimble-game/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch hr-nimble-game` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { t: usize }
    let mut out = String::new();
    for _ in 0..t {
        input! { n: usize, coins: [u64; n] }
        out += if first_player_wins(&coins) { "First\n" } else { "Second\n" };
    }
    print!("{out}");
}

/// Whether the first player wins when square `i` holds `coins[i]` coins.
fn first_player_wins(coins: &[u64]) -> bool {
    todo!("who wins with coins on {} squares?", coins.len())
}
