//! Stone Game (Project Euler 260) — your attempt. The statement:
//! problems/pe-260-stone-game/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch pe-260-stone-game` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { b: usize }
    println!("{}", losing_sum(b));
}

/// The sum of `x + y + z` over the positions `0 ≤ x ≤ y ≤ z ≤ b` lost by the player to move.
fn losing_sum(b: usize) -> u64 {
    todo!("the sum over the losing positions up to {b}")
}
