//! Judge side of `pe-260-stone-game`: limits, the strict validator, the seeded generator and two
//! independent references (the game's definition on whole positions, and a sweep by total
//! number of stones that carries, for every position, which of its seven lines hold a losing
//! position below it).

use cgt::{Impartial, Outcome, OutcomeMemo, Play};
use kit::explain::counting::{self, Counting};
use kit::judged::{Explain, Judged};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Largest `B`.
    b_max: usize,
}

/// Naive game-tree search answers inputs with `B` at most this.
pub const NAIVE_B: usize = 25;
/// Project Euler asks for `B` = 1000; that answer is not to be published, so the generator
/// never produces this `B` and no case has it.
pub const ORIGINAL_B: usize = 1000;

/// The stone game, by definition: choose k > 0 and a non-empty set of piles each holding at
/// least k stones, and take k stones from each. A position is the sorted triple of pile sizes
/// (the order of the piles does not matter to the game).
struct StoneGame;

impl Impartial for StoneGame {
    type Position = [usize; 3];
    fn options(&self, piles: &[usize; 3]) -> Vec<[usize; 3]> {
        let mut options = Vec::new();
        for chosen in 1u8..8 {
            let most = (0..3).filter(|i| chosen >> i & 1 == 1).map(|i| piles[i]).min();
            for k in 1..=most.expect("a non-empty set of piles") {
                let mut option = *piles;
                for (i, pile) in option.iter_mut().enumerate() {
                    if chosen >> i & 1 == 1 {
                        *pile -= k;
                    }
                }
                option.sort_unstable();
                options.push(option);
            }
        }
        options
    }
}

/// Flag of a losing position in a [`Judged::second`] cell; bits `0..7` are the directions.
const LOST: u8 = 1 << 7;

/// Project Euler 260: the sum of `x + y + z` over the positions `0 ≤ x ≤ y ≤ z ≤ B` of the
/// stone game lost by the player to move.
pub struct StoneGame260;

impl Judged for StoneGame260 {
    /// `B`.
    type Input = usize;
    /// The sum of `x + y + z` over the lost positions.
    type Answer = u64;

    /// The sum at B as the sum at B − 1 plus the lost positions `x ≤ y ≤ z = B`, found by
    /// game-tree search ([`counting::explain`]).
    const EXPLAIN: Explain<usize> = Some(counting::explain::<Self>);

    /// Strictly against the statement: one line with `B`.
    fn read(text: &str) -> Result<usize, String> {
        let mut r = Strict::new(text);
        let b = r.int(0, b_max(), "B")?;
        r.eoln()?;
        r.eof()?;
        Ok(b)
    }

    fn write(b: &usize) -> String {
        format!("{b}\n")
    }

    /// `B` at most [`NAIVE_B`] on most seeds (naive reaches them), up to 300 on every eighth
    /// (never the original question's `B`).
    fn generate(seed: u64) -> usize {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        if seed % 8 == 7 { rng.random_range(0..=300) } else { rng.random_range(0..=NAIVE_B) }
    }

    /// The game's definition: memoised game-tree search of every whole position
    /// `0 ≤ x ≤ y ≤ z ≤ B`, summing `x + y + z` over those lost by the player to move. `None`
    /// when `B` exceeds [`NAIVE_B`].
    fn naive(&b: &usize) -> Option<u64> {
        if b > NAIVE_B {
            return None;
        }
        let mut memo = OutcomeMemo::new(StoneGame, Play::Normal);
        let mut sum: u64 = 0;
        for z in 0..=b {
            for y in 0..=z {
                for x in 0..=y {
                    if memo.outcome(&[x, y, z]) == Outcome::P {
                        sum += (x + y + z) as u64;
                    }
                }
            }
        }
        Some(sum)
    }

    /// A sweep by the total number of stones `s`, one layer of positions at a time. Every option of
    /// a position lies on one of seven lines through it (a direction is a non-empty set of piles,
    /// a bit mask on the sorted triple), one step down it or further. For each sorted position the
    /// cell stores whether it is lost and, per direction `d`, whether the line going down from it
    /// along `d` holds a lost position strictly below: that is the case iff the first step down,
    /// `t - d`, is lost or its own line holds one. The first step is an unsorted triple; sorting it
    /// carries `d` to the direction of the same piles in sorted order, whose bit is read from the
    /// step's cell. The step has `|d|` fewer stones, so four layers suffice (each a table indexed
    /// by the two smaller piles). O(B³) time, O(B²) memory; no table per line as in the solution,
    /// and no search among the lost positions found so far. About 7·1.7·10^8 steps at B = 999:
    /// some 13–17 s of CPU on the shared 2-core machine, at opt-level 1 and in release alike —
    /// more than the few seconds aimed at; only the `max_*` case is that large.
    fn second(&b: &usize) -> u64 {
        let side = b + 1;
        let layer = side * side;
        let mut layers = vec![0u8; 4 * layer];
        let mut sum: u64 = 0;
        for s in 0..=3 * b {
            for x in 0..=(s / 3).min(b) {
                let low = x.max((s - x).saturating_sub(b));
                for y in low..=(s - x) / 2 {
                    let z = s - x - y;
                    let mut cell = 0u8;
                    for d in 1u8..8 {
                        // The first step down along d, each pile with its bit of d.
                        let (bx, by, bz) = (d & 1, d >> 1 & 1, d >> 2 & 1);
                        if x < usize::from(bx) || y < usize::from(by) || z < usize::from(bz) {
                            continue;
                        }
                        let mut lo = (x - usize::from(bx), bx);
                        let mut mid = (y - usize::from(by), by);
                        let mut hi = (z - usize::from(bz), bz);
                        // Sort the piles, their bits following: the bits become the direction of
                        // the same piles in the sorted step.
                        if lo.0 > mid.0 {
                            std::mem::swap(&mut lo, &mut mid);
                        }
                        if mid.0 > hi.0 {
                            std::mem::swap(&mut mid, &mut hi);
                        }
                        if lo.0 > mid.0 {
                            std::mem::swap(&mut lo, &mut mid);
                        }
                        let sorted_d = lo.1 | mid.1 << 1 | hi.1 << 2;
                        let stones = s - usize::from(bx + by + bz);
                        let step_cell = layers[stones % 4 * layer + lo.0 * side + mid.0];
                        if step_cell & LOST != 0 || step_cell >> (sorted_d - 1) & 1 == 1 {
                            cell |= 1 << (d - 1);
                        }
                    }
                    if cell == 0 {
                        cell = LOST;
                        sum += s as u64;
                    }
                    layers[s % 4 * layer + x * side + y] = cell;
                }
            }
        }
        sum
    }

    fn print(sum: &u64) -> String {
        format!("{sum}\n")
    }
}

/// The positions `x ≤ y ≤ z = B` are new at B, counted (with weight `x + y + z`) when the
/// player to move loses them, by game-tree search of [`StoneGame`].
impl Counting for StoneGame260 {
    type Position = [usize; 3];
    const SIZE: &'static str = "B";
    const COUNTS: &'static str = "is the sum of x + y + z over the lost positions x ≤ y ≤ z ≤ B";

    fn size(&b: &usize) -> u64 {
        b as u64
    }

    fn smaller(&b: &usize) -> Option<usize> {
        b.checked_sub(1)
    }

    fn new_what(&b: &usize) -> String {
        format!("x ≤ y ≤ z = {b}")
    }

    fn new_positions(&b: &usize) -> Vec<[usize; 3]> {
        let mut memo = OutcomeMemo::new(StoneGame, Play::Normal);
        let pairs = (0..=b).flat_map(|y| (0..=y).map(move |x| [x, y, b]));
        pairs.filter(|p| memo.outcome(p) == Outcome::P).collect()
    }

    fn fact(&[x, y, z]: &[usize; 3]) -> String {
        format!("({x}, {y}, {z}): every move leaves a won position; adds {}", x + y + z)
    }

    fn weight(&[x, y, z]: &[usize; 3]) -> u64 {
        (x + y + z) as u64
    }
}
