//! Advance or Eat — your attempt. The statement: problems/atcoder-abc229-h/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch atcoder-abc229-h` judges every save.
#![allow(clippy::todo)]

use proconio::input;
use proconio::marker::Bytes;

fn main() {
    input! { n: usize, board: [Bytes; n] }
    println!("{}", if takahashi_wins(&board) { "Takahashi" } else { "Snuke" });
}

/// Whether Takahashi, who moves first, wins on `board`: its rows from the top, each cell
/// `b'W'` (a white piece), `b'B'` (a black piece) or `b'.'` (empty).
fn takahashi_wins(board: &[Vec<u8>]) -> bool {
    todo!("who wins the {0}×{0} board?", board.len())
}
