//! Judge side of `hr-chessboard-game-again`: limits, the strict validator, the seeded generator
//! and two independent references (game-tree search on the whole position, all coins
//! together, and the Sprague–Grundy sum over the lib's dynamic-programming table).

use cgt::impartial::knight::grundy_table;
use cgt::{Impartial, Outcome, OutcomeMemo, Play};
use kit::explain::{HeapSums, Sum, SumGame};
use kit::judged::{Explain, Judged, large, lines};
use kit::reach::binomial_capped;
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most test cases.
    t_max: usize,
    /// Most coins in a test.
    k_max: usize,
}

/// The side of the board.
pub const SIDE: i64 = 15;
/// Naive search answers an input when the sum over its tests of (position bound × 4k) is at
/// most this; the position bound of a test is the number of multisets of k squares among
/// those whose `x + y` is at most the largest `x + y` of its coins (every move lowers the sum).
pub const NAIVE_WORK: u64 = 2_000_000;

/// HackerRank Chessboard Game, Again!: for each test's coins, who wins?
pub struct ChessboardGameAgain;

/// The moves of the statement from `(x, y)`, kept on the board.
fn coin_moves(x: i64, y: i64) -> impl Iterator<Item = (i64, i64)> {
    let on_board = |&(a, b): &(i64, i64)| (1..=SIDE).contains(&a) && (1..=SIDE).contains(&b);
    [(x - 2, y + 1), (x - 2, y - 1), (x + 1, y - 2), (x - 1, y - 2)].into_iter().filter(on_board)
}

/// The whole game by definition: a position is the sorted list of the coins' squares (coins
/// are alike, several may share a square); a move moves exactly one coin by one of the
/// statement's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Coins;

impl SumGame for Coins {
    /// The squares, `(1, 2) + (4, 4)`.
    fn show(&self, coins: &Vec<(i64, i64)>) -> String {
        let squares: Vec<String> = coins.iter().map(|(x, y)| format!("({x}, {y})")).collect();
        squares.join(" + ")
    }

    fn join(&self, parts: &[&Vec<(i64, i64)>]) -> Option<Vec<(i64, i64)>> {
        Some(kit::explain::join_rows(parts))
    }
}

impl Impartial for Coins {
    type Position = Vec<(i64, i64)>;
    fn options(&self, coins: &Vec<(i64, i64)>) -> Vec<Vec<(i64, i64)>> {
        let mut options = Vec::new();
        for (i, &(x, y)) in coins.iter().enumerate() {
            for square in coin_moves(x, y) {
                let mut next = coins.clone();
                next[i] = square;
                next.sort_unstable();
                options.push(next);
            }
        }
        options
    }
}

/// The naive work bound of one test (see [`NAIVE_WORK`]).
fn naive_work(coins: &[(i64, i64)]) -> u64 {
    let top = coins.iter().map(|&(x, y)| x + y).max().expect("k >= 1");
    let squares = (1..=SIDE).map(|a| (top - a).clamp(0, SIDE)).sum::<i64>() as u64;
    let k = coins.len() as u64;
    binomial_capped(squares + k - 1, k, u64::MAX - 1).saturating_mul(4 * k)
}

impl Judged for ChessboardGameAgain {
    /// Each test's coins' squares.
    type Input = Vec<Vec<(i64, i64)>>;
    /// Each test's outcome for the first player to move.
    type Answer = Vec<Outcome>;

    /// Each coin's Grundy value by the mex rule ([`HeapSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::explain::<Self>);

    /// Strictly against the statement: `T`, then per test `k` and `k` lines `x y`.
    fn read(text: &str) -> Result<Self::Input, String> {
        let mut r = Strict::new(text);
        let t = r.int(1, t_max(), "T")?;
        r.eoln()?;
        let mut tests = Vec::with_capacity(t);
        for _ in 0..t {
            let k = r.int(1, k_max(), "k")?;
            r.eoln()?;
            let mut coins = Vec::with_capacity(k);
            for _ in 0..k {
                let square = r.int_line(2, 1, SIDE, "coordinate")?;
                coins.push((square[0], square[1]));
            }
            tests.push(coins);
        }
        r.eof()?;
        Ok(tests)
    }

    fn write(tests: &Self::Input) -> String {
        let mut text = format!("{}\n", tests.len());
        for coins in tests {
            text += &format!("{}\n{}", coins.len(), lines(coins, |(x, y)| format!("{x} {y}")));
        }
        text
    }

    /// Three seeds in four: up to 6 tests of 1 to 5 coins, the more coins the closer to the
    /// corner (1, 1), so naive reaches them. [`large`] seeds: up to 30 tests of up to 60 coins
    /// anywhere.
    fn generate(seed: u64) -> Self::Input {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let t = rng.random_range(1..=if large(seed) { 30 } else { 6 });
        (0..t)
            .map(|_| {
                let (k, reach) = if large(seed) {
                    (rng.random_range(1..=60), SIDE)
                } else {
                    match rng.random_range(0..20) {
                        0..5 => (1, SIDE),
                        5..12 => (2, SIDE),
                        12..18 => (3, 5),
                        _ => (rng.random_range(4..=5), 3),
                    }
                };
                (0..k).map(|_| (rng.random_range(1..=reach), rng.random_range(1..=reach))).collect()
            })
            .collect()
    }

    /// The game's definition: memoised game-tree search on the whole position (all coins),
    /// shared by the tests of the input. `None` beyond [`NAIVE_WORK`].
    fn naive(tests: &Self::Input) -> Option<Self::Answer> {
        let work = tests.iter().fold(0u64, |sum, coins| sum.saturating_add(naive_work(coins)));
        if work > NAIVE_WORK {
            return None;
        }
        let mut memo = OutcomeMemo::new(Coins, Play::Normal);
        let answers = tests.iter().map(|coins| {
            let mut coins = coins.clone();
            coins.sort_unstable();
            memo.outcome(&coins)
        });
        Some(answers.collect())
    }

    /// Sprague–Grundy over the lib's dynamic-programming table of the 15×15 board (no closed
    /// form): the first player wins iff the XOR of the coins' Grundy values is not 0.
    fn second(tests: &Self::Input) -> Self::Answer {
        let table = grundy_table(SIDE as usize);
        tests
            .iter()
            .map(|coins| {
                let xor = coins.iter().map(|&(x, y)| table[(x - 1) as usize][(y - 1) as usize]);
                Outcome::from_grundy(xor.sum())
            })
            .collect()
    }

    fn print(outcomes: &Self::Answer) -> String {
        lines(outcomes, |outcome| outcome.winner())
    }
}

/// Each test is the sum of its coins, each alone a position of [`Coins`].
impl HeapSums for ChessboardGameAgain {
    type Game = Coins;

    fn sums(tests: &Self::Input) -> (Coins, Vec<Sum<Vec<(i64, i64)>>>) {
        let coins = |squares: &Vec<(i64, i64)>| {
            kit::explain::numbered("coin", squares.iter().map(|&square| vec![square]))
        };
        (Coins, kit::explain::tests("test", tests, coins))
    }

    fn first_wins(outcomes: &Vec<Outcome>) -> Vec<bool> {
        kit::explain::wins(outcomes)
    }
}
