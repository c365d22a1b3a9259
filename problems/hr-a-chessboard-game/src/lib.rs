//! Judge side of `hr-a-chessboard-game`: limits, the strict validator, the seeded generator and
//! two independent references (game-tree search on the coin's square, and the lib's
//! dynamic-programming table of Grundy values).

use cgt::impartial::knight::grundy_table;
use cgt::{Impartial, Outcome, OutcomeMemo, Play};
use kit::explain::{HeapSums, Part, Sum, SumGame};
use kit::judged::{Explain, Judged, lines};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most test cases.
    t_max: usize,
}

/// The side of the board.
pub const SIDE: i64 = 15;

/// HackerRank A Chessboard Game: for each square of the coin, who wins?
pub struct AChessboardGame;

/// The game as the statement defines it: the coin on `(x, y)` goes to `(x - 2, y + 1)`,
/// `(x - 2, y - 1)`, `(x + 1, y - 2)` or `(x - 1, y - 2)`, staying on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Coin;

impl SumGame for Coin {
    fn show(&self, &(x, y): &(i64, i64)) -> String {
        format!("({x}, {y})")
    }
}

impl Impartial for Coin {
    type Position = (i64, i64);
    fn options(&self, &(x, y): &(i64, i64)) -> Vec<(i64, i64)> {
        let on_board = |&(a, b): &(i64, i64)| (1..=SIDE).contains(&a) && (1..=SIDE).contains(&b);
        [(x - 2, y + 1), (x - 2, y - 1), (x + 1, y - 2), (x - 1, y - 2)]
            .into_iter()
            .filter(on_board)
            .collect()
    }
}

impl Judged for AChessboardGame {
    /// The coin's squares `(x, y)`, one per test case.
    type Input = Vec<(i64, i64)>;
    /// Each test case's outcome for the player to move.
    type Answer = Vec<Outcome>;

    /// The coin's Grundy value by the mex rule ([`HeapSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::explain::<Self>);

    /// Strictly against the statement: `t`, then `t` lines `x y`.
    fn read(text: &str) -> Result<Self::Input, String> {
        let mut r = Strict::new(text);
        let t = r.int(1, t_max(), "t")?;
        r.eoln()?;
        let mut squares = Vec::with_capacity(t);
        for _ in 0..t {
            let square = r.int_line(2, 1, SIDE, "coordinate")?;
            squares.push((square[0], square[1]));
        }
        r.eof()?;
        Ok(squares)
    }

    fn write(squares: &Self::Input) -> String {
        format!("{}\n{}", squares.len(), lines(squares, |(x, y)| format!("{x} {y}")))
    }

    /// Up to 40 squares anywhere on the board (about a quarter of them are losing for the
    /// player to move, so answers vary).
    fn generate(seed: u64) -> Self::Input {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let t = rng.random_range(1..=40);
        (0..t).map(|_| (rng.random_range(1..=SIDE), rng.random_range(1..=SIDE))).collect()
    }

    /// The game's definition: memoised game-tree search from each square (the whole board has
    /// 225 squares, so it always reaches).
    fn naive(squares: &Self::Input) -> Option<Self::Answer> {
        let mut memo = OutcomeMemo::new(Coin, Play::Normal);
        Some(squares.iter().map(|square| memo.outcome(square)).collect())
    }

    /// The lib's dynamic-programming table of Grundy values of the 15×15 board (no closed
    /// form): the player to move wins iff the value is not 0.
    fn second(squares: &Self::Input) -> Self::Answer {
        let table = grundy_table(SIDE as usize);
        squares
            .iter()
            .map(|&(x, y)| Outcome::from_grundy(table[(x - 1) as usize][(y - 1) as usize]))
            .collect()
    }

    fn print(outcomes: &Self::Answer) -> String {
        lines(outcomes, |outcome| outcome.winner())
    }
}

/// Each test case is one coin.
impl HeapSums for AChessboardGame {
    type Game = Coin;

    fn sums(squares: &Self::Input) -> (Coin, Vec<Sum<(i64, i64)>>) {
        (Coin, kit::explain::tests("test case", squares, |&square| vec![Part::new("coin", square)]))
    }

    fn first_wins(outcomes: &Vec<Outcome>) -> Vec<bool> {
        kit::explain::wins(outcomes)
    }
}
