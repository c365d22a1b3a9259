//! Domineering (`domineering 4x4`, `domineering '..#.,....,....'`): Left places vertical
//! dominoes, Right horizontal ones, on free cells; the lib's `Board` and canonical values.

use std::fmt::Write as _;

use anyhow::{Result, ensure};
use cgt::partizan::domineering::{Board, Domineering as Rules_};
use cgt::partizan::{GameId, GameStore, Partizan as _};

use crate::play::engine::Side;
use crate::play::partizan::{Rules, Values, tinted};

/// The most columns a board may have (they are lettered `a`–`z`).
pub const MAX_COLS: usize = 26;

/// A Domineering position: the free cells, and which of the covered cells Left covered (to
/// draw them; the engine forgets it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// The free cells.
    pub board: Board,
    /// Cells covered by Left's dominoes (bit `row · cols + col`).
    pub left: u128,
    /// Cells covered by Right's dominoes.
    pub right: u128,
}

/// A domino: the two cells it covers, `(row, col)` from the top left, 0-based.
pub type Domino = [(usize, usize); 2];

/// Domineering on one board.
///
/// # Example
/// ```
/// use kata::play::domineering::Domineering;
/// use kata::play::engine::Side;
/// use kata::play::partizan::Rules;
///
/// let game = Domineering::default();
/// let start = Domineering::parse("2x3").unwrap();
/// let moves = game.moves(&start, Side::Left);
/// assert_eq!(game.notation(&start, &moves[0].0), "a1-a2");
/// assert_eq!(moves.len(), 3);
/// ```
#[derive(Default)]
pub struct Domineering {
    values: Values<Board>,
}

impl Domineering {
    /// A board written `RxC` (R rows, C columns, all free) or as rows of `.` (free) and `#`
    /// (blocked) separated by `,` or `/`.
    ///
    /// # Errors
    /// One line: a malformed board, more than 128 cells or [`MAX_COLS`] columns.
    ///
    /// # Complexity
    /// O(length of `text`).
    ///
    /// # Example
    /// ```
    /// use kata::play::domineering::Domineering;
    ///
    /// assert_eq!(Domineering::parse("..#,...").unwrap().board.to_string(), "..#/...");
    /// assert!(Domineering::parse("..,.").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Position> {
        let board = match crate::pictures::grid::board(text) {
            Ok((rows, cols)) if rows.checked_mul(cols).is_some_and(|n| n <= 128) => {
                Ok(Board::empty(rows as usize, cols as usize))
            }
            _ => text.replace(',', "/").parse::<Board>(),
        };
        let board = board.map_err(|e| anyhow::anyhow!("domineering `{text}`: {e}, or `RxC`"))?;
        ensure!(board.cols() <= MAX_COLS, "domineering `{text}`: at most {MAX_COLS} columns");
        Ok(Position { board, left: 0, right: 0 })
    }
}

/// Cell `(row, col)` in the notation: column letter, row number from 1 (`b3`).
fn cell(row: usize, col: usize) -> String {
    let letter = char::from(b'a' + u8::try_from(col).unwrap_or(25));
    format!("{letter}{}", row + 1)
}

impl Rules for Domineering {
    type Position = Position;
    type Move = Domino;

    fn rules(&self) -> String {
        "Domineering: Left places a vertical domino, Right a horizontal one, on two free cells"
            .to_string()
    }

    fn moves(&self, position: &Position, side: Side) -> Vec<(Domino, Position)> {
        let board = position.board;
        let options = match side {
            Side::Left => Rules_.left_options(&board),
            Side::Right => Rules_.right_options(&board),
        };
        let cols = board.cols();
        options
            .into_iter()
            .map(|after| {
                let covered = board.free_cells() & !after.free_cells();
                let first = covered.trailing_zeros() as usize;
                let second = (covered & (covered - 1)).trailing_zeros() as usize;
                let domino = [(first / cols, first % cols), (second / cols, second % cols)];
                let mut next = Position { board: after, ..*position };
                match side {
                    Side::Left => next.left |= covered,
                    Side::Right => next.right |= covered,
                }
                (domino, next)
            })
            .collect()
    }

    fn branching(&self, position: &Position, side: Side) -> u64 {
        let free = position.board.free_cells();
        let step = if side == Side::Left { position.board.cols() } else { 1 };
        u64::from((free & free.checked_shr(step as u32).unwrap_or(0)).count_ones())
    }

    fn canonical(&self, position: Position) -> Position {
        Position { left: 0, right: 0, ..position }
    }

    fn notation(&self, _: &Position, domino: &Domino) -> String {
        let [(r1, c1), (r2, c2)] = *domino;
        format!("{}-{}", cell(r1, c1), cell(r2, c2))
    }

    /// A grid, columns lettered and rows numbered: `.` free, `#` blocked, `|` Left's
    /// dominoes (blue), `-` Right's (red).
    fn picture(&self, position: &Position, colour: bool) -> String {
        let board = position.board;
        let label = board.rows().to_string().len();
        let mut out = format!("  {:label$} ", "");
        for col in 0..board.cols() {
            out.push(' ');
            out.push(char::from(b'a' + col as u8));
        }
        out.push('\n');
        for row in 0..board.rows() {
            let _ = write!(out, "  {:>label$} ", row + 1);
            for col in 0..board.cols() {
                let bit = 1u128 << (row * board.cols() + col);
                let mark = if board.is_free(row, col) {
                    ".".to_string()
                } else if position.left & bit != 0 {
                    tinted("|", Side::Left, colour)
                } else if position.right & bit != 0 {
                    tinted("-", Side::Right, colour)
                } else {
                    "#".to_string()
                };
                let _ = write!(out, " {mark}");
            }
            out.push('\n');
        }
        out
    }

    fn store(&self) -> &std::cell::RefCell<GameStore> {
        &self.values.store
    }

    fn value(&self, position: &Position) -> GameId {
        self.values.of(&Rules_, &position.board)
    }
}
