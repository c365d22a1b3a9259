//! Judge side of `nim-winning-moves`: limits, the strict validator, the seeded generator and two
//! independent references (every move tried and judged by game-tree search, and the target of
//! each pile rebuilt from per-bit parity counts).

use cgt::{Outcome, OutcomeMemo, Play};
use kit::explain::{HeapSums, Sum};
use kit::heaps::{TakeAway, after_move};
use kit::judged::{Explain, Judged, large, lines};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most piles.
    n_max: usize,
    /// Largest pile.
    s_max: u64,
}

/// Naive game-tree search answers inputs with at most this many piles...
pub const NAIVE_PILES: usize = 8;
/// ...and `∏ (s_i + 1)` at most this (a bound on the positions reachable).
pub const NAIVE_POSITIONS: u64 = 50_000;

/// Nim, every winning move: their number, then each move `i s` (take `s` from pile `i`).
pub struct NimWinningMoves;

impl Judged for NimWinningMoves {
    /// The piles.
    type Input = Vec<u64>;
    /// The winning moves `(pile index, amount)` (0-based index), in increasing index.
    type Answer = Vec<(usize, u64)>;

    /// The piles as Nim heaps, and every move to nim-sum 0 ([`HeapSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::explain::<Self>);

    /// Strictly against the statement: `n`, then a line of `n` pile sizes.
    fn read(text: &str) -> Result<Self::Input, String> {
        let mut r = Strict::new(text);
        let n = r.int(1, n_max(), "n")?;
        r.eoln()?;
        let piles = r.int_line(n, 0, s_max(), "s_i")?;
        r.eof()?;
        Ok(piles)
    }

    fn write(piles: &Self::Input) -> String {
        let values: Vec<String> = piles.iter().map(ToString::to_string).collect();
        format!("{}\n{}\n", piles.len(), values.join(" "))
    }

    /// Up to 6 piles, a few empty; small on most seeds (naive reaches them) and up to about
    /// 5.8·10^17 on [`large`] ones. A third are made lost for the player to move (the last
    /// pile gets the XOR of the others), so answers with 0, 1 and several moves all occur.
    fn generate(seed: u64) -> Self::Input {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let n = rng.random_range(1..=6);
        let top = if large(seed) { (1 << 59) - 1 } else { rng.random_range(1..=7) };
        let mut piles: Vec<u64> = (0..n)
            .map(|_| if rng.random_bool(0.15) { 0 } else { rng.random_range(1..=top) })
            .collect();
        if n >= 2 && rng.random_bool(0.35) {
            piles[n - 1] = piles[..n - 1].iter().fold(0, |x, &s| x ^ s);
        }
        piles
    }

    /// The game's definition: every move `(i, s)` is tried, in increasing `i` then `s`, and
    /// kept if memoised game-tree search finds the position it leaves lost for the player to
    /// move. `None` beyond [`NAIVE_PILES`] piles or [`NAIVE_POSITIONS`] positions.
    fn naive(piles: &Self::Input) -> Option<Self::Answer> {
        let positions = piles.iter().try_fold(1u64, |product, &s| product.checked_mul(s + 1));
        if piles.len() > NAIVE_PILES || positions.is_none_or(|p| p > NAIVE_POSITIONS) {
            return None;
        }
        let mut memo = OutcomeMemo::new(TakeAway::NIM, Play::Normal);
        let mut moves = Vec::new();
        for (i, &pile) in piles.iter().enumerate() {
            for take in 1..=pile {
                if memo.outcome(&after_move(piles, i, pile - take)) == Outcome::P {
                    moves.push((i, take));
                }
            }
        }
        Some(moves)
    }

    /// Per-bit parity counts, without the lib: `ones[b]` piles have bit `b`. The position pile
    /// `i` must be cut to for every bit count to be even is, bit by bit, the parity of the
    /// other piles' count at that bit; it is a move iff it is smaller than pile `i`.
    fn second(piles: &Self::Input) -> Self::Answer {
        let mut ones = [0usize; 64];
        for &pile in piles {
            for (bit, count) in ones.iter_mut().enumerate() {
                *count += usize::from(pile >> bit & 1 == 1);
            }
        }
        piles
            .iter()
            .enumerate()
            .filter_map(|(i, &pile)| {
                let target = (0..64).fold(0u64, |target, bit| {
                    let others = ones[bit] - usize::from(pile >> bit & 1 == 1);
                    target | (u64::from(others % 2 == 1) << bit)
                });
                (target < pile).then(|| (i, pile - target))
            })
            .collect()
    }

    /// The number of moves, then one line each with the pile 1-based.
    fn print(moves: &Self::Answer) -> String {
        format!("{}\n", moves.len()) + &lines(moves, |(i, take)| format!("{} {take}", i + 1))
    }

    /// The structured `max_*` case: `max_all_zero`, [`n_max()`] empty piles (no winning move).
    fn generate_named(name: &str) -> Option<Vec<u64>> {
        (name == "max_all_zero").then(|| vec![0; n_max()])
    }
}

/// The piles are one sum of Nim heaps, every winning move asked for.
impl HeapSums for NimWinningMoves {
    type Game = TakeAway;
    const EVERY_WINNING_MOVE: bool = true;

    fn sums(piles: &Vec<u64>) -> (TakeAway, Vec<Sum<Vec<u64>>>) {
        (TakeAway::NIM, vec![Sum::normal("", kit::explain::heaps("pile", piles))])
    }

    fn first_wins(moves: &Vec<(usize, u64)>) -> Vec<bool> {
        vec![!moves.is_empty()]
    }
}
