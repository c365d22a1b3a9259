//! Judge side of `tc-stonegamestrategist`: limits, the strict validator, the seeded generator
//! and two references (the game's definition by game-tree search, and the pairing strategy:
//! Nim on the gaps inside pairs of piles counted from the right, with the winning moves
//! built pair by pair).

use cgt::{Impartial, Outcome, OutcomeMemo, Play};
use kit::explain::{HeapSums, Part, Sum, SumGame};
use kit::judged::{Explain, Judged, large};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most piles.
    n_max: usize,
    /// Largest pile.
    a_max: u64,
}

/// Naive game-tree search answers inputs with at most this many piles …
pub const NAIVE_PILES: usize = 5;
/// … each of at most this many stones.
pub const NAIVE_A: u64 = 12;

/// A move: take `stones` from pile `pile`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Move {
    /// How many stones are taken (compared first: TopCoder minimises s, then k).
    pub stones: u64,
    /// The 0-based pile.
    pub pile: usize,
}

/// The piles with `mv` made, if it is a legal move (the piles stay non-decreasing).
fn play(piles: &[u64], mv: Move) -> Option<Vec<u64>> {
    let below = if mv.pile == 0 { 0 } else { piles[mv.pile - 1] };
    let rest = piles[mv.pile].checked_sub(mv.stones)?;
    (rest >= below).then(|| {
        let mut next = piles.to_vec();
        next[mv.pile] = rest;
        next
    })
}

/// The game by its rules: take stones from one pile, keeping the piles non-decreasing. The
/// options come in TopCoder's order (fewest stones, then lowest pile).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piles;

impl Impartial for Piles {
    type Position = Vec<u64>;
    fn options(&self, piles: &Vec<u64>) -> Vec<Vec<u64>> {
        let top = piles.iter().copied().max().unwrap_or(0);
        (1..=top)
            .flat_map(|stones| (0..piles.len()).map(move |pile| Move { stones, pile }))
            .filter_map(|mv| play(piles, mv))
            .collect()
    }
}

impl SumGame for Piles {
    /// The piles, `2 5 7`.
    fn show(&self, piles: &Vec<u64>) -> String {
        piles.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
    }
}

/// Every winning move, by the pairing strategy: pair the piles from the right, (n-1, n-2),
/// (n-3, n-4), …, the leftmost pile alone pairing with a floor of 0 when n is odd. The gaps
/// inside the pairs are Nim heaps (the gaps between pairs only bound the lower pile's moves:
/// what the opponent moves into a pair's gap by shrinking its lower pile, the player takes off
/// the upper pile again). With `x` the nim-sum of the gaps, a pair's gap `g` must become `g ^ x`:
/// by shrinking the upper pile when smaller, or by shrinking the lower pile (if it exists and
/// its gap below allows) when larger.
pub fn winning_moves(piles: &[u64]) -> Vec<Move> {
    let n = piles.len();
    let at = |i: isize| if i < 0 { 0 } else { piles[i as usize] };
    let uppers: Vec<isize> = (0..n as isize).rev().step_by(2).collect();
    let x = uppers.iter().fold(0, |x, &u| x ^ (at(u) - at(u - 1)));
    if x == 0 {
        return Vec::new();
    }
    let mut moves = Vec::new();
    for &upper in &uppers {
        let gap = at(upper) - at(upper - 1);
        let target = gap ^ x;
        if target < gap {
            moves.push(Move { stones: gap - target, pile: upper as usize });
        } else if upper >= 1 && target - gap <= at(upper - 1) - at(upper - 2) {
            moves.push(Move { stones: target - gap, pile: upper as usize - 1 });
        }
    }
    moves
}

/// TopCoder StoneGameStrategist: the best winning move in TopCoder's order, or "YOU LOSE".
pub struct StoneGameStrategist;

impl Judged for StoneGameStrategist {
    /// The piles, non-decreasing.
    type Input = Vec<u64>;
    /// The chosen winning move, if any.
    type Answer = Option<Move>;

    /// The piles' Grundy value by the rules ([`HeapSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::explain::<Self>);

    /// Strictly against the statement (TopCoder convention: the length of `piles` on a line,
    /// its elements on the next; non-decreasing).
    fn read(text: &str) -> Result<Vec<u64>, String> {
        let mut r = Strict::new(text);
        let n = r.int(1, n_max(), "the length of piles")?;
        r.eoln()?;
        let piles: Vec<u64> = r.int_line(n, 1, a_max(), "piles[i]")?;
        r.eof()?;
        if let Some(i) = piles.windows(2).position(|pair| pair[0] > pair[1]) {
            return Err(format!("line 2: piles[{}] > piles[{}]: not non-decreasing", i, i + 1));
        }
        Ok(piles)
    }

    fn write(piles: &Vec<u64>) -> String {
        let items: Vec<String> = piles.iter().map(ToString::to_string).collect();
        format!("{}\n{}\n", piles.len(), items.join(" "))
    }

    /// 1..=5 piles of at most 12 stones (naive reaches them) on most seeds, on [`large`] seeds up
    /// to [`n_max()`] piles of up to [`a_max()`]; on even seeds the winning move is made first, so
    /// that about half the answers are "YOU LOSE" (kept only if every pile keeps a stone).
    fn generate(seed: u64) -> Vec<u64> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (n, top) = if large(seed) {
            (rng.random_range(1..=n_max()), rng.random_range(1..=a_max()))
        } else {
            (rng.random_range(1..=NAIVE_PILES), rng.random_range(1..=NAIVE_A))
        };
        let mut piles: Vec<u64> = (0..n).map(|_| rng.random_range(1..=top)).collect();
        piles.sort_unstable();
        if seed.is_multiple_of(2)
            && let Some(mv) = winning_moves(&piles).into_iter().min()
            && let Some(next) = play(&piles, mv)
            && next.iter().all(|&a| a >= 1)
        {
            piles = next;
        }
        piles
    }

    /// The game's definition: memoised game-tree search of the outcome after every legal move,
    /// tried in TopCoder's order (fewest stones, then lowest pile); the first move to a P-position
    /// is the answer. `None` beyond [`NAIVE_PILES`] piles or [`NAIVE_A`] stones in a pile.
    fn naive(piles: &Vec<u64>) -> Option<Option<Move>> {
        if piles.len() > NAIVE_PILES || piles.iter().any(|&a| a > NAIVE_A) {
            return None;
        }
        let mut memo = OutcomeMemo::new(Piles, Play::Normal);
        let top = piles.iter().copied().max().unwrap_or(0);
        let best = (1..=top)
            .flat_map(|stones| (0..piles.len()).map(move |pile| Move { stones, pile }))
            .find(|&mv| play(piles, mv).is_some_and(|next| memo.outcome(&next) == Outcome::P));
        Some(best)
    }

    /// The pairing strategy ([`winning_moves`]), the best move by TopCoder's order.
    fn second(piles: &Vec<u64>) -> Option<Move> {
        winning_moves(piles).into_iter().min()
    }

    /// The answer line for `best`, the chosen winning move, if any.
    fn print(best: &Option<Move>) -> String {
        match best {
            Some(Move { stones, pile }) => format!("TAKE {stones} STONES FROM PILE {pile}\n"),
            None => "YOU LOSE\n".to_string(),
        }
    }
}

/// The piles are one game (a move is bounded by the pile below: not a sum by definition); its
/// options in TopCoder's order, so the winning move written is the answer.
impl HeapSums for StoneGameStrategist {
    type Game = Piles;

    fn sums(piles: &Vec<u64>) -> (Piles, Vec<Sum<Vec<u64>>>) {
        (Piles, vec![Sum::normal("", vec![Part::new("piles", piles.clone())])])
    }

    fn first_wins(best: &Option<Move>) -> Vec<bool> {
        vec![best.is_some()]
    }
}
