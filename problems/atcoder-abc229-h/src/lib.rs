//! Judge side of `atcoder-abc229-h`: limits, the strict reader, the seeded generator and two
//! references independent of the solution — a game-tree search on whole boards (the game's
//! definition), and a sum of per-column simplest numbers on exact dyadic rationals.

use std::cmp::Ordering;
use std::collections::HashMap;

use cgt::partizan::{GameStore, Partizan, PartizanOutcome, ValueMemo};
use kit::explain::partizan::{Component, PartizanSum, PartizanSums, Said, Tree};
use kit::judged::{Explain, Judged, large};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Largest board side. (a column
    /// is coded in 16 bits, 2 a cell, so the code holds boards of side at most 8).
    n_max: usize,
}

/// Naive game-tree search gives up (`None`) once its memo would hold more boards than this.
pub const NAIVE_STATES: usize = 100_000;

/// A cell's code in a column: 2 bits, row 0 (the top) in the lowest bits.
const EMPTY: u16 = 0;
const WHITE: u16 = 1;
const BLACK: u16 = 2;

/// A parsed input: the board, `rows[i][j]` being `.`, `W` or `B` (row 0 at the top).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// The rows, top first, each of `n` bytes.
    pub rows: Vec<Vec<u8>>,
}

impl Input {
    /// The side of the board.
    pub fn n(&self) -> usize {
        self.rows.len()
    }

    /// The columns, each as 2-bit cells, row 0 (the top) in the lowest bits.
    fn columns(&self) -> Vec<u16> {
        (0..self.n())
            .map(|j| {
                self.rows.iter().enumerate().fold(0, |code, (i, row)| {
                    let cell = match row[j] {
                        b'W' => WHITE,
                        b'B' => BLACK,
                        _ => EMPTY,
                    };
                    code | cell << (2 * i)
                })
            })
            .collect()
    }
}

/// Who wins with perfect play (Takahashi moves first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Winner {
    /// The first player, who moves the white pieces and eats black ones.
    Takahashi,
    /// The second player, who moves the black pieces and eats white ones.
    Snuke,
}

/// AtCoder ABC229 H Advance or Eat: who wins?
pub struct AtcoderAbc229H;

/// The cell of `column` at row `i`.
fn cell(column: u16, i: usize) -> u16 {
    column >> (2 * i) & 3
}

/// Every column reachable from `column` by moves of `mover` (`WHITE` or `BLACK`): a piece of
/// its colour one row up into an empty cell, or a piece of the other colour eaten.
fn column_moves(column: u16, n: usize, mover: u16) -> Vec<u16> {
    let mut out = Vec::new();
    for i in 0..n {
        let c = cell(column, i);
        if c == mover && i > 0 && cell(column, i - 1) == EMPTY {
            out.push(column & !(3 << (2 * i)) | mover << (2 * (i - 1)));
        } else if c != EMPTY && c != mover {
            out.push(column & !(3 << (2 * i)));
        }
    }
    out
}

/// Game-tree search on whole boards: does the player to move win? The board is kept with its
/// columns sorted (permuting columns does not change the game), packed into a `u128`.
struct WholeBoard {
    n: usize,
    memo: HashMap<(u128, bool), bool>,
}

impl WholeBoard {
    fn key(columns: &[u16]) -> u128 {
        let mut sorted = columns.to_vec();
        sorted.sort_unstable();
        sorted.iter().fold(0, |k, &c| k << 16 | u128::from(c))
    }

    /// Whether the player to move wins: Takahashi (white) when `takahashi` is true. `None`
    /// once the memo is past [`NAIVE_STATES`].
    fn wins(&mut self, columns: &mut Vec<u16>, takahashi: bool) -> Option<bool> {
        let key = (Self::key(columns), takahashi);
        if let Some(&w) = self.memo.get(&key) {
            return Some(w);
        }
        if self.memo.len() >= NAIVE_STATES {
            return None;
        }
        let mover = if takahashi { WHITE } else { BLACK };
        let mut win = false;
        'search: for j in 0..columns.len() {
            let before = columns[j];
            for after in column_moves(before, self.n, mover) {
                columns[j] = after;
                let opponent_wins = self.wins(columns, !takahashi)?;
                columns[j] = before;
                if !opponent_wins {
                    win = true;
                    break 'search;
                }
            }
        }
        self.memo.insert(key, win);
        Some(win)
    }
}

/// An exact dyadic rational `num / 2^exp`, kept in lowest terms (`num` odd or `exp` 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Dy {
    num: i64,
    exp: u32,
}

impl Dy {
    fn new(num: i64, exp: u32) -> Dy {
        let shift = num.trailing_zeros().min(exp);
        if num == 0 { Dy { num: 0, exp: 0 } } else { Dy { num: num >> shift, exp: exp - shift } }
    }

    fn int(n: i64) -> Dy {
        Dy { num: n, exp: 0 }
    }

    /// The two numerators over the common denominator `2^max(exp)`.
    fn aligned(self, other: Dy) -> (i64, i64, u32) {
        let e = self.exp.max(other.exp);
        (self.num << (e - self.exp), other.num << (e - other.exp), e)
    }

    fn add(self, other: Dy) -> Dy {
        let (a, b, e) = self.aligned(other);
        Dy::new(a + b, e)
    }

    /// The largest integer at most `self`.
    fn floor(self) -> i64 {
        self.num >> self.exp
    }

    /// The smallest integer at least `self`.
    fn ceil(self) -> i64 {
        -((-self.num) >> self.exp)
    }
}

impl Ord for Dy {
    fn cmp(&self, other: &Dy) -> Ordering {
        let (a, b, _) = self.aligned(*other);
        a.cmp(&b)
    }
}

impl PartialOrd for Dy {
    fn partial_cmp(&self, other: &Dy) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// The simplest number strictly between `lo` and `hi` (each bound absent means unbounded):
/// the integer nearest 0 if there is one, else the one of least denominator.
///
/// # Panics
/// If `lo >= hi` (the game would not be a number).
fn simplest_between(lo: Option<Dy>, hi: Option<Dy>) -> Dy {
    if let (Some(l), Some(h)) = (lo, hi) {
        assert!(l < h, "left option {l:?} is not below right option {h:?}: not a number");
    }
    // Integers strictly inside: from floor(lo) + 1 to ceil(hi) - 1.
    let first = lo.map(|l| l.floor() + 1);
    let last = hi.map(|h| h.ceil() - 1);
    match (first, last) {
        (None, None) => return Dy::int(0),
        (Some(f), None) => return Dy::int(f.max(0)),
        (None, Some(l)) => return Dy::int(l.min(0)),
        (Some(f), Some(l)) if f <= l => return Dy::int(if f > 0 { f } else { l.min(0) }),
        _ => {}
    }
    let (l, h) = (lo.expect("bounded below"), hi.expect("bounded above"));
    // No integer inside: the first denominator 2^k with a multiple inside gives exactly one.
    (1..)
        .find_map(|k: u32| {
            // floor(l · 2^k) + 1, over 2^k.
            let scaled = if k >= l.exp { l.num << (k - l.exp) } else { l.num >> (l.exp - k) };
            let m = Dy::new(scaled + 1, k);
            (m < h).then_some(m)
        })
        .expect("a dyadic lies in every open interval")
}

/// The value of one column as a number, by its definition `{max L | min R}` simplified, each
/// option's value computed the same way (memoised per column code).
fn column_number(column: u16, n: usize, memo: &mut HashMap<u16, Dy>) -> Dy {
    if let Some(&v) = memo.get(&column) {
        return v;
    }
    let best = |options: Vec<u16>, memo: &mut HashMap<u16, Dy>, want_max: bool| {
        options
            .into_iter()
            .map(|o| column_number(o, n, memo))
            .reduce(|a, b| if (a < b) == want_max { b } else { a })
    };
    let lo = best(column_moves(column, n, WHITE), memo, true);
    let hi = best(column_moves(column, n, BLACK), memo, false);
    let v = simplest_between(lo, hi);
    memo.insert(column, v);
    v
}

impl Judged for AtcoderAbc229H {
    type Input = Input;
    type Answer = Winner;

    /// The board's columns with their numbers, their sum and who wins moving first
    /// ([`PartizanSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::partizan::explain::<Self>);

    /// Strictly against the statement: `N` from 1 to [`n_max`], then `N` rows of `N`
    /// characters each `.`, `W` or `B`.
    fn read(text: &str) -> Result<Input, String> {
        let mut r = Strict::new(text);
        let n = r.int(1, n_max(), "N")?;
        r.eoln()?;
        let mut rows = Vec::with_capacity(n);
        for i in 1..=n {
            let here = r.here();
            let row = r.word(&format!("row {i}"))?;
            if row.len() != n {
                return Err(format!("{here}: row {i} has {} characters, not N = {n}", row.len()));
            }
            if let Some(bad) = row.chars().position(|c| !matches!(c, '.' | 'W' | 'B')) {
                let c = row[bad..].chars().next().unwrap_or('?');
                return Err(format!(
                    "{here}: row {i}, character {}: {c:?} is not '.', 'W' or 'B'",
                    bad + 1
                ));
            }
            rows.push(row.as_bytes().to_vec());
            r.eoln()?;
        }
        r.eof()?;
        Ok(Input { rows })
    }

    fn write(input: &Input) -> String {
        let mut out = format!("{}\n", input.n());
        for row in &input.rows {
            out.push_str(std::str::from_utf8(row).expect("ASCII board"));
            out.push('\n');
        }
        out
    }

    /// On most seeds a board of side 1..=8 with pieces in a few columns (naive reaches it);
    /// on [`large`] seeds a full-size board, every column filled at a random density.
    fn generate(seed: u64) -> Input {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (n, active, density) = if large(seed) {
            (n_max(), n_max(), rng.random_range(0.3..=1.0))
        } else {
            let n = rng.random_range(1..=n_max());
            (n, rng.random_range(1..=n.min(3)), rng.random_range(0.2..=0.8))
        };
        let mut columns: Vec<usize> = (0..n).collect();
        for i in 0..n {
            columns.swap(i, rng.random_range(i..n));
        }
        let white_share: f64 = rng.random_range(0.3..=0.7);
        let mut rows = vec![vec![b'.'; n]; n];
        for &j in &columns[..active] {
            for row in rows.iter_mut() {
                if rng.random_bool(density) {
                    row[j] = if rng.random_bool(white_share) { b'W' } else { b'B' };
                }
            }
        }
        Input { rows }
    }

    /// The game's definition on the whole board: memoised game-tree search over boards and the
    /// player to move. `None` when the search would hold more than [`NAIVE_STATES`] boards.
    fn naive(input: &Input) -> Option<Winner> {
        let mut search = WholeBoard { n: input.n(), memo: HashMap::new() };
        let takahashi_wins = search.wins(&mut input.columns(), true)?;
        Some(if takahashi_wins { Winner::Takahashi } else { Winner::Snuke })
    }

    /// Each column is a number; its value is computed here by the simplest-number rule on
    /// exact dyadics (not by the lib's store), and Takahashi, as Left, wins iff the sum is
    /// positive.
    fn second(input: &Input) -> Winner {
        let n = input.n();
        let mut memo = HashMap::new();
        let total = input
            .columns()
            .into_iter()
            .fold(Dy::int(0), |acc, c| acc.add(column_number(c, n, &mut memo)));
        if total > Dy::int(0) { Winner::Takahashi } else { Winner::Snuke }
    }

    fn print(winner: &Winner) -> String {
        format!("{winner:?}\n")
    }
}

/// One column of side `n` by the rules: Takahashi (Left) moves white pieces up and eats
/// black ones, Snuke (Right) the other way round.
struct Column {
    n: usize,
}

impl Partizan for Column {
    type Position = u16;

    fn left_options(&self, &column: &u16) -> Vec<u16> {
        column_moves(column, self.n, WHITE)
    }

    fn right_options(&self, &column: &u16) -> Vec<u16> {
        column_moves(column, self.n, BLACK)
    }
}

/// The columns holding a piece, with their numbers `j` (1-based), left to right.
fn played_columns(input: &Input) -> Vec<(usize, u16)> {
    let columns = input.columns().into_iter().enumerate();
    columns.filter(|&(_, c)| c != EMPTY).map(|(j, c)| (j + 1, c)).collect()
}

/// The board is the sum of its columns; Takahashi is Left and moves first.
impl PartizanSums for AtcoderAbc229H {
    fn sums(input: &Input, store: &mut GameStore) -> Vec<PartizanSum> {
        let (game, mut memo) = (Column { n: input.n() }, ValueMemo::new());
        let components = played_columns(input)
            .into_iter()
            .map(|(j, column)| {
                let cells: String = input.rows.iter().map(|row| char::from(row[j - 1])).collect();
                Component {
                    name: format!("column {j} ({cells})"),
                    value: memo.value(&game, store, &column),
                }
            })
            .collect();
        vec![PartizanSum { label: "board (columns top to bottom)".into(), components }]
    }

    fn searched(input: &Input) -> Vec<Vec<Tree>> {
        let game = Column { n: input.n() };
        vec![played_columns(input).iter().map(|(_, column)| Tree::of(&game, column)).collect()]
    }

    fn said(winner: &Winner) -> Vec<Said> {
        vec![Said { left_first_wins: Some(*winner == Winner::Takahashi), ..Said::default() }]
    }

    fn verdict(outcome: PartizanOutcome) -> String {
        match outcome {
            PartizanOutcome::L => "Takahashi (Left) wins whoever starts, so moving first",
            PartizanOutcome::N => "the first player wins: Takahashi (Left), who starts",
            PartizanOutcome::P => "the second player wins: Snuke, as Takahashi starts",
            PartizanOutcome::R => "Snuke (Right) wins whoever starts",
        }
        .to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dy(num: i64, exp: u32) -> Option<Dy> {
        Some(Dy::new(num, exp))
    }

    #[test]
    fn simplest_between_known_intervals() {
        assert_eq!(simplest_between(None, None), Dy::int(0));
        assert_eq!(simplest_between(dy(0, 0), dy(1, 0)), Dy::new(1, 1));
        assert_eq!(simplest_between(dy(1, 1), dy(1, 0)), Dy::new(3, 2));
        assert_eq!(simplest_between(dy(-3, 1), None), Dy::int(0));
        assert_eq!(simplest_between(dy(2, 0), None), Dy::int(3));
        assert_eq!(simplest_between(None, dy(-5, 1)), Dy::int(-3));
        assert_eq!(simplest_between(dy(-5, 2), dy(-1, 0)), Dy::new(-9, 3));
        assert_eq!(simplest_between(dy(-1, 0), dy(3, 0)), Dy::int(0));
        assert_eq!(simplest_between(dy(5, 3), dy(3, 2)), Dy::new(11, 4));
    }

    /// Every column of every height is a number (the rule's assertion holds), and swapping the
    /// colours negates it (the players' roles swap).
    #[test]
    fn every_column_is_a_number_and_swapping_colours_negates_it() {
        for n in 1..=n_max() {
            let mut memo = HashMap::new();
            for code in 0..3u32.pow(n as u32) {
                let (mut column, mut swapped, mut rest) = (0u16, 0u16, code);
                for i in 0..n {
                    let c = (rest % 3) as u16;
                    rest /= 3;
                    column |= c << (2 * i);
                    swapped |= [EMPTY, BLACK, WHITE][c as usize] << (2 * i);
                }
                let v = column_number(column, n, &mut memo);
                let w = column_number(swapped, n, &mut memo);
                assert_eq!(v.add(w), Dy::int(0), "column {column:#x} of height {n}");
            }
        }
    }

    /// Naive and the second method agree on every board of side at most 3.
    #[test]
    fn naive_and_second_agree_on_every_small_board() {
        for n in 1..=3usize {
            for code in 0..3u32.pow((n * n) as u32) {
                let mut rest = code;
                let rows: Vec<Vec<u8>> = (0..n)
                    .map(|_| {
                        (0..n)
                            .map(|_| {
                                let c = b".WB"[(rest % 3) as usize];
                                rest /= 3;
                                c
                            })
                            .collect()
                    })
                    .collect();
                let input = Input { rows };
                let naive = AtcoderAbc229H::naive(&input).expect("a small board");
                assert_eq!(naive, AtcoderAbc229H::second(&input), "{input:?}");
            }
        }
    }
}
