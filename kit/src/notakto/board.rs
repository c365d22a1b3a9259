//! One 3×3 board: its cells as bits, the lines that kill it, its symmetry class, its rows as
//! text; and [`Classes`], the live boards up to symmetry with their moves.

use std::sync::OnceLock;

/// A board: bit `3 * row + column` is set where the board holds an X.
///
/// # Example
/// ```
/// use kit::notakto::board::Board;
///
/// let main_diagonal: Board = 1 << 0 | 1 << 4 | 1 << 8;
/// assert_eq!(main_diagonal, 0o421);
/// ```
pub type Board = u16;

/// The eight lines of three cells: three rows, three columns, two diagonals.
const LINES: [Board; 8] = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];

/// The nine cells: the full board, and the largest [`Board`], so that `0..=FULL` is every
/// board.
///
/// # Example
/// ```
/// use kit::notakto::board::{FULL, dead};
///
/// assert_eq!((0..=FULL).filter(|&b| !dead(b)).count(), 230); // the live boards
/// ```
pub const FULL: Board = 0o777;

/// Whether `board` holds three X in a row (a dead board takes no move).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use kit::notakto::board::dead;
///
/// assert!(dead(0o421) && dead(0o124)); // the diagonals
/// assert!(!dead(0o653)); // XX. / X.X / .XX: six X, no line
/// ```
pub fn dead(board: Board) -> bool {
    LINES.into_iter().any(|line| board & line == line)
}

/// The eight symmetries of the square, each as the cell that every cell goes to: the four
/// turns by a quarter, each also followed by a mirror.
fn symmetries() -> [[usize; 9]; 8] {
    let quarter = |cell: usize| 3 * (cell % 3) + (2 - cell / 3);
    let mirror = |cell: usize| 3 * (cell / 3) + (2 - cell % 3);
    let mut all = [[0; 9]; 8];
    let mut turned: [usize; 9] = std::array::from_fn(|cell| cell);
    for k in 0..4 {
        all[2 * k] = turned;
        all[2 * k + 1] = turned.map(mirror);
        turned = turned.map(quarter);
    }
    all
}

/// The image of `board` under the cell map `to`.
fn image(board: Board, to: &[usize; 9]) -> Board {
    (0..9).filter(|&cell| board >> cell & 1 == 1).fold(0, |b, cell| b | 1 << to[cell])
}

/// The least of the eight images of `board` under the symmetries of the square (four
/// rotations, each possibly mirrored): boards with the same one play alike.
///
/// # Complexity
/// O(1) (72 cell moves).
///
/// # Example
/// ```
/// use kit::notakto::board::canonical;
///
/// // An X in any corner is the X in the first corner; an X on any edge, on the first edge.
/// assert_eq!(canonical(0o400), 0o001);
/// assert_eq!(canonical(0o040), 0o002);
/// ```
pub fn canonical(board: Board) -> Board {
    symmetries().iter().map(|to| image(board, to)).min().expect("eight symmetries")
}

/// One row of exactly three `X` or `.` as the bits of its X's (bit `column`), or `None`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use kit::notakto::board::parse_row;
///
/// assert_eq!(parse_row("X.X"), Some(0b101));
/// assert_eq!(parse_row("XX."), Some(0b011));
/// assert_eq!(parse_row("x.."), None);
/// assert_eq!(parse_row("X..."), None);
/// ```
pub fn parse_row(text: &str) -> Option<Board> {
    if text.len() != 3 {
        return None;
    }
    text.bytes().rev().try_fold(0, |bits, byte| match byte {
        b'X' => Some(bits << 1 | 1),
        b'.' => Some(bits << 1),
        _ => None,
    })
}

/// The board as its three rows of `X` and `.`, each ended by `\n`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// assert_eq!(kit::notakto::board::write(0o421), "X..\n.X.\n..X\n");
/// ```
pub fn write(board: Board) -> String {
    let mut text = String::with_capacity(12);
    for row in 0..3 {
        for column in 0..3 {
            text.push(if board >> (3 * row + column) & 1 == 1 { 'X' } else { '.' });
        }
        text.push('\n');
    }
    text
}

/// The live boards up to symmetry (46 classes), those with more X first, so that every move
/// leads to a class before its own (or kills the board); each with its moves.
#[derive(Debug, Clone)]
pub struct Classes {
    /// By class: its least board.
    boards: Vec<Board>,
    /// By board: its class, `None` for a dead board.
    class: Vec<Option<u8>>,
    /// By class: where its moves lead, each class once (`None`: the move kills the board).
    moves: Vec<Vec<Option<u8>>>,
}

impl Classes {
    /// The classes, made once and shared.
    ///
    /// # Complexity
    /// O(512 · 72) the first time, O(1) after.
    ///
    /// # Example
    /// ```
    /// let classes = kit::notakto::board::Classes::get();
    /// assert_eq!(classes.len(), 46);
    /// assert_eq!(classes.class(0o777), None);
    /// assert_eq!(classes.board(classes.len() - 1), 0); // the empty board comes last
    /// ```
    pub fn get() -> &'static Classes {
        static CLASSES: OnceLock<Classes> = OnceLock::new();
        CLASSES.get_or_init(Classes::new)
    }

    /// The classes, made afresh.
    fn new() -> Classes {
        let mut boards: Vec<Board> =
            (0..=FULL).filter(|&b| !dead(b) && canonical(b) == b).collect();
        boards.sort_by_key(|&b| (std::cmp::Reverse(b.count_ones()), b));
        let class: Vec<Option<u8>> = (0..=FULL)
            .map(|b| {
                let least = canonical(b);
                (!dead(b)).then(|| {
                    let at = boards.iter().position(|&c| c == least).expect("a live class");
                    u8::try_from(at).expect("46 classes")
                })
            })
            .collect();
        let moves = boards
            .iter()
            .map(|&b| {
                let mut after: Vec<Option<u8>> = (0..9)
                    .filter(|&cell| b >> cell & 1 == 0)
                    .map(|cell| class[usize::from(b | 1 << cell)])
                    .collect();
                after.sort_unstable();
                after.dedup();
                after
            })
            .collect();
        Classes { boards, class, moves }
    }

    /// The number of classes of live boards.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Classes::get`].
    pub fn len(&self) -> usize {
        self.boards.len()
    }

    /// Never true.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// assert!(!kit::notakto::board::Classes::get().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.boards.is_empty()
    }

    /// The class of `board`, `None` when it is dead.
    ///
    /// # Panics
    /// If `board` has bits beyond the nine cells.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Classes::get`].
    pub fn class(&self, board: Board) -> Option<usize> {
        self.class[usize::from(board)].map(usize::from)
    }

    /// The least board of class `c`.
    ///
    /// # Panics
    /// If `c` is not a class.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Classes::get`].
    pub fn board(&self, c: usize) -> Board {
        self.boards[c]
    }

    /// Where the moves of class `c` lead, each class once, `None` for a move that kills the
    /// board; every class named is below `c`.
    ///
    /// # Panics
    /// If `c` is not a class.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use kit::notakto::board::Classes;
    ///
    /// let classes = Classes::get();
    /// // XX. / X.X / .XX: every one of its three moves makes a line.
    /// assert_eq!(classes.moves(classes.class(0o653).unwrap()), [None]);
    /// ```
    pub fn moves(&self, c: usize) -> &[Option<u8>] {
        &self.moves[c]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symmetries_are_the_eight_of_the_square() {
        let all = symmetries();
        let distinct: std::collections::BTreeSet<[usize; 9]> = all.iter().copied().collect();
        assert_eq!(distinct.len(), 8);
        for to in all {
            // Each keeps the centre and maps lines to lines.
            assert_eq!(to[4], 4);
            for line in LINES {
                assert!(LINES.contains(&image(line, &to)), "{to:?} {line:o}");
            }
        }
    }

    #[test]
    fn live_boards_fall_into_46_symmetry_classes() {
        // 46 classes of live boards (counted by a separate script while `notakto` was written).
        let live: std::collections::BTreeSet<Board> =
            (0..=FULL).filter(|&b| !dead(b)).map(canonical).collect();
        assert_eq!(live.len(), 46);
        for b in 0..=FULL {
            assert_eq!(dead(b), dead(canonical(b)));
            assert_eq!(b.count_ones(), canonical(b).count_ones());
            assert_eq!(canonical(canonical(b)), canonical(b));
        }
    }

    #[test]
    fn classes_partition_the_live_boards() {
        let classes = Classes::get();
        assert_eq!(classes.len(), 46);
        let live = (0..=FULL).filter(|&b| !dead(b)).count();
        let covered = (0..=FULL).filter(|&b| classes.class(b).is_some()).count();
        assert_eq!(live, covered);
        for c in 0..classes.len() {
            let b = classes.board(c);
            assert_eq!(classes.class(b), Some(c));
            for &after in classes.moves(c) {
                assert!(after.is_none_or(|a| usize::from(a) < c), "class {c} moves to {after:?}");
            }
        }
    }

    #[test]
    fn rows_read_back() {
        for b in 0..=FULL {
            let text = write(b);
            let bits: Vec<Board> = text.lines().map(|row| parse_row(row).unwrap()).collect();
            assert_eq!(bits[0] | bits[1] << 3 | bits[2] << 6, b);
        }
    }
}
