//! Judge side of `cses-stair-game`: limits, the strict validator, the seeded generator and two
//! independent references (the game's definition on the whole staircase, and a bit-by-bit
//! parity count over the even-numbered stairs).

use cgt::{Impartial, Outcome, OutcomeMemo, Play};
use kit::explain::{Part, Sum, SumGame, TestSums};
use kit::judged::{Explain, large};
use kit::reach::binomial_capped;
use kit::shapes::{FirstWinsPerTest, PerTest};
use kit::validate::TestLists;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most tests.
    t_max: usize,
    /// Most stairs in one test.
    n_max: usize,
    /// Most stairs over all tests.
    sum_n_max: usize,
    /// Most balls on one stair.
    p_max: u64,
}

/// Naive game-tree search answers a test while the ways to spread its `B` balls above stair 1
/// over its `n` stairs, `C(B + n − 1, n − 1)` (a bound on the reachable positions), are at most
/// this many.
pub const NAIVE_POSITIONS: u64 = 20_000;

/// CSES 1099 Stair Game: for each test, does the first player win moving balls down the
/// stairs?
pub type StairGame = PerTest<StairGameRules>;

/// What [`StairGame`] states of its own: limits, generator, references.
pub struct StairGameRules;

/// The game by definition: a position is the number of balls on every stair (index 0 is
/// stair 1), and a move shifts a positive number of balls from a stair `k >= 2` to `k - 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stairs;

impl SumGame for Stairs {
    /// The balls on stairs 1, 2, …: `3 0 2`.
    fn show(&self, balls: &Vec<u64>) -> String {
        balls.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
    }
}

impl Impartial for Stairs {
    type Position = Vec<u64>;
    fn options(&self, balls: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut options = Vec::new();
        for k in 1..balls.len() {
            for moved in 1..=balls[k] {
                let mut option = balls.clone();
                option[k] -= moved;
                option[k - 1] += moved;
                options.push(option);
            }
        }
        options
    }
}

impl FirstWinsPerTest for StairGameRules {
    /// The input's shape: `t`, then each test's `n` and its `n` integers, within the limits.
    fn shape() -> TestLists {
        TestLists {
            t_max: t_max(),
            n_max: n_max(),
            sum_n_max: Some(sum_n_max()),
            lo: 0,
            hi: p_max(),
            value: "p_i",
        }
    }
    const WORDS: [&'static str; 2] = ["first", "second"];

    /// Most seeds: up to 20 tests of at most 5 stairs with at most 3 balls each (naive reaches
    /// them, some stairs empty); [`large`] seeds: up to 50 tests of up to 1000 stairs with up
    /// to [`p_max`] balls. About half the tests get their highest even stair set to cancel the
    /// other even stairs' nim-sum (when that count is allowed), so both answers are common.
    fn generate(seed: u64) -> Vec<Vec<u64>> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let t = rng.random_range(1..=if large(seed) { 50 } else { 20 });
        (0..t)
            .map(|_| {
                let (n, top) = if large(seed) {
                    (rng.random_range(1..=1000), p_max())
                } else {
                    (rng.random_range(1..=5), 3)
                };
                let empty = rng.random_range(0.0..0.5);
                let mut balls: Vec<u64> = (0..n)
                    .map(|_| if rng.random_bool(empty) { 0 } else { rng.random_range(0..=top) })
                    .collect();
                if n >= 2 && rng.random_bool(0.5) {
                    // 0-based index 2j + 1 is stair 2j + 2, an even stair.
                    let highest_even = (n / 2) * 2 - 1;
                    let others = (1..highest_even).step_by(2).fold(0, |sum, i| sum ^ balls[i]);
                    if others <= top {
                        balls[highest_even] = others;
                    }
                }
                balls
            })
            .collect()
    }

    /// The game's definition: memoised game-tree search on the whole staircase. `None` when
    /// some test's positions bound `C(B + n − 1, n − 1)` exceeds [`NAIVE_POSITIONS`].
    fn naive(tests: &[Vec<u64>]) -> Option<Vec<bool>> {
        let positions = |balls: &Vec<u64>| {
            let movable: u64 = balls[1..].iter().sum();
            let n = balls.len() as u64;
            binomial_capped(movable + n - 1, n - 1, NAIVE_POSITIONS)
        };
        if tests.iter().any(|balls| positions(balls) > NAIVE_POSITIONS) {
            return None;
        }
        let mut memo = OutcomeMemo::new(Stairs, Play::Normal);
        Some(tests.iter().map(|balls| memo.outcome(balls) == Outcome::N).collect())
    }

    /// Staircase Nim counted by stair number: only the even-numbered stairs (1-based) count,
    /// as Nim heaps, and the first player wins iff some bit is set in an odd number of them.
    fn second(tests: &[Vec<u64>]) -> Vec<bool> {
        tests
            .iter()
            .map(|balls| {
                let even_stairs: Vec<u64> = (1..=balls.len())
                    .filter(|stair| stair % 2 == 0)
                    .map(|s| balls[s - 1])
                    .collect();
                (0..u64::BITS)
                    .any(|bit| even_stairs.iter().filter(|&&p| p >> bit & 1 == 1).count() % 2 == 1)
            })
            .collect()
    }

    /// The whole staircase's Grundy value by the definition ([`TestSums`]).
    const EXPLAIN: Explain<Vec<Vec<u64>>> = Some(kit::explain::explain::<StairGame>);
}

/// Each test is one staircase (not a sum by definition: a move changes two stairs), its
/// Grundy value by the mex rule over the whole staircase.
impl TestSums for StairGameRules {
    type Game = Stairs;

    fn sums(tests: &[Vec<u64>]) -> (Stairs, Vec<Sum<Vec<u64>>>) {
        (
            Stairs,
            kit::explain::tests("test", tests, |balls| vec![Part::new("stairs", balls.clone())]),
        )
    }
}
