//! Domineering on boards of up to 128 cells: Left places vertical dominoes, Right horizontal
//! ones (CGSuite's convention); an `R×C` board has `R` rows and `C` columns.

use crate::partizan::ruleset::Partizan;
use std::fmt;

/// A Domineering position: a grid of free and blocked cells, as a bitboard (bit
/// `row · cols + col` set when the cell is free).
///
/// Displays as rows of `.` (free) and `#` (blocked) separated by `/`.
///
/// # Example
///
/// ```
/// use cgt::partizan::domineering::Board;
///
/// let board: Board = "..#/...".parse().unwrap();
/// assert_eq!((board.rows(), board.cols()), (2, 3));
/// assert!(!board.is_free(0, 2));
/// assert_eq!(board.to_string(), "..#/...");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Board {
    rows: u8,
    cols: u8,
    free: u128,
}

/// The ruleset of Domineering: Left places vertical dominoes, Right horizontal ones.
///
/// # Example
///
/// ```
/// use cgt::partizan::{GameStore, ValueMemo, domineering::{Board, Domineering}};
///
/// let (mut store, mut memo) = (GameStore::new(), ValueMemo::new());
/// let g = memo.value(&Domineering, &mut store, &Board::empty(3, 4));
/// assert_eq!(store.to_notation(g), "-3/2");
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Domineering;

/// `x << n`, zero once `n` reaches the width.
fn shl(x: u128, n: usize) -> u128 {
    if n >= 128 { 0 } else { x << n }
}

/// `x >> n`, zero once `n` reaches the width.
fn shr(x: u128, n: usize) -> u128 {
    if n >= 128 { 0 } else { x >> n }
}

impl Board {
    /// The empty `rows × cols` board.
    ///
    /// # Panics
    ///
    /// If `rows · cols > 128`.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::domineering::Board;
    ///
    /// assert_eq!(Board::empty(2, 3).to_string(), ".../...");
    /// ```
    pub fn empty(rows: usize, cols: usize) -> Board {
        assert!(rows * cols <= 128, "a board has at most 128 cells");
        let n = rows * cols;
        let free = if n == 128 { u128::MAX } else { (1u128 << n) - 1 };
        Board { rows: rows as u8, cols: cols as u8, free }
    }

    /// The number of rows.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::domineering::Board;
    ///
    /// assert_eq!(Board::empty(2, 5).rows(), 2);
    /// ```
    pub fn rows(&self) -> usize {
        usize::from(self.rows)
    }

    /// The number of columns.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::domineering::Board;
    ///
    /// assert_eq!(Board::empty(2, 5).cols(), 5);
    /// ```
    pub fn cols(&self) -> usize {
        usize::from(self.cols)
    }

    /// Whether the cell at `row`, `col` is free (cells off the board are not).
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::domineering::Board;
    ///
    /// let board = Board::empty(2, 2);
    /// assert!(board.is_free(1, 1) && !board.is_free(2, 0));
    /// ```
    pub fn is_free(&self, row: usize, col: usize) -> bool {
        row < self.rows() && col < self.cols() && self.free >> (row * self.cols() + col) & 1 == 1
    }

    /// The bitboard of free cells (bit `row · cols + col`).
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::domineering::Board;
    ///
    /// assert_eq!(Board::empty(1, 3).free_cells(), 0b111);
    /// ```
    pub fn free_cells(&self) -> u128 {
        self.free
    }

    fn bit(&self, row: usize, col: usize) -> u128 {
        1u128 << (row * self.cols() + col)
    }

    /// The board of the cells in `cells`, shrunk to their bounding box.
    fn extract(&self, cells: u128) -> Board {
        if cells == 0 {
            return Board { rows: 0, cols: 0, free: 0 };
        }
        let (mut r0, mut r1, mut c0, mut c1) = (usize::MAX, 0, usize::MAX, 0);
        let mut rest = cells;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let (r, c) = (i / self.cols(), i % self.cols());
            (r0, r1, c0, c1) = (r0.min(r), r1.max(r), c0.min(c), c1.max(c));
        }
        let cols = c1 - c0 + 1;
        let mut free = 0u128;
        let mut rest = cells;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let (r, c) = (i / self.cols(), i % self.cols());
            free |= 1u128 << ((r - r0) * cols + (c - c0));
        }
        Board { rows: (r1 - r0 + 1) as u8, cols: cols as u8, free }
    }

    /// The same board mirrored top-bottom (the Domineering value is unchanged).
    fn mirrored_rows(&self, free: u128) -> u128 {
        let cols = self.cols();
        let row_mask = shl(1, cols).wrapping_sub(1);
        let mut out = 0u128;
        for r in 0..self.rows() {
            out |= ((free >> (r * cols)) & row_mask) << ((self.rows() - 1 - r) * cols);
        }
        out
    }

    /// The least of the board's four mirror images (Domineering values unchanged).
    fn canonical(self) -> Board {
        let n = self.rows() * self.cols();
        if n == 0 {
            return self;
        }
        // Reversing all n bits turns the board by 180 degrees.
        let turned = self.free.reverse_bits() >> (128 - n);
        let images = [self.free, turned, self.mirrored_rows(self.free), self.mirrored_rows(turned)];
        let free = images.into_iter().min().expect("four images");
        Board { free, ..self }
    }

    /// The connected components of the free cells (4-neighbour), each shrunk to its bounding
    /// box and put in a canonical orientation (the least of its four mirror images); empty
    /// boards have none.
    ///
    /// # Complexity
    ///
    /// O(cells · rows) bit operations.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::domineering::Board;
    ///
    /// let board: Board = "..#../.##..".parse().unwrap();
    /// assert_eq!(board.components().len(), 2);
    /// ```
    pub fn components(&self) -> Vec<Board> {
        let cols = self.cols();
        if cols == 0 {
            return Vec::new();
        }
        let mut first_col = 0u128;
        for r in 0..self.rows() {
            first_col |= 1u128 << (r * cols);
        }
        let last_col = first_col << (cols - 1);
        let mut rest = self.free;
        let mut out = Vec::new();
        while rest != 0 {
            let mut comp = rest & rest.wrapping_neg();
            loop {
                let grown = comp
                    | ((comp & !last_col) << 1)
                    | ((comp & !first_col) >> 1)
                    | shl(comp, cols)
                    | shr(comp, cols);
                let grown = grown & rest;
                if grown == comp {
                    break;
                }
                comp = grown;
            }
            rest &= !comp;
            out.push(self.extract(comp).canonical());
        }
        out.sort();
        out
    }

    fn after(&self, cells: u128) -> Board {
        Board { free: self.free & !cells, ..*self }
    }
}

impl Partizan for Domineering {
    type Position = Board;

    fn left_options(&self, board: &Board) -> Vec<Board> {
        let cols = board.cols();
        let pairs = board.free & shr(board.free, cols);
        let mut out = Vec::new();
        let mut rest = pairs;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if i / cols + 1 < board.rows() {
                out.push(board.after((1u128 << i) | (1u128 << (i + cols))));
            }
        }
        out
    }

    fn right_options(&self, board: &Board) -> Vec<Board> {
        let cols = board.cols();
        let pairs = board.free & (board.free >> 1);
        let mut out = Vec::new();
        let mut rest = pairs;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if i % cols + 1 < cols {
                out.push(board.after(0b11u128 << i));
            }
        }
        out
    }

    fn components(&self, board: &Board) -> Vec<Board> {
        board.components()
    }
}

/// The error of parsing a [`Board`]: rows of `.` and `#` of equal length, separated by `/` or
/// newlines, at most 128 cells.
///
/// # Example
///
/// ```
/// use cgt::partizan::domineering::Board;
///
/// assert!("../.".parse::<Board>().is_err());
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseBoardError;

impl fmt::Display for ParseBoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected rows of '.' and '#' of equal length, at most 128 cells")
    }
}

impl std::str::FromStr for Board {
    type Err = ParseBoardError;
    fn from_str(s: &str) -> Result<Board, ParseBoardError> {
        let lines: Vec<&str> =
            s.split(['/', '\n']).map(str::trim).filter(|l| !l.is_empty()).collect();
        let cols = lines.first().map_or(0, |l| l.chars().count());
        if lines.iter().any(|l| l.chars().count() != cols) || lines.len() * cols > 128 {
            return Err(ParseBoardError);
        }
        let mut board = Board { rows: lines.len() as u8, cols: cols as u8, free: 0 };
        for (r, line) in lines.iter().enumerate() {
            for (c, ch) in line.chars().enumerate() {
                match ch {
                    '.' => board.free |= board.bit(r, c),
                    '#' => {}
                    _ => return Err(ParseBoardError),
                }
            }
        }
        Ok(board)
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..self.rows() {
            if r > 0 {
                f.write_str("/")?;
            }
            for c in 0..self.cols() {
                f.write_str(if self.is_free(r, c) { "." } else { "#" })?;
            }
        }
        Ok(())
    }
}
