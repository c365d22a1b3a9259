//! Hackenbush Bamboo — your attempt. The statement: problems/kattis-hackenbushbamboo/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch kattis-hackenbushbamboo` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { n: usize, heights: [u64; n] }
    println!("*{}", value(&heights));
}

/// The `k` such that the game on green stalks of these heights has the value ∗k.
fn value(heights: &[u64]) -> u64 {
    todo!("the value of {} stalks?", heights.len())
}
