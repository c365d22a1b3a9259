//! Notakto: X-only tic-tac-toe on several 3×3 boards; a board with three X in a row is dead,
//! and the player who kills the last live board loses. Who wins each game?
//!
//! Idea: misère sums do not add up by Grundy values, but Notakto's sums fall into 18 classes,
//! its misère quotient (Plambeck), 4 of them lost by the player to move. The lib learns the
//! quotient at run time from the rules of one board (its 46 live positions up to symmetry);
//! each input board is mapped to its position by a table over the 512 boards, a game is the
//! multiplicity vector of its live boards, and the quotient gives its outcome. O(46) once a
//! game, then O(1) a board.

use std::collections::HashMap;
use std::fmt::Write;

use cgt::{Impartial, MisereQuotient};
use proconio::input;
use proconio::marker::Bytes;

/// The lines of three cells (bit `3 * row + column` of a board).
const LINES: [u16; 8] = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];

fn is_dead(board: u16) -> bool {
    LINES.into_iter().any(|line| board & line == line)
}

/// The eight symmetries of the square, each as the cell every cell goes to.
fn symmetries() -> Vec<[usize; 9]> {
    let turn = |cell: usize| 3 * (cell % 3) + 2 - cell / 3;
    let mirror = |cell: usize| 3 * (cell / 3) + 2 - cell % 3;
    let mut all = Vec::with_capacity(8);
    let mut current: [usize; 9] = std::array::from_fn(|cell| cell);
    for _ in 0..4 {
        current = current.map(turn);
        all.push(current);
        all.push(current.map(mirror));
    }
    all
}

/// One board; a position is its least image under the symmetries, `None` once dead.
struct OneBoard {
    symmetries: Vec<[usize; 9]>,
}

impl OneBoard {
    fn position(&self, board: u16) -> Option<u16> {
        if is_dead(board) {
            return None;
        }
        self.symmetries
            .iter()
            .map(|to| (0..9).filter(|&cell| board >> cell & 1 == 1).map(|cell| 1 << to[cell]).sum())
            .min()
    }
}

impl Impartial for OneBoard {
    type Position = Option<u16>;
    fn options(&self, position: &Option<u16>) -> Vec<Option<u16>> {
        let Some(board) = *position else { return Vec::new() };
        (0..9)
            .filter(|&cell| board >> cell & 1 == 0)
            .map(|cell| self.position(board | 1 << cell))
            .collect()
    }
}

fn main() {
    input! {
        t: usize,
    }
    let game = OneBoard { symmetries: symmetries() };
    let split = |position: &Option<u16>| position.iter().map(|&b| Some(b)).collect();
    let (quotient, positions) =
        MisereQuotient::of_game(&game, &[Some(0)], split).expect("Notakto's quotient is finite");
    let index: HashMap<Option<u16>, usize> =
        positions.iter().enumerate().map(|(i, &position)| (position, i)).collect();
    // The component of each of the 512 boards; None for a dead one.
    let component: Vec<Option<usize>> = (0..512u16)
        .map(|board| game.position(board).map(|position| index[&Some(position)]))
        .collect();
    let mut counts = vec![0u64; positions.len()];
    let mut out = String::with_capacity(t * 7);
    for _ in 0..t {
        input! {
            k: usize,
            rows: [Bytes; 3 * k],
        }
        counts.fill(0);
        for board_rows in rows.chunks(3) {
            let board = board_rows
                .iter()
                .flatten()
                .enumerate()
                .filter(|&(_, &mark)| mark == b'X')
                .map(|(cell, _)| 1 << cell)
                .sum::<usize>();
            if let Some(c) = component[board] {
                counts[c] += 1;
            }
        }
        writeln!(out, "{}", quotient.outcome(&counts).winner()).expect("writing to a String");
    }
    print!("{out}");
}
