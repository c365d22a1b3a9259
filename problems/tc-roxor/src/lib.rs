//! Judge side of `tc-roxor`: limits, the strict validator, the seeded generator and two
//! references (the game's definition by game-tree search on the piles, and a game-tree search
//! on the parities of the piles alone).

use cgt::{Impartial, Outcome, OutcomeMemo, Play};
use kit::explain::{HeapSums, Part, Sum, SumGame};
use kit::judged::{Explain, Judged, large};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Fewest piles.
    n_min: usize,
    /// Most piles.
    n_max: usize,
    /// Largest pile.
    a_max: u32,
}

/// Naive game-tree search answers inputs with at most this many piles …
pub const NAIVE_N: usize = 6;
/// … whose stones could become at most this many stones in all (a stone `d` piles before the
/// last one becomes at most `2^d` stones).
pub const NAIVE_STONES: u64 = 40;

/// Every move `(i, j, k)` on `n` piles in TopCoder's order (least i, then j, then k),
/// whether or not pile i has a stone.
fn all_moves(n: usize) -> impl Iterator<Item = (usize, usize, usize)> {
    (0..n).flat_map(move |i| (i + 1..n).flat_map(move |j| (j..n).map(move |k| (i, j, k))))
}

/// The piles after the move `(i, j, k)` (pile i has a stone).
fn after(piles: &[u32], (i, j, k): (usize, usize, usize)) -> Vec<u32> {
    let mut next = piles.to_vec();
    next[i] -= 1;
    next[j] += 1;
    next[k] += 1;
    next
}

/// The game by its rules: take a stone from a pile i, add one to piles j and k, i < j ≤ k.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoxorGame;

impl SumGame for RoxorGame {
    /// The piles of the stones, `pile 2` or `piles 4, 5`.
    fn show(&self, piles: &Vec<u32>) -> String {
        let stones: Vec<String> =
            (0..piles.len()).flat_map(|i| (0..piles[i]).map(move |_| i.to_string())).collect();
        match stones.as_slice() {
            [] => "no stone".into(),
            [one] => format!("pile {one}"),
            _ => format!("piles {}", stones.join(", ")),
        }
    }

    /// The stones of all parts together.
    fn join(&self, parts: &[&Vec<u32>]) -> Option<Vec<u32>> {
        let n = parts.first().map_or(0, |part| part.len());
        Some((0..n).map(|i| parts.iter().map(|part| part[i]).sum()).collect())
    }
}

impl Impartial for RoxorGame {
    type Position = Vec<u32>;
    fn options(&self, piles: &Vec<u32>) -> Vec<Vec<u32>> {
        all_moves(piles.len()).filter(|&(i, _, _)| piles[i] > 0).map(|m| after(piles, m)).collect()
    }
}

/// How many stones the position could hold at most: a stone `d` piles before the last can
/// become `2^d` stones.
fn potential(piles: &[u32]) -> u64 {
    let n = piles.len();
    piles.iter().enumerate().map(|(i, &a)| u64::from(a) << (n - 1 - i).min(40)).sum()
}

/// The parity game: a position is the set of piles (but the last, where stones never move)
/// holding an odd number of stones, as a bit mask with pile `i` at bit `n - 2 - i`; a move
/// flips a set pile `i` and piles `j`, `k` (flipping twice when `j = k`, the last pile not at
/// all). Two stones on one pile cancel (whatever the opponent does with one, the player copies
/// with the other), so a position is lost iff its mask is lost in the parity game. Every move
/// lowers the mask (bit `i` outweighs every later bit together), so the game is solved for all
/// masks in increasing order.
fn lost_masks(n: usize) -> Vec<bool> {
    let bit = |pile: usize| if pile + 1 == n { 0 } else { 1usize << (n - 2 - pile) };
    let mut lost = vec![false; 1 << (n - 1)];
    for mask in 0..lost.len() {
        lost[mask] = !all_moves(n)
            .filter(|&(i, _, _)| mask & bit(i) != 0)
            .any(|(i, j, k)| lost[mask ^ bit(i) ^ bit(j) ^ bit(k)]);
    }
    lost
}

/// The first move in TopCoder's order to a position with a lost mask in the parity game
/// ([`lost_masks`]); the move may take from a pile with an even, non-zero count.
fn parity_best_move(piles: &[u32]) -> Option<(usize, usize, usize)> {
    let n = piles.len();
    let lost = lost_masks(n);
    let bit = |pile: usize| if pile + 1 == n { 0 } else { 1usize << (n - 2 - pile) };
    let mask = (0..n).filter(|&i| piles[i] % 2 == 1).fold(0, |m, i| m | bit(i));
    all_moves(n)
        .filter(|&(i, _, _)| piles[i] > 0)
        .find(|&(i, j, k)| lost[mask ^ bit(i) ^ bit(j) ^ bit(k)])
}

/// TopCoder Roxor: the first winning move in TopCoder's order, if any.
pub struct Roxor;

impl Judged for Roxor {
    /// The piles.
    type Input = Vec<u32>;
    /// The first winning move `(i, j, k)`, or none.
    type Answer = Option<(usize, usize, usize)>;

    /// Each stone's Grundy value by the rules ([`HeapSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::explain::<Self>);

    /// Strictly against the statement (TopCoder convention: the length of `piles` on a line,
    /// its elements on the next; some pile but the last has a stone).
    fn read(text: &str) -> Result<Vec<u32>, String> {
        let mut r = Strict::new(text);
        let n = r.int(n_min(), n_max(), "the length of piles")?;
        r.eoln()?;
        let piles: Vec<u32> = r.int_line(n, 0, a_max(), "piles[i]")?;
        r.eof()?;
        if piles[..n - 1].iter().all(|&a| a == 0) {
            return Err("line 2: every pile but the last is empty".into());
        }
        Ok(piles)
    }

    fn write(piles: &Vec<u32>) -> String {
        let items: Vec<String> = piles.iter().map(ToString::to_string).collect();
        format!("{}\n{}\n", piles.len(), items.join(" "))
    }

    /// On most seeds at most 6 piles, small where a stone multiplies most (naive reaches them), on
    /// [`large`] seeds up to [`n_max()`] piles of at most 1, 3 or [`a_max()`] stones; on even seeds
    /// the first winning move is made first (when the result is valid), so that about half the
    /// answers are empty.
    fn generate(seed: u64) -> Vec<u32> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut piles = loop {
            let piles: Vec<u32> = if large(seed) {
                let n = rng.random_range(n_min()..=n_max());
                let top = [1, 3, a_max()][rng.random_range(0..3)];
                (0..n).map(|_| rng.random_range(0..=top)).collect()
            } else {
                let n = rng.random_range(n_min()..=NAIVE_N);
                (0..n).map(|i| rng.random_range(0..=if i + 3 < n { 1 } else { 3 })).collect()
            };
            let small_enough = large(seed) || potential(&piles) <= NAIVE_STONES;
            if small_enough && Self::read(&Self::write(&piles)).is_ok() {
                break piles;
            }
        };
        if seed.is_multiple_of(2)
            && let Some(mv) = parity_best_move(&piles)
        {
            let next = after(&piles, mv);
            if Self::read(&Self::write(&next)).is_ok() {
                piles = next;
            }
        }
        piles
    }

    /// The game's definition: every legal move in TopCoder's order, the position it leaves
    /// searched (memoised game tree); the first move to a P-position. `None` beyond [`NAIVE_N`]
    /// piles or [`NAIVE_STONES`].
    fn naive(piles: &Vec<u32>) -> Option<Self::Answer> {
        if piles.len() > NAIVE_N || potential(piles) > NAIVE_STONES {
            return None;
        }
        let mut memo = OutcomeMemo::new(RoxorGame, Play::Normal);
        let best = all_moves(piles.len())
            .filter(|&(i, _, _)| piles[i] > 0)
            .find(|&m| memo.outcome(&after(piles, m)) == Outcome::P);
        Some(best)
    }

    /// The parity game: see [`lost_masks`].
    fn second(piles: &Vec<u32>) -> Self::Answer {
        parity_best_move(piles)
    }

    /// The returned array in the workspace's convention: its length, then its elements.
    fn print(best: &Self::Answer) -> String {
        match best {
            Some((i, j, k)) => format!("3\n{i} {j} {k}\n"),
            None => "0\n\n".to_string(),
        }
    }
}

/// The piles are the sum of their stones: a move takes one stone and puts two further on,
/// each stone's future apart from the others'. A stone on the last pile never moves (not a
/// part); the stones of one pile are copies of one part, in pile order, so the first winning
/// move written is TopCoder's.
impl HeapSums for Roxor {
    type Game = RoxorGame;

    fn sums(piles: &Vec<u32>) -> (RoxorGame, Vec<Sum<Vec<u32>>>) {
        let stone = |i: usize| {
            let mut alone = vec![0; piles.len()];
            alone[i] = 1;
            Part::new("stone", alone).times(u64::from(piles[i]))
        };
        let parts = (0..piles.len() - 1).filter(|&i| piles[i] > 0).map(stone).collect();
        (RoxorGame, vec![Sum::normal("", parts)])
    }

    fn first_wins(best: &Self::Answer) -> Vec<bool> {
        vec![best.is_some()]
    }
}
