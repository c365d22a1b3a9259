//! One 3×3 board: its encoding, whether it is dead, its symmetry class, its text.

/// A board: bit `3 * row + column` is set where the board holds an X.
pub type Board = u16;

/// The eight lines of three cells: rows, columns, diagonals.
const LINES: [Board; 8] = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];

/// Every cell: a full board.
pub const FULL: Board = 0o777;

/// Whether `board` holds three X in a row (and so takes no more moves).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use notakto::board::{dead, parse};
///
/// assert!(dead(parse(["X..", ".X.", "..X"]).unwrap()));
/// assert!(!dead(parse(["XX.", "..X", "X.."]).unwrap()));
/// ```
pub fn dead(board: Board) -> bool {
    LINES.into_iter().any(|line| board & line == line)
}

/// The image of `board` under the cell map `to(row, column) = (row', column')`.
fn mapped(board: Board, to: impl Fn(usize, usize) -> (usize, usize)) -> Board {
    (0..9)
        .filter(|&cell| board >> cell & 1 == 1)
        .map(|cell| {
            let (row, column) = to(cell / 3, cell % 3);
            1 << (3 * row + column)
        })
        .sum()
}

/// The least of the eight images of `board` under the symmetries of the square (four
/// rotations, each possibly mirrored): equal for boards that play alike.
///
/// # Complexity
/// O(1) (eight images of nine cells).
///
/// # Example
/// ```
/// use notakto::board::{canonical, parse};
///
/// let corner = parse(["...", "...", "..X"]).unwrap();
/// assert_eq!(canonical(corner), parse(["X..", "...", "..."]).unwrap());
/// ```
pub fn canonical(board: Board) -> Board {
    let mut least = board;
    let mut turned = board;
    for _ in 0..4 {
        turned = mapped(turned, |row, column| (column, 2 - row));
        least = least.min(turned).min(mapped(turned, |row, column| (row, 2 - column)));
    }
    least
}

/// The board written as three rows of `X` and `.`, or `None` when a row is not three such
/// characters.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use notakto::board::parse;
///
/// assert_eq!(parse(["X..", "...", "..."]), Some(1));
/// assert_eq!(parse(["X..", "...", "..o"]), None);
/// ```
pub fn parse(rows: [&str; 3]) -> Option<Board> {
    rows.iter()
        .enumerate()
        .try_fold(0, |board, (row, text)| parse_row(text).map(|bits| board | bits << (3 * row)))
}

/// One row of three `X` or `.` as the bits of its X's (bit `column`), or `None`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// assert_eq!(notakto::board::parse_row("X.X"), Some(0b101));
/// assert_eq!(notakto::board::parse_row("X."), None);
/// ```
pub fn parse_row(text: &str) -> Option<Board> {
    if text.len() != 3 {
        return None;
    }
    text.bytes().enumerate().try_fold(0, |bits, (column, byte)| match byte {
        b'X' => Some(bits | 1 << column),
        b'.' => Some(bits),
        _ => None,
    })
}

/// The board as three lines of `X` and `.`, each ended by `\n`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// assert_eq!(notakto::board::write(0o421), "X..\n.X.\n..X\n");
/// ```
pub fn write(board: Board) -> String {
    (0..9)
        .map(|cell| {
            let mark = if board >> cell & 1 == 1 { "X" } else { "." };
            if cell % 3 == 2 { format!("{mark}\n") } else { mark.to_string() }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn live_boards_fall_into_46_symmetry_classes() {
        // 46 classes of live boards (counted by a separate script while writing this problem).
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
    fn parse_and_write_are_inverse() {
        for b in 0..=FULL {
            let text = write(b);
            let rows: Vec<&str> = text.lines().collect();
            assert_eq!(parse([rows[0], rows[1], rows[2]]), Some(b));
        }
    }
}
