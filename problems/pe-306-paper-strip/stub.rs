//! Paper-strip Game (Project Euler 306) — your attempt. The statement:
//! problems/pe-306-paper-strip/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch pe-306-paper-strip` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { n: u64 }
    println!("{}", first_player_wins_count(n));
}

/// How many strips of `1..=n` white squares the first player wins.
fn first_player_wins_count(n: u64) -> u64 {
    todo!("how many strips up to {n} squares does the first player win?")
}
