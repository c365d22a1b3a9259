//! Game of Tic-Tac-Toe, Again? — your attempt. The statement: problems/toph-tic-tac-toe-again/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch toph-tic-tac-toe-again` judges every save.
#![allow(clippy::todo)]

use proconio::input;
use proconio::marker::Bytes;

fn main() {
    input! { t: usize }
    for x in 1..=t {
        input! { n: usize, rows: [Bytes; 3 * n] }
        let boards: Vec<&[Vec<u8>]> = rows.chunks(3).collect();
        let winner = if alice_wins(&boards) { "Alice" } else { "Bob" };
        println!("Game #{x}: {winner}");
    }
}

/// Whether Alice, who moves first, wins the game on `boards` (each board is its three rows of
/// `X` and `.`, top to bottom).
fn alice_wins(boards: &[&[Vec<u8>]]) -> bool {
    todo!("who wins the game on these {} boards?", boards.len())
}
