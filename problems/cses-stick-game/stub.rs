//! Stick Game — your attempt. The statement: problems/cses-stick-game/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch cses-stick-game` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { n: usize, k: usize, moves: [usize; k] }
    let row: String = wins(n, &moves).into_iter().map(|w| if w { 'W' } else { 'L' }).collect();
    println!("{row}");
}

/// For each heap of 1, 2, …, `n` sticks in order, whether the player to move wins when a move
/// removes exactly `p` sticks for some `p` in `moves`.
fn wins(n: usize, moves: &[usize]) -> Vec<bool> {
    todo!("who wins each heap of 1..={n} sticks with the moves {moves:?}?")
}
