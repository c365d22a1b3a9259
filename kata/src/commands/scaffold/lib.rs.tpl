//! Judge side of `{slug}`: limits, the strict reader, the seeded generator and two
//! independent references. (Scaffolded: a heap game with moves {1, 2}; make it yours.)

use cgt::{Impartial, Outcome, OutcomeMemo, Play};
use kit::judged::{Judged, large, lines};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Most questions.
pub const Q_MAX: usize = 1000;
/// Largest heap.
pub const N_MAX: u64 = 1_000_000_000;
/// Naive game-tree search answers inputs whose heaps are all at most this.
pub const NAIVE_N: u64 = 100_000;

/// The heap by definition: remove 1 or 2 coins.
struct Heap;

impl Impartial for Heap {
    type Position = u64;
    fn options(&self, coins: &u64) -> Vec<u64> {
        [1, 2].iter().filter(|&&m| m <= *coins).map(|m| coins - m).collect()
    }
}

/// {title}: for each heap, who wins.
pub struct {Type};

impl Judged for {Type} {
    /// The heaps asked about.
    type Input = Vec<u64>;
    /// Each heap's outcome.
    type Answer = Vec<Outcome>;

    /// Strictly against the statement.
    fn read(text: &str) -> Result<Vec<u64>, String> {
        let mut r = Strict::new(text);
        let q = r.int(1, Q_MAX, "Q")?;
        r.eoln()?;
        let mut heaps = Vec::with_capacity(q);
        for _ in 0..q {
            heaps.push(r.int(0, N_MAX, "n")?);
            r.eoln()?;
        }
        r.eof()?;
        Ok(heaps)
    }

    fn write(heaps: &Vec<u64>) -> String {
        format!("{}\n{}", heaps.len(), lines(heaps, |n| n.to_string()))
    }

    /// Up to 30 heaps, small on most seeds, up to 10^9 on [`large`] ones.
    fn generate(seed: u64) -> Vec<u64> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let q = rng.random_range(1..=30);
        let top = if large(seed) { N_MAX } else { 50 };
        (0..q).map(|_| rng.random_range(0..=top)).collect()
    }

    /// The game's definition: memoised game-tree search. `None` when a heap exceeds
    /// [`NAIVE_N`].
    fn naive(heaps: &Vec<u64>) -> Option<Vec<Outcome>> {
        if heaps.iter().any(|&n| n > NAIVE_N) {
            return None;
        }
        let mut memo = OutcomeMemo::new(Heap, Play::Normal);
        Some(heaps.iter().map(|n| memo.outcome(n)).collect())
    }

    /// The closed form: P iff n is a multiple of 3.
    fn second(heaps: &Vec<u64>) -> Vec<Outcome> {
        heaps.iter().map(|&n| if n.is_multiple_of(3) { Outcome::P } else { Outcome::N }).collect()
    }

    fn print(outcomes: &Vec<Outcome>) -> String {
        lines(outcomes, |outcome| outcome.winner())
    }
}
