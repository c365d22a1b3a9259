//! Judge side of `hr-a-chessboard-game`: limits, the strict validator, the seeded generator and
//! two independent references (game-tree search on the coin's square, and the lib's
//! dynamic-programming table of Grundy values).

use cgt::knight::grundy_table;
use cgt::{Impartial, Outcome, OutcomeMemo, Play};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Most test cases.
pub const T_MAX: usize = 225;
/// The side of the board.
pub const SIDE: i64 = 15;

/// Checks `input` strictly against the statement: `t`, then `t` lines `x y`.
pub fn verify(input: &str) -> Result<(), String> {
    let mut r = Strict::new(input);
    let t = r.int(1, T_MAX, "t")?;
    r.eoln()?;
    for _ in 0..t {
        r.int_line(2, 1, SIDE, "coordinate")?;
    }
    r.eof()
}

/// The coin's squares `(x, y)` of an input that [`verify`] accepts.
pub fn parse(input: &str) -> Vec<(i64, i64)> {
    let numbers: Vec<i64> =
        input.split_whitespace().map(|t| t.parse().expect("verified")).collect();
    numbers[1..].chunks(2).map(|pair| (pair[0], pair[1])).collect()
}

/// A random input: up to 40 squares anywhere on the board (about a quarter of them are
/// losing for the player to move, so answers vary).
pub fn generate(seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let t = rng.random_range(1..=40);
    let mut text = format!("{t}\n");
    for _ in 0..t {
        let (x, y) = (rng.random_range(1..=SIDE), rng.random_range(1..=SIDE));
        text += &format!("{x} {y}\n");
    }
    text
}

/// The game as the statement defines it: the coin on `(x, y)` goes to `(x - 2, y + 1)`,
/// `(x - 2, y - 1)`, `(x + 1, y - 2)` or `(x - 1, y - 2)`, staying on the board.
struct Coin;

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

fn winner_line(outcome: Outcome) -> String {
    format!("{}\n", outcome.winner())
}

/// The game's definition: memoised game-tree search from each square (the whole board has
/// 225 squares, so it always reaches).
pub fn naive(input: &str) -> Option<String> {
    let mut memo = OutcomeMemo::new(Coin, Play::Normal);
    Some(parse(input).iter().map(|square| winner_line(memo.outcome(square))).collect())
}

/// The lib's dynamic-programming table of Grundy values of the 15×15 board (no closed form):
/// the player to move wins iff the value is not 0.
pub fn second_method(input: &str) -> String {
    let table = grundy_table(SIDE as usize);
    parse(input)
        .iter()
        .map(|&(x, y)| {
            let value = table[(x - 1) as usize][(y - 1) as usize];
            winner_line(if value == 0 { Outcome::P } else { Outcome::N })
        })
        .collect()
}
