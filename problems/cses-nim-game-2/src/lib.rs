//! Judge side of `cses-nim-game-2`: limits, the strict validator, the seeded generator and two
//! independent references (the game's definition on the whole configuration, and one heap's
//! Grundy values from a hand-written mex table made periodic by a repeated window).

use std::collections::HashMap;

use cgt::{Outcome, OutcomeMemo, Play};
use kit::explain::{Sum, TestSums};
use kit::heaps::{TakeAway, position};
use kit::judged::{Explain, large};
use kit::shapes::{FirstWinsPerTest, PerTest};
use kit::validate::TestLists;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most tests.
    t_max: usize,
    /// Most heaps in one test.
    n_max: usize,
    /// Most heaps over all tests.
    sum_n_max: usize,
    /// Largest heap.
    x_max: u64,
}

/// The largest number of sticks one move takes (a move takes 1, 2 or 3).
pub const TAKE_MAX: u64 = 3;
/// One heap: a move takes 1 to [`TAKE_MAX`] sticks.
const HEAP: TakeAway = TakeAway { max_take: Some(TAKE_MAX) };
/// Naive game-tree search answers a test while the product of its `x_i + 1` (the positions
/// reachable from it, before sorting) is at most this.
pub const NAIVE_POSITIONS: u64 = 10_000;

/// CSES 1098 Nim Game II: for each test, does the first player win Nim on its heaps when a
/// move takes 1, 2 or 3 sticks?
pub type NimGame2 = PerTest<NimGame2Rules>;

/// What [`NimGame2`] states of its own: limits, generator, references.
pub struct NimGame2Rules;

/// One heap's Grundy values: a table filled by the mex rule until the three values before some
/// heap size repeat the three before an earlier one. From 3 sticks on every move is legal, so
/// `g(x)` depends only on `g(x-3), g(x-2), g(x-1)`, and the table is periodic from the first
/// occurrence of the repeated window.
struct GrundyTable {
    values: Vec<u64>,
    start: usize,
    period: usize,
}

impl GrundyTable {
    fn new() -> Self {
        let mut values: Vec<u64> = Vec::new();
        let mut seen: HashMap<Vec<u64>, usize> = HashMap::new();
        loop {
            let x = values.len();
            if x >= 3 {
                let window = values[x - 3..].to_vec();
                if let Some(&first) = seen.get(&window) {
                    return GrundyTable { values, start: first, period: x - first };
                }
                seen.insert(window, x);
            }
            let options: Vec<u64> = (1..=TAKE_MAX.min(x as u64))
                .map(|take| values[x - usize::try_from(take).expect("small")])
                .collect();
            values.push((0..).find(|v| !options.contains(v)).expect("a free value"));
        }
    }

    /// `g(x)`: from the table, or reduced into it along the period.
    fn at(&self, x: u64) -> u64 {
        let x = usize::try_from(x).expect("fits");
        if x < self.values.len() {
            self.values[x]
        } else {
            self.values[self.start + (x - self.start) % self.period]
        }
    }
}

impl FirstWinsPerTest for NimGame2Rules {
    /// The input's shape: `t`, then each test's `n` and its `n` integers, within the limits.
    fn shape() -> TestLists {
        TestLists::cses_heaps(t_max(), n_max(), sum_n_max(), x_max())
    }
    const WORDS: [&'static str; 2] = ["first", "second"];

    /// Most seeds: up to 20 tests of at most 4 heaps of at most 12 sticks (naive reaches
    /// them); [`large`] seeds: up to 50 tests of up to 1000 heaps of up to 10^9 sticks. About
    /// half the tests get a last heap whose residue mod 4 cancels the others', so both answers
    /// are common.
    fn generate(seed: u64) -> Vec<Vec<u64>> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let t = rng.random_range(1..=if large(seed) { 50 } else { 20 });
        (0..t)
            .map(|_| {
                let (n, top) = if large(seed) {
                    (rng.random_range(1..=1000), x_max())
                } else {
                    (rng.random_range(1..=4), rng.random_range(1..=12))
                };
                let mut heaps: Vec<u64> = (0..n).map(|_| rng.random_range(1..=top)).collect();
                let residue = heaps[..n - 1].iter().fold(0, |sum, &x| sum ^ (x % 4));
                let last = residue + 4 * rng.random_range(0..=top / 4);
                if rng.random_bool(0.5) && (1..=top).contains(&last) {
                    heaps[n - 1] = last;
                }
                heaps
            })
            .collect()
    }

    /// The game's definition: memoised game-tree search on the whole configuration. `None`
    /// when some test's product of `x_i + 1` exceeds [`NAIVE_POSITIONS`].
    fn naive(tests: &[Vec<u64>]) -> Option<Vec<bool>> {
        let positions = |heaps: &Vec<u64>| {
            heaps.iter().try_fold(1u64, |product, &x| {
                product.checked_mul(x + 1).filter(|&p| p <= NAIVE_POSITIONS)
            })
        };
        if tests.iter().any(|heaps| positions(heaps).is_none()) {
            return None;
        }
        let mut memo = OutcomeMemo::new(HEAP, Play::Normal);
        Some(
            tests
                .iter()
                .map(|heaps| memo.outcome(&position(heaps.clone())) == Outcome::N)
                .collect(),
        )
    }

    /// Sprague–Grundy with a hand-made table: the heaps are a disjunctive sum; the first
    /// player wins iff the XOR of the heaps' Grundy values (from [`GrundyTable`]) is not 0.
    fn second(tests: &[Vec<u64>]) -> Vec<bool> {
        let table = GrundyTable::new();
        tests.iter().map(|heaps| heaps.iter().fold(0, |sum, &x| sum ^ table.at(x)) != 0).collect()
    }

    /// Each test's heaps, their Grundy values by the mex rule ([`TestSums`]).
    const EXPLAIN: Explain<Vec<Vec<u64>>> = Some(kit::explain::explain::<NimGame2>);
}

impl TestSums for NimGame2Rules {
    type Game = TakeAway;

    fn sums(tests: &[Vec<u64>]) -> (TakeAway, Vec<Sum<Vec<u64>>>) {
        (HEAP, kit::explain::tests("test", tests, |sizes| kit::explain::heaps("heap", sizes)))
    }
}
