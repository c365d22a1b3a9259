//! AtCoder ABC229 H Advance or Eat: on an N×N board (N ≤ 8), Takahashi moves a white piece one
//! cell up into an empty cell or eats any black piece; Snuke does the same with colours
//! swapped; Takahashi starts, and who cannot move loses. Who wins?
//!
//! Idea: a partizan game (Takahashi is Left) that is the disjunctive sum of its columns, since
//! every move changes one column. Each column is valued once in the lib's canonical-form store
//! (`Partizan` ruleset, `ValueMemo` transposition table, columns as components); Takahashi wins
//! iff the sum is > 0 or fuzzy (outcome L or N; the column values are numbers, so it is L).
//! Complexity: at most 3^N column states, each canonicalised once from its O(N) options.

use cgt::partizan::{GameStore, Partizan, PartizanOutcome, ValueMemo};
use proconio::input;
use proconio::marker::Bytes;

/// A cell's code: 2 bits a row, row 0 (the top) in the lowest bits.
const EMPTY: u16 = 0;
const WHITE: u16 = 1;
const BLACK: u16 = 2;

/// The board game with `rows` rows; a position is its columns' codes.
struct AdvanceOrEat {
    rows: usize,
}

impl AdvanceOrEat {
    /// The boards `mover` can reach: a piece of its colour one cell up into an empty cell, or a
    /// piece of the other colour eaten.
    fn options(&self, board: &[u16], mover: u16) -> Vec<Vec<u16>> {
        let mut out = Vec::new();
        for (j, &column) in board.iter().enumerate() {
            for i in 0..self.rows {
                let cell = column >> (2 * i) & 3;
                let cleared = column & !(3 << (2 * i));
                let next = if cell == mover && i > 0 && column >> (2 * (i - 1)) & 3 == EMPTY {
                    cleared | mover << (2 * (i - 1))
                } else if cell != EMPTY && cell != mover {
                    cleared
                } else {
                    continue;
                };
                let mut after = board.to_vec();
                after[j] = next;
                out.push(after);
            }
        }
        out
    }
}

impl Partizan for AdvanceOrEat {
    type Position = Vec<u16>;

    fn left_options(&self, board: &Vec<u16>) -> Vec<Vec<u16>> {
        self.options(board, WHITE)
    }

    fn right_options(&self, board: &Vec<u16>) -> Vec<Vec<u16>> {
        self.options(board, BLACK)
    }

    /// Every non-empty column on its own (an empty column has value 0).
    fn components(&self, board: &Vec<u16>) -> Vec<Vec<u16>> {
        board.iter().filter(|&&c| c != EMPTY).map(|&c| vec![c]).collect()
    }
}

fn main() {
    input! {
        n: usize,
        s: [Bytes; n],
    }
    let board: Vec<u16> = (0..n)
        .map(|j| {
            (0..n).fold(0, |code, i| {
                let cell = match s[i][j] {
                    b'W' => WHITE,
                    b'B' => BLACK,
                    _ => EMPTY,
                };
                code | cell << (2 * i)
            })
        })
        .collect();
    let mut store = GameStore::new();
    let mut memo = ValueMemo::new();
    let value = memo.value(&AdvanceOrEat { rows: n }, &mut store, &board);
    let winner = match store.outcome(value) {
        PartizanOutcome::L | PartizanOutcome::N => "Takahashi",
        PartizanOutcome::R | PartizanOutcome::P => "Snuke",
    };
    println!("{winner}");
}
