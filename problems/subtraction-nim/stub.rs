//! Subtraction Nim — your attempt. The statement: problems/subtraction-nim/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch subtraction-nim` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { set: [u64], piles: [u64] }
    println!("{}", if first_player_wins(&set, &piles) { "First" } else { "Second" });
}

/// Whether the player to move wins the piles `piles` when a move takes `s` counters from one
/// pile, for some `s` in `set`.
fn first_player_wins(set: &[u64], piles: &[u64]) -> bool {
    todo!("who wins {} piles with the moves {set:?}?", piles.len())
}
