//! {title} — your attempt. The statement: problems/{slug}/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch {slug}` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { q: usize, heaps: [u64; q] }
    for n in heaps {
        println!("{}", if first_player_wins(n) { "First" } else { "Second" });
    }
}

/// Whether the player to move wins a heap of `n` coins.
fn first_player_wins(n: u64) -> bool {
    todo!("who wins a heap of {n}?")
}
