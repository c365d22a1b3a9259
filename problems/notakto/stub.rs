//! Notakto — your attempt. The statement: problems/notakto/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch notakto` judges every save.
#![allow(clippy::todo)]

use proconio::input;
use proconio::marker::Bytes;

fn main() {
    input! { t: usize }
    for _ in 0..t {
        input! { k: usize, rows: [Bytes; 3 * k] }
        let boards: Vec<u16> = rows.chunks(3).map(board_bits).collect();
        let word = if first_player_wins(&boards) { "First" } else { "Second" };
        println!("{word}");
    }
}

/// A board's three rows as nine bits: bit `3 * row + column` is set where the board has an X.
fn board_bits(rows: &[Vec<u8>]) -> u16 {
    let mut bits = 0;
    for (cell, &mark) in rows.concat().iter().enumerate() {
        if mark == b'X' {
            bits |= 1 << cell;
        }
    }
    bits
}

/// Whether the player to move wins the game played on these boards (dead ones included), each
/// board as nine bits (bit `3 * row + column` set for an X).
fn first_player_wins(boards: &[u16]) -> bool {
    todo!("who wins this game of {} board(s)?", boards.len())
}
