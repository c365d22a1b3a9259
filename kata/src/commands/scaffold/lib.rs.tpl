//! Judge side of `{slug}`: limits, the strict validator, the seeded generator and two
//! independent references. (Scaffolded: a heap game with moves {1, 2}; make it yours.)

use cgt::{Impartial, Outcome, OutcomeMemo, Play};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Most questions.
pub const Q_MAX: usize = 1000;
/// Largest heap.
pub const N_MAX: u64 = 1_000_000_000;
/// Naive game-tree search answers inputs whose heaps are all at most this.
pub const NAIVE_N: u64 = 100_000;

/// Checks `input` strictly against the statement.
pub fn verify(input: &str) -> Result<(), String> {
    let mut r = Strict::new(input);
    let q = r.int(1, Q_MAX, "Q")?;
    r.eoln()?;
    for _ in 0..q {
        r.int(0, N_MAX, "n")?;
        r.eoln()?;
    }
    r.eof()
}

/// The heaps of an input that [`verify`] accepts.
pub fn parse(input: &str) -> Vec<u64> {
    input.split_whitespace().skip(1).map(|t| t.parse().expect("verified")).collect()
}

/// A random input: up to 30 heaps, small on most seeds, up to 10^9 on every fourth.
pub fn generate(seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let q = rng.random_range(1..=30);
    let top = if seed % 4 == 3 { N_MAX } else { 50 };
    let heaps: Vec<String> = (0..q).map(|_| rng.random_range(0..=top).to_string()).collect();
    format!("{q}\n{}\n", heaps.join("\n"))
}

/// The heap by definition: remove 1 or 2 coins.
struct Heap;

impl Impartial for Heap {
    type Position = u64;
    fn options(&self, coins: &u64) -> Vec<u64> {
        [1, 2].iter().filter(|&&m| m <= *coins).map(|m| coins - m).collect()
    }
}

/// The game's definition: memoised game-tree search. `None` when a heap exceeds [`NAIVE_N`].
pub fn naive(input: &str) -> Option<String> {
    let heaps = parse(input);
    if heaps.iter().any(|&n| n > NAIVE_N) {
        return None;
    }
    let mut memo = OutcomeMemo::new(Heap, Play::Normal);
    Some(heaps.iter().map(|n| format!("{}\n", memo.outcome(n).winner())).collect())
}

/// The closed form: P iff n is a multiple of 3.
pub fn second_method(input: &str) -> String {
    let outcome = |n: u64| if n.is_multiple_of(3) { Outcome::P } else { Outcome::N };
    parse(input).iter().map(|&n| format!("{}\n", outcome(n).winner())).collect()
}
