//! Nim Square (Project Euler 310) — your attempt. The statement:
//! problems/pe-310-nim-square/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch pe-310-nim-square` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { n: usize }
    println!("{}", count_losing(n));
}

/// How many positions `0 ≤ a ≤ b ≤ c ≤ n` are lost by the player to move.
fn count_losing(n: usize) -> u64 {
    todo!("how many positions up to {n} are lost?")
}
