//! Chessboard Game, Again! — your attempt. The statement:
//! problems/hr-chessboard-game-again/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch hr-chessboard-game-again` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { t: usize }
    let mut out = String::new();
    for _ in 0..t {
        input! { k: usize, coins: [(u64, u64); k] }
        out += if first_player_wins(&coins) { "First\n" } else { "Second\n" };
    }
    print!("{out}");
}

/// Whether the first player wins with coins on these cells `(x, y)` of the 15×15 board, when
/// a turn moves exactly one coin.
fn first_player_wins(coins: &[(u64, u64)]) -> bool {
    todo!("who wins with {} coins on the board?", coins.len())
}
