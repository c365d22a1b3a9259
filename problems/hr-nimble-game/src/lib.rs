//! Judge side of `hr-nimble-game`: limits, the strict validator, the seeded generator and two
//! independent references (the game's definition on the whole configuration, and a coin's
//! Grundy value by a mex table, combined bit by bit).

use cgt::{Impartial, Outcome, OutcomeMemo, Play};
use kit::explain::{Part, Sum, TestSums};
use kit::heaps::TakeAway;
use kit::judged::{Explain, large};
use kit::reach::binomial_capped;
use kit::shapes::{FirstWinsPerTest, PerTest};
use kit::validate::TestLists;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most test cases.
    t_max: usize,
    /// Most squares.
    n_max: usize,
    /// Most coins on one square.
    c_max: u64,
}

/// Naive game-tree search answers a test while the ways to spread its coins off square 0 over
/// its `n` squares (a bound on the configurations reachable from it) are at most this many.
pub const NAIVE_POSITIONS: u64 = 30_000;

/// The game by definition: a position is the number of coins on every square, and a move
/// takes one coin from a square `i` to a square `j < i`.
struct Nimble;

impl Impartial for Nimble {
    type Position = Vec<u64>;
    fn options(&self, coins: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut options = Vec::new();
        for i in (1..coins.len()).filter(|&i| coins[i] > 0) {
            for j in 0..i {
                let mut option = coins.clone();
                option[i] -= 1;
                option[j] += 1;
                options.push(option);
            }
        }
        options
    }
}

/// HackerRank Nimble Game: for each test, does the first player win Nimble on its squares?
pub type NimbleGame = PerTest<NimbleGameRules>;

/// What [`NimbleGame`] states of its own: limits, generator, references.
pub struct NimbleGameRules;

impl FirstWinsPerTest for NimbleGameRules {
    /// The input's shape: `t`, then each test's `n` and its `n` integers, within the limits.
    fn shape() -> TestLists {
        TestLists {
            t_max: t_max(),
            n_max: n_max(),
            sum_n_max: None,
            lo: 0,
            hi: c_max(),
            value: "c[i]",
        }
    }
    const WORDS: [&'static str; 2] = ["First", "Second"];

    /// Up to [`t_max`] tests; most with a few squares holding a few coins (naive reaches
    /// them, some squares empty), and on [`large`] seeds up to 100 squares holding up to 10^9
    /// coins each.
    fn generate(seed: u64) -> Vec<Vec<u64>> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let t = rng.random_range(1..=t_max());
        (0..t)
            .map(|_| {
                let (n, top) = if large(seed) {
                    (rng.random_range(1..=n_max()), c_max())
                } else {
                    (rng.random_range(1..=6), 3)
                };
                let empty = rng.random_range(0.0..0.7);
                (0..n)
                    .map(|_| if rng.random_bool(empty) { 0 } else { rng.random_range(0..=top) })
                    .collect()
            })
            .collect()
    }

    /// The game's definition: memoised game-tree search on the whole configuration. `None`
    /// when a test's `k` coins off square 0 can be spread over its `n` squares in more than
    /// [`NAIVE_POSITIONS`] ways (`C(k + n − 1, n − 1)`).
    fn naive(tests: &[Vec<u64>]) -> Option<Vec<bool>> {
        let positions = |coins: &Vec<u64>| {
            let movable: u64 = coins[1..].iter().sum();
            let n = coins.len() as u64;
            binomial_capped(movable + n - 1, n - 1, NAIVE_POSITIONS)
        };
        if tests.iter().any(|coins| positions(coins) > NAIVE_POSITIONS) {
            return None;
        }
        let mut memo = OutcomeMemo::new(Nimble, Play::Normal);
        Some(tests.iter().map(|coins| memo.outcome(coins) == Outcome::N).collect())
    }

    /// Sprague–Grundy without the shortcut: one coin alone on square `i` has Grundy value
    /// `g(i) = mex {g(j) : j < i}`, from a table; the coins are a disjunctive sum, and the XOR
    /// of all their values is taken bit by bit — bit `b` of the sum is the parity of the number
    /// of coins (counted with multiplicity, in `u128`) whose value has bit `b`.
    fn second(tests: &[Vec<u64>]) -> Vec<bool> {
        let mut grundy: Vec<u64> = Vec::with_capacity(n_max());
        for i in 0..n_max() {
            let smaller = &grundy[..i];
            grundy.push((0..).find(|v| !smaller.contains(v)).expect("a free value"));
        }
        tests
            .iter()
            .map(|coins| {
                let sum = (0..u64::BITS).fold(0u64, |sum, bit| {
                    let count: u128 = coins
                        .iter()
                        .zip(&grundy)
                        .filter(|&(_, g)| g >> bit & 1 == 1)
                        .map(|(&c, _)| u128::from(c))
                        .sum();
                    sum | (u64::from(count % 2 == 1) << bit)
                });
                sum != 0
            })
            .collect()
    }

    /// Each coin off square 0 as a part ([`TestSums`]).
    const EXPLAIN: Explain<Vec<Vec<u64>>> = Some(kit::explain::explain::<NimbleGame>);
}

/// Each test is a sum of its coins: a coin on square `i` moves to any square `j < i`, by the
/// definition a Nim heap of `i`; the coins of one square are copies of one part.
impl TestSums for NimbleGameRules {
    type Game = TakeAway;

    fn sums(tests: &[Vec<u64>]) -> (TakeAway, Vec<Sum<Vec<u64>>>) {
        let coins = |coins: &Vec<u64>| {
            let squares = (1u64..).zip(&coins[1..]).filter(|&(_, &c)| c > 0);
            squares.map(|(i, &c)| Part::new(format!("square {i}"), vec![i]).times(c)).collect()
        };
        (TakeAway::NIM, kit::explain::tests("test", tests, coins))
    }
}
