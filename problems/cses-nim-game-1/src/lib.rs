//! Judge side of `cses-nim-game-1`: limits, the strict validator, the seeded generator and two
//! independent references (the game's definition on the whole configuration, and a bit-by-bit
//! parity count of the heap sizes).

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

/// Naive game-tree search answers a test while the product of its `x_i + 1` (the positions
/// reachable from it, before sorting) is at most this.
pub const NAIVE_POSITIONS: u64 = 10_000;

/// CSES 1730 Nim Game I: for each test, does the first player win Nim on its heaps?
pub type NimGame1 = PerTest<NimGame1Rules>;

/// What [`NimGame1`] states of its own: limits, generator, references.
pub struct NimGame1Rules;

impl FirstWinsPerTest for NimGame1Rules {
    /// The input's shape: `t`, then each test's `n` and its `n` integers, within the limits.
    fn shape() -> TestLists {
        TestLists::cses_heaps(t_max(), n_max(), sum_n_max(), x_max())
    }
    const WORDS: [&'static str; 2] = ["first", "second"];

    /// Most seeds: up to 20 tests of at most 4 heaps of at most 6 sticks (naive reaches
    /// them); [`large`] seeds: up to 50 tests of up to 1000 heaps of up to [`x_max`] sticks. About
    /// half the tests get a last heap that cancels the others' nim-sum (when it is a valid heap
    /// size), so both answers are common.
    fn generate(seed: u64) -> Vec<Vec<u64>> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let t = rng.random_range(1..=if large(seed) { 50 } else { 20 });
        (0..t)
            .map(|_| {
                let (n, top) = if large(seed) {
                    (rng.random_range(1..=1000), x_max())
                } else {
                    (rng.random_range(1..=4), rng.random_range(1..=6))
                };
                let mut heaps: Vec<u64> = (0..n).map(|_| rng.random_range(1..=top)).collect();
                let others = heaps[..n - 1].iter().fold(0, |sum, &x| sum ^ x);
                if rng.random_bool(0.5) && (1..=top).contains(&others) {
                    heaps[n - 1] = others;
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
        let mut memo = OutcomeMemo::new(TakeAway::NIM, Play::Normal);
        Some(
            tests
                .iter()
                .map(|heaps| memo.outcome(&position(heaps.clone())) == Outcome::N)
                .collect(),
        )
    }

    /// Bouton's criterion checked bit by bit, without XOR: the first player wins iff some bit
    /// is set in an odd number of heaps.
    fn second(tests: &[Vec<u64>]) -> Vec<bool> {
        tests
            .iter()
            .map(|heaps| {
                (0..u64::BITS)
                    .any(|bit| heaps.iter().filter(|&&x| x >> bit & 1 == 1).count() % 2 == 1)
            })
            .collect()
    }

    /// Each test's heaps as Nim heaps ([`TestSums`]).
    const EXPLAIN: Explain<Vec<Vec<u64>>> = Some(kit::explain::explain::<NimGame1>);
}

impl TestSums for NimGame1Rules {
    type Game = TakeAway;

    fn sums(tests: &[Vec<u64>]) -> (TakeAway, Vec<Sum<Vec<u64>>>) {
        (
            TakeAway::NIM,
            kit::explain::tests("test", tests, |sizes| kit::explain::heaps("heap", sizes)),
        )
    }
}
