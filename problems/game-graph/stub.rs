//! Game Graph — your attempt. The statement: problems/game-graph/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch game-graph` judges every save.
#![allow(clippy::todo)]

use proconio::input;
use proconio::marker::Usize1;

fn main() {
    input! { n: usize, m: usize, moves: [(Usize1, Usize1); m] }
    let line: String = labels(n, &moves).into_iter().collect();
    println!("{line}");
}

/// For each position `0..n` in order, `'W'`, `'L'` or `'D'`: what the player to move there
/// gets with perfect play, a move `(u, v)` (0-based) taking the token from `u` to `v`.
fn labels(n: usize, moves: &[(usize, usize)]) -> Vec<char> {
    todo!("win, lose or draw at each of {n} positions with {} moves?", moves.len())
}
