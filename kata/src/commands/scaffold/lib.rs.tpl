//! Judge side of `{slug}`: limits, the strict reader, the seeded generator and two
//! independent references. (Scaffolded: a heap game with moves {1, 2}; make it yours.)

use cgt::{Outcome, OutcomeMemo, Play};
use kit::explain::{HeapSums, Part, Sum};
use kit::heaps::Subtraction;
use kit::judged::{Explain, Judged, large, lines};
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
fn heap() -> Subtraction {
    Subtraction { moves: vec![1, 2] }
}

/// {title}: for each heap, who wins.
pub struct {Type};

impl Judged for {Type} {
    /// The heaps asked about.
    type Input = Vec<u64>;
    /// Each heap's outcome.
    type Answer = Vec<Outcome>;

    /// Each heap's Grundy value and a winning move, or a move and its reply ([`HeapSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::explain::<Self>);

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
        let mut memo = OutcomeMemo::new(heap(), Play::Normal);
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

/// Each question is one heap, played alone.
impl HeapSums for {Type} {
    type Game = Subtraction;

    fn sums(heaps: &Vec<u64>) -> (Subtraction, Vec<Sum<u64>>) {
        let sum = |(i, &n): (usize, &u64)| {
            Sum::normal(format!("question {}", i + 1), vec![Part::new("heap", n)])
        };
        (heap(), heaps.iter().enumerate().map(sum).collect())
    }

    fn first_wins(outcomes: &Vec<Outcome>) -> Vec<bool> {
        kit::explain::wins(outcomes)
    }
}
