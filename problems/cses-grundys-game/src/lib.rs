//! Judge side of `cses-grundys-game`: limits, the strict validator, the seeded generator and
//! two references: game-tree search on the heaps, and a Grundy table of the judges' own (the
//! rare-value computation of `kit::rare_values`, independent of the lib's sparse method the
//! solution uses). Neither relies on the folklore that no heap above 1222 is a second-player win.

use std::sync::Mutex;

use cgt::{Outcome, OutcomeMemo, Play, TakeBreak};
use kit::rare_values::{self, HeapRules};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Most tests.
pub const T_MAX: usize = 100_000;
/// Largest heap.
pub const N_MAX: usize = 1_000_000;
/// Naive game-tree search answers inputs whose heaps are all at most this.
pub const NAIVE_N: usize = 36;

/// Checks `input` strictly against the statement: `t`, then `t` lines with one heap size each.
pub fn verify(input: &str) -> Result<(), String> {
    let mut r = Strict::new(input);
    let t = r.int(1, T_MAX, "t")?;
    r.eoln()?;
    for _ in 0..t {
        r.int(1, N_MAX, "n")?;
        r.eoln()?;
    }
    r.eof()
}

/// The heap sizes of an input that [`verify`] accepts.
pub fn parse(input: &str) -> Vec<usize> {
    input.split_whitespace().skip(1).map(|t| t.parse().expect("verified")).collect()
}

/// A random input: 1–20 heaps, mostly at most [`NAIVE_N`] (naive reaches them, and about a
/// quarter of those are second-player wins), on every fourth seed some up to 3000, among them
/// now and then one of the second-player wins above 1000 (1079, 1121, 1122, 1222).
pub fn generate(seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let t = rng.random_range(1..=20);
    let heaps: Vec<String> = (0..t)
        .map(|_| {
            let n = match (seed % 4, rng.random_range(0..4)) {
                (3, 0) => [1079, 1121, 1122, 1222, 1223][rng.random_range(0..5)],
                (3, 1 | 2) => rng.random_range(1..=3000),
                _ => rng.random_range(1..=NAIVE_N),
            };
            n.to_string()
        })
        .collect();
    format!("{t}\n{}\n", heaps.join("\n"))
}

/// The answer line for a heap: `first` if the player to move wins, else `second`.
fn line(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::N => "first\n",
        Outcome::P => "second\n",
    }
}

/// The game-tree search's memo, kept for later inputs.
static MEMO: Mutex<Option<OutcomeMemo<TakeBreak>>> = Mutex::new(None);

/// The game's definition: memoised game-tree search on whole positions (rows of heaps, as the
/// lib's take-and-break game for Grundy's game: a move splits one heap into two non-empty heaps
/// of different sizes). `None` when a heap exceeds [`NAIVE_N`].
pub fn naive(input: &str) -> Option<String> {
    let heaps = parse(input);
    if heaps.iter().any(|&n| n > NAIVE_N) {
        return None;
    }
    let mut memo = MEMO.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let memo =
        memo.get_or_insert_with(|| OutcomeMemo::new(TakeBreak::grundys_game(), Play::Normal));
    Some(heaps.iter().map(|&n| line(memo.outcome(&vec![n]))).collect())
}

/// The judge's Grundy table of Grundy's game, `g(0..len)`: the judges' own rare-value method
/// (`kit::rare_values`), written apart from the lib's sparse method that the solution uses.
pub fn grundy_table(len: usize) -> Vec<u32> {
    rare_values::nim_sequence(&HeapRules::grundys_game(), len)
}

/// The judge's table, grown on demand and kept for later inputs.
static TABLE: Mutex<Vec<u32>> = Mutex::new(Vec::new());

/// The judge's own Grundy table ([`grundy_table`]) up to the largest heap: `second` iff
/// `g(n) = 0`.
pub fn second_method(input: &str) -> String {
    let heaps = parse(input);
    let largest = heaps.iter().copied().max().unwrap_or(0);
    let mut table = TABLE.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if table.len() <= largest {
        *table = grundy_table(largest + 1);
    }
    heaps.iter().map(|&n| line(Outcome::from_grundy(table[n]))).collect()
}
