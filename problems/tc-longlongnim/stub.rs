//! LongLongNim (TopCoder SRM 330) — your attempt. The statement:
//! problems/tc-longlongnim/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch tc-longlongnim` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { max_n: u64, moves: [u64] }
    println!("{}", number_of_wins(max_n, &moves));
}

/// How many packs of `1..=max_n` coins the second player wins, a move taking exactly `x`
/// coins for some `x` in `moves`.
fn number_of_wins(max_n: u64, moves: &[u64]) -> u64 {
    todo!("how many packs up to {max_n} coins are lost with the moves {moves:?}?")
}
