//! Nim (Project Euler 301) — your attempt. The statement: problems/pe-301-nim/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch pe-301-nim` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { k: u32 }
    println!("{}", count_losing(k));
}

/// How many n in `1..=2^k` make the Nim position (n, 2n, 3n) lost by the player to move.
fn count_losing(k: u32) -> u64 {
    todo!("how many n up to 2^{k} give a lost position?")
}
