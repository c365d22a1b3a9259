//! Toph, "Game of Tic-Tac-Toe, Again?": Alice and Bob write X's on n tic-tac-toe boards, a
//! board with three in a row takes no more moves, and whoever makes the last such line loses
//! (Notakto). Who wins each game, Alice moving first?
//!
//! Idea: a misère sum does not go by Grundy values, but the sums of Notakto boards fall into
//! the 18 classes of Plambeck's misère quotient, 4 of them lost by the player to move. The lib
//! learns that quotient at run time from the rules of a single board (46 live positions up to
//! the symmetries of the square); a table then gives each of the 512 boards its element, a
//! game is the product of its boards' elements, and Alice wins iff the product is not in the
//! P-portion. O(46) once, then O(1) a board.

use std::collections::HashMap;
use std::fmt::Write;

use cgt::{Impartial, MisereQuotient};
use proconio::input;
use proconio::marker::Bytes;

/// Three in a row, as the bits `3 * row + column` of its cells.
const THREE_IN_A_ROW: [u16; 8] = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];

/// One Notakto board; a position is a live board written as the least of its eight images
/// under the symmetries of the square (a dead board is no position: it is 0).
struct Board {
    /// By board: its least image.
    least: Vec<u16>,
}

impl Board {
    fn new() -> Board {
        // Each symmetry as a map of cells: turns by a quarter, with or without a mirror.
        let quarter = |cell: usize| 3 * (cell % 3) + 2 - cell / 3;
        let mirror = |cell: usize| 3 * (cell / 3) + 2 - cell % 3;
        let mut maps: Vec<[usize; 9]> = Vec::new();
        let mut map: [usize; 9] = std::array::from_fn(|cell| cell);
        for _ in 0..4 {
            maps.push(map);
            maps.push(map.map(mirror));
            map = map.map(quarter);
        }
        let least = (0..512u16)
            .map(|board| {
                maps.iter()
                    .map(|to| {
                        (0..9).filter(|&c| board >> c & 1 == 1).fold(0, |b, c| b | 1 << to[c])
                    })
                    .min()
                    .unwrap()
            })
            .collect();
        Board { least }
    }

    fn is_dead(board: u16) -> bool {
        THREE_IN_A_ROW.into_iter().any(|line| board & line == line)
    }
}

impl Impartial for Board {
    type Position = u16;

    fn options(&self, &board: &u16) -> Vec<u16> {
        (0..9)
            .filter(|&cell| board >> cell & 1 == 0)
            .map(|cell| self.least[usize::from(board | 1 << cell)])
            .collect()
    }
}

fn main() {
    let rules = Board::new();
    // A position splits into itself, or into nothing once dead.
    let parts = |&board: &u16| if Board::is_dead(board) { vec![] } else { vec![board] };
    let (quotient, positions) =
        MisereQuotient::of_game(&rules, &[0], parts).expect("Notakto's quotient is finite");
    let component: HashMap<u16, usize> =
        positions.iter().enumerate().map(|(i, &board)| (board, i)).collect();
    // By board, its element of the quotient: the identity (0) for a dead board.
    let element: Vec<usize> = (0..512u16)
        .map(|board| match Board::is_dead(board) {
            true => 0,
            false => quotient.image(component[&rules.least[usize::from(board)]]),
        })
        .collect();

    input! {
        t: usize,
    }
    let mut out = String::new();
    for game in 1..=t {
        input! {
            n: usize,
            rows: [Bytes; 3 * n],
        }
        let product = rows.chunks(3).fold(0, |x, board| {
            let bits =
                board.iter().flatten().rev().fold(0, |b, &mark| b << 1 | usize::from(mark == b'X'));
            quotient.multiply(x, element[bits])
        });
        let winner = if quotient.is_p(product) { "Bob" } else { "Alice" };
        writeln!(out, "Game #{game}: {winner}").unwrap();
    }
    print!("{out}");
}
