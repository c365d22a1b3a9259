//! The knight game: one knight on an n×n board, moved by both players towards
//! the lower-left corner, with exact O(1) Grundy values and remoteness.
//!
//! Squares are `(x, y)` with `1 <= x, y <= n`. A move goes to `(x - 2, y + 1)`,
//! `(x - 2, y - 1)`, `(x + 1, y - 2)` or `(x - 1, y - 2)` and must stay on the
//! board; the player who cannot move loses (normal play). Every move lowers
//! `x + y` (by 1 or 3), so the game is finite. The rules are symmetric in `x`
//! and `y`, and so are all the values below.
//!
//! # Closed forms
//!
//! Sort the coordinates, `lo = min(x, y) <= hi = max(x, y)`; write
//! `i = (lo - 1) mod 4`, `j = (hi - 1) mod 4` for the residues,
//! `block(v) = (v - 1) div 4` for the 4×4 block of a coordinate and
//! `d = block(hi) - block(lo) >= 0`.
//!
//! **Grundy value.** Away from the last row and column it is `G_d[i][j]`:
//!
//! ```text
//!   d = 0      d = 1      d >= 2
//!   0 0 1 1    0 0 1 1    0 0 1 1
//!   0 0 2 1    0 0 1 1    0 0 1 1
//!   1 2 2 2    3 2 2 2    3 2 2 2
//!   1 1 2 1    4 3 2 3    3 3 2 3
//! ```
//!
//! On the last row or column (`hi = n`), with `k = n - lo`, it depends on
//! `n mod 4`: if `n ≡ 0` the corner (`k = 0`) is 0; if `n ≡ 1` the squares
//! with `k = 1` are 3 and all others 0; if `n ≡ 2` the squares with `k = 2`
//! are 1; if `n ≡ 3` the squares with `k = 1` are 2 and all others 1. Every
//! other square of the last row and column keeps the interior value.
//!
//! So a square is P iff `i, j ∈ {0, 1}` (both coordinates ≡ 1 or 2 mod 4),
//! except on the last row and column: for `n ≡ 0` the corner is P too, and
//! for `n ≡ 1` all of them are P but the two squares next to the corner.
//!
//! **Remoteness.** With `base = 2·(block(lo) + block(hi))`, away from the last
//! row and column it is `base + h`, where `h = 0` if `i, j <= 1`, `h = 3` if
//! `i = j = 3` and `h = 1` otherwise. On the last row or column: if `n ≡ 0`
//! the corner is `base + 2`; if `n ≡ 1` the corner is `base - 2` (0 when
//! `n = 1`) and the squares with `k >= 2` are `base + 2` if `i = 3`, else
//! `base`. Every other square keeps the interior value. Remoteness is even
//! exactly at P-positions.
//!
//! # Why the closed forms hold for every n
//!
//! Proven, by a finite check plus induction. Call the *type* of a square of
//! the n×n board the tuple `(x mod 4, y mod 4, n mod 4, min(x, 3), min(y, 3),
//! clamp(block(y) - block(x), -3, 3), min(n - x, 5), min(n - y, 5))`. Which
//! moves are legal, and the closed-form values of the square and of its
//! options — the remoteness ones relative to the square's `base`, by an even
//! amount, which keeps parities — are functions of the type alone: options
//! move each coordinate by at most 2, hence its block by at most 1. So
//! whether the closed form obeys the defining recurrence at a square (mex of
//! the options for Grundy values; `1 + min` over the even options, else
//! `1 + max`, else 0, for remoteness) depends only on the type. Every type
//! occurs on some board with `n <= 32`: with `x <= y`, shortening any of the
//! gaps `x >= 7`, `y - x >= 19` or `n - y >= 9` by 4 keeps the type. The test
//! suite checks the closed forms against the dynamic-programming tables on
//! every square of every board up to `n = 200`, so the recurrence holds for
//! every type, hence at every square of every board, and by induction on
//! `x + y` the closed forms are the true values. The 4-periodic interior
//! pattern never feels the upper edges: their effect stops at the last row
//! and column.

use crate::impartial::Impartial;
use crate::impartial::nimber::{Nimber, mex};
use crate::outcome::Outcome;

/// The knight game on an n×n board, by definition, as an [`Impartial`] game
/// whose positions are the knight's squares `(x, y)`, `1 <= x, y <= n`.
///
/// # Constraints
///
/// `n >= 1`.
///
/// # Panics
///
/// [`KnightBoard::new`] panics if `n = 0`; [`Impartial::options`] panics on a
/// square off the board.
///
/// # Complexity
///
/// [`Impartial::options`] takes O(1).
///
/// # Example
///
/// ```
/// use cgt::{GrundyMemo, Impartial, KnightBoard, Outcome};
///
/// let board = KnightBoard::new(15);
/// assert_eq!(board.options(&(3, 1)), [(1, 2)]);
/// let mut memo = GrundyMemo::new(board);
/// assert_eq!(memo.outcome(&(5, 2)), Outcome::P);
/// assert_eq!(memo.outcome(&(5, 3)), Outcome::N);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct KnightBoard {
    n: u64,
}

impl KnightBoard {
    /// The game on the `n`×`n` board.
    ///
    /// # Constraints
    ///
    /// `n >= 1`.
    ///
    /// # Panics
    ///
    /// If `n = 0`.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::KnightBoard;
    ///
    /// assert_eq!(KnightBoard::new(8).side(), 8);
    /// ```
    pub fn new(n: u64) -> Self {
        assert!(n >= 1, "the board must have at least one square");
        KnightBoard { n }
    }

    /// The side `n` of the board.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::KnightBoard;
    ///
    /// assert_eq!(KnightBoard::new(1_000_000_000).side(), 1_000_000_000);
    /// ```
    pub fn side(&self) -> u64 {
        self.n
    }
}

impl Impartial for KnightBoard {
    type Position = (u64, u64);

    /// The squares one knight move from `(x, y)` that are on the board.
    ///
    /// # Constraints
    ///
    /// `1 <= x, y <= n`.
    ///
    /// # Panics
    ///
    /// If `(x, y)` is off the board.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{Impartial, KnightBoard};
    ///
    /// assert_eq!(KnightBoard::new(4).options(&(3, 3)), [(1, 4), (1, 2), (4, 1), (2, 1)]);
    /// assert!(KnightBoard::new(4).options(&(2, 2)).is_empty());
    /// ```
    fn options(&self, &(x, y): &(u64, u64)) -> Vec<(u64, u64)> {
        assert_on_board(self.n, x, y);
        moves(self.n, x, y).collect()
    }
}

/// Grundy values of every square of the `n`×`n` board, indexed
/// `[x - 1][y - 1]`, by dynamic programming in increasing `x + y` order.
///
/// `n = 0` gives an empty table.
///
/// # Complexity
///
/// O(n²) time and memory.
///
/// # Example
///
/// ```
/// use cgt::impartial::knight::grundy_table;
///
/// assert_eq!(grundy_table(4), [[0, 0, 1, 1], [0, 0, 2, 1], [1, 2, 2, 2], [1, 1, 2, 0]]);
/// ```
pub fn grundy_table(n: usize) -> Vec<Vec<Nimber>> {
    table(n, |options| mex(options.iter().copied()))
}

/// Remoteness of every square of the `n`×`n` board, indexed `[x - 1][y - 1]`,
/// by dynamic programming in increasing `x + y` order: 0 without a move;
/// `1 +` the least remoteness of a P option if there is one; otherwise
/// `1 +` the largest remoteness of an option. The P-positions are exactly
/// those of even remoteness, which the recurrence uses.
///
/// Under optimal play (the winner hurrying, the loser stalling) it is the
/// number of moves left, which decides conjunctive compounds such as "move
/// every knight".
///
/// `n = 0` gives an empty table.
///
/// # Complexity
///
/// O(n²) time and memory.
///
/// # Example
///
/// ```
/// use cgt::impartial::knight::remoteness_table;
///
/// assert_eq!(remoteness_table(4), [[0, 0, 1, 1], [0, 0, 1, 1], [1, 1, 1, 1], [1, 1, 1, 2]]);
/// ```
pub fn remoteness_table(n: usize) -> Vec<Vec<u64>> {
    table(n, |options| {
        let lose = options.iter().copied().filter(|r| r % 2 == 0).min();
        match (lose, options.iter().copied().max()) {
            (Some(fastest_win), _) => 1 + fastest_win,
            (None, Some(slowest_loss)) => 1 + slowest_loss,
            (None, None) => 0,
        }
    })
}

/// Grundy value of the square `(x, y)` of the `n`×`n` board, by the closed
/// form of the [module documentation](self), proven for every `n`.
///
/// # Constraints
///
/// `1 <= x, y <= n`.
///
/// # Panics
///
/// If `(x, y)` is off the board.
///
/// # Complexity
///
/// O(1).
///
/// # Example
///
/// ```
/// use cgt::impartial::knight::grundy;
///
/// let n = 1_000_000_000;
/// assert_eq!(grundy(n, 4, 8), 3);
/// assert_eq!(grundy(n, n, n), 0);
/// assert_eq!(grundy(n + 1, n + 1, 7), 0);
/// ```
pub fn grundy(n: u64, x: u64, y: u64) -> Nimber {
    assert_on_board(n, x, y);
    let (lo, hi) = (x.min(y), x.max(y));
    let edge = match (hi == n, n % 4, n - lo) {
        (true, 0, 0) => Some(0u32),
        (true, 1, 1) => Some(3),
        (true, 1, _) => Some(0),
        (true, 2, 2) => Some(1),
        (true, 3, 1) => Some(2),
        (true, 3, _) => Some(1),
        _ => None,
    };
    let value = edge.unwrap_or_else(|| {
        let (i, j) = (residue(lo), residue(hi));
        let offset = (block(hi) - block(lo)).min(2) as usize;
        INTERIOR_GRUNDY[offset][i][j]
    });
    Nimber::from(value)
}

/// Normal-play outcome of the square `(x, y)` of the `n`×`n` board: P iff its
/// [`grundy`] value is 0.
///
/// # Constraints
///
/// `1 <= x, y <= n`.
///
/// # Panics
///
/// If `(x, y)` is off the board.
///
/// # Complexity
///
/// O(1).
///
/// # Example
///
/// ```
/// use cgt::Outcome;
/// use cgt::impartial::knight::outcome;
///
/// // HackerRank "A Chessboard Game" (15×15): P iff x, y ≡ 1, 2 (mod 4).
/// assert_eq!(outcome(15, 5, 2), Outcome::P);
/// assert_eq!(outcome(15, 5, 3), Outcome::N);
/// ```
pub fn outcome(n: u64, x: u64, y: u64) -> Outcome {
    Outcome::from_grundy(grundy(n, x, y))
}

/// Remoteness of the square `(x, y)` of the `n`×`n` board (see
/// [`remoteness_table`]), by the closed form of the
/// [module documentation](self), proven for every `n`. It is below
/// `(x + y) / 2`, so it never overflows.
///
/// # Constraints
///
/// `1 <= x, y <= n`.
///
/// # Panics
///
/// If `(x, y)` is off the board.
///
/// # Complexity
///
/// O(1).
///
/// # Example
///
/// ```
/// use cgt::impartial::knight::remoteness;
///
/// let n = 1_000_000_000;
/// assert_eq!(remoteness(n, 1, 1), 0);
/// assert_eq!(remoteness(n, 8, 8), 7);
/// assert_eq!(remoteness(n, n, n), n - 2);
/// ```
pub fn remoteness(n: u64, x: u64, y: u64) -> u64 {
    assert_on_board(n, x, y);
    let (lo, hi) = (x.min(y), x.max(y));
    let (i, j) = (residue(lo), residue(hi));
    let base = 2 * (block(lo) + block(hi));
    match (hi == n, n % 4, n - lo) {
        (true, 0, 0) => base + 2,
        (true, 1, 0) => base.saturating_sub(2),
        (true, 1, 2..) => base + if i == 3 { 2 } else { 0 },
        _ => {
            base + match (i, j) {
                (0 | 1, 0 | 1) => 0,
                (3, 3) => 3,
                _ => 1,
            }
        }
    }
}

/// Interior Grundy values `INTERIOR_GRUNDY[d][i][j]`, with the notation of the
/// module documentation (`d` clamped to 2).
const INTERIOR_GRUNDY: [[[u32; 4]; 4]; 3] = [
    [[0, 0, 1, 1], [0, 0, 2, 1], [1, 2, 2, 2], [1, 1, 2, 1]],
    [[0, 0, 1, 1], [0, 0, 1, 1], [3, 2, 2, 2], [4, 3, 2, 3]],
    [[0, 0, 1, 1], [0, 0, 1, 1], [3, 2, 2, 2], [3, 3, 2, 3]],
];

/// The 4×4 block `(v - 1) div 4` of the coordinate `v >= 1`.
fn block(v: u64) -> u64 {
    (v - 1) / 4
}

/// The residue `(v - 1) mod 4` of the coordinate `v >= 1`.
fn residue(v: u64) -> usize {
    ((v - 1) % 4) as usize
}

/// Panics unless `(x, y)` is a square of the `n`×`n` board.
fn assert_on_board(n: u64, x: u64, y: u64) {
    assert!((1..=n).contains(&x) && (1..=n).contains(&y), "({x}, {y}) is off the {n}×{n} board");
}

/// The squares of the `n`×`n` board one knight move from `(x, y)`.
fn moves(n: u64, x: u64, y: u64) -> impl Iterator<Item = (u64, u64)> {
    let down = |v: u64, by: u64| v.checked_sub(by).filter(|&v| v >= 1);
    let up = |v: u64| v.checked_add(1).filter(|&v| v <= n);
    [(down(x, 2), up(y)), (down(x, 2), down(y, 1)), (up(x), down(y, 2)), (down(x, 1), down(y, 2))]
        .into_iter()
        .filter_map(|(x, y)| Some((x?, y?)))
}

/// Values of every square of the `n`×`n` board, indexed `[x - 1][y - 1]`,
/// where a square's value is `combine` of its options' values, computed in
/// increasing `x + y` order (every move lowers `x + y`).
fn table<T: Copy + Default>(n: usize, combine: impl Fn(&[T]) -> T) -> Vec<Vec<T>> {
    let side = n as u64;
    let mut values = vec![vec![T::default(); n]; n];
    for sum in 2..=2 * n {
        for x in sum.saturating_sub(n).max(1)..=(sum - 1).min(n) {
            let y = sum - x;
            let mut options = [T::default(); 4];
            let mut len = 0;
            for (a, b) in moves(side, x as u64, y as u64) {
                options[len] = values[a as usize - 1][b as usize - 1];
                len += 1;
            }
            values[x - 1][y - 1] = combine(&options[..len]);
        }
    }
    values
}
