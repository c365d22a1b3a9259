//! Hackenbush Shrubbery — your attempt. The statement: problems/kattis-hackenbushshrubbery/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch kattis-hackenbushshrubbery` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { n: usize, below: [i64; n] }
    println!("*{}", forest_value(&below));
}

/// The k of the game's value *k: edge `i + 1` stands on edge `below[i]` (an earlier edge), or on
/// the ground when that is -1.
fn forest_value(below: &[i64]) -> u64 {
    todo!("the value of the green forest of {} edges", below.len())
}
