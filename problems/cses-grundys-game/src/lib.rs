//! Judge side of `cses-grundys-game`: limits, the strict validator, the seeded generator and
//! two references: game-tree search on the heaps, and a Grundy table of the judges' own (the
//! rare-value computation of `kit::rare_values`, independent of the lib's sparse method the
//! solution uses). Neither relies on the folklore that no heap above 1222 is a second-player win.

use std::sync::Mutex;

use cgt::{Nimber, Outcome, OutcomeMemo, Play, TakeBreak};
use kit::explain::{HeapSums, Part, Sum};
use kit::judged::{Explain, Judged, large, lines};
use kit::rare_values::{self, HeapRules};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most tests.
    t_max: usize,
    /// Largest heap.
    n_max: usize,
}

/// Naive game-tree search answers inputs whose heaps are all at most this.
pub const NAIVE_N: usize = 36;

/// CSES 2207 Grundy's Game: for each heap, does the first player win splitting heaps into two
/// unequal heaps?
pub struct GrundysGame;

/// The game-tree search's memo, kept for later inputs.
static MEMO: Mutex<Option<OutcomeMemo<TakeBreak>>> = Mutex::new(None);

/// The judge's Grundy table of Grundy's game, `g(0..len)`: the judges' own rare-value method
/// (`kit::rare_values`), written apart from the lib's sparse method that the solution uses.
pub fn grundy_table(len: usize) -> Vec<u32> {
    rare_values::nim_sequence(&HeapRules::grundys_game(), len)
}

/// The judge's table, grown on demand and kept for later inputs.
static TABLE: Mutex<Vec<u32>> = Mutex::new(Vec::new());

impl Judged for GrundysGame {
    /// The heap sizes, one per test.
    type Input = Vec<usize>;
    /// Each heap's outcome for the player to move.
    type Answer = Vec<Outcome>;

    /// Each heap's Grundy value by the mex rule over its splits ([`HeapSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::explain::<Self>);

    /// Strictly against the statement: `t`, then `t` lines with one heap size each.
    fn read(text: &str) -> Result<Self::Input, String> {
        let mut r = Strict::new(text);
        let t = r.int(1, t_max(), "t")?;
        r.eoln()?;
        let mut heaps = Vec::with_capacity(t);
        for _ in 0..t {
            heaps.push(r.int(1, n_max(), "n")?);
            r.eoln()?;
        }
        r.eof()?;
        Ok(heaps)
    }

    fn write(heaps: &Self::Input) -> String {
        format!("{}\n{}", heaps.len(), lines(heaps, |&&n| n))
    }

    /// 1–20 heaps, mostly at most [`NAIVE_N`] (naive reaches them, and about a quarter of
    /// those are second-player wins), on [`large`] seeds some up to 3000, among them now and
    /// then 1222, the last second-player win, or a first-player win near it (1079, 1121,
    /// 1122, 1223).
    fn generate(seed: u64) -> Self::Input {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let t = rng.random_range(1..=20);
        (0..t)
            .map(|_| match (large(seed), rng.random_range(0..4)) {
                (true, 0) => [1079, 1121, 1122, 1222, 1223][rng.random_range(0..5)],
                (true, 1 | 2) => rng.random_range(1..=3000),
                _ => rng.random_range(1..=NAIVE_N),
            })
            .collect()
    }

    /// The game's definition: memoised game-tree search on whole positions (rows of heaps, as
    /// the lib's take-and-break game for Grundy's game: a move splits one heap into two
    /// non-empty heaps of different sizes). `None` when a heap exceeds [`NAIVE_N`].
    fn naive(heaps: &Self::Input) -> Option<Self::Answer> {
        if heaps.iter().any(|&n| n > NAIVE_N) {
            return None;
        }
        let mut memo = MEMO.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let memo =
            memo.get_or_insert_with(|| OutcomeMemo::new(TakeBreak::grundys_game(), Play::Normal));
        Some(heaps.iter().map(|&n| memo.outcome(&vec![n])).collect())
    }

    /// The judge's own Grundy table ([`grundy_table`]) up to the largest heap: `second` iff
    /// `g(n) = 0`.
    fn second(heaps: &Self::Input) -> Self::Answer {
        let largest = heaps.iter().copied().max().unwrap_or(0);
        let mut table = TABLE.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if table.len() <= largest {
            *table = grundy_table(largest + 1);
        }
        heaps.iter().map(|&n| Outcome::from_grundy(Nimber::from(table[n]))).collect()
    }

    /// For each heap, `first` if the player to move wins, else `second`.
    fn print(outcomes: &Self::Answer) -> String {
        lines(outcomes, |outcome| match outcome {
            Outcome::N => "first",
            Outcome::P => "second",
        })
    }
}

/// Each test is one heap of Grundy's game (a split leaves a sum of two heaps).
impl HeapSums for GrundysGame {
    type Game = TakeBreak;

    fn sums(heaps: &Self::Input) -> (TakeBreak, Vec<Sum<Vec<usize>>>) {
        let heap = |&n: &usize| vec![Part::new("heap", vec![n])];
        (TakeBreak::grundys_game(), kit::explain::tests("test", heaps, heap))
    }

    fn first_wins(outcomes: &Vec<Outcome>) -> Vec<bool> {
        kit::explain::wins(outcomes)
    }
}
