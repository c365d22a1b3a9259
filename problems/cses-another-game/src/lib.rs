//! Judge side of `cses-another-game`: limits, the strict validator, the seeded generator and
//! two references (the game's definition, and the mirror-strategy rule written out on its own).

use cgt::{Impartial, Outcome, OutcomeMemo, Play};
use kit::explain::compounds::{Compound, CompoundInput, TestCompounds};
use kit::explain::{numbered, tests};
use kit::heaps::Subtraction;
use kit::judged::{Explain, large};
use kit::shapes::{FirstWinsPerTest, PerTest};
use kit::validate::TestLists;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most tests, most heaps in a test, and most heaps over all tests: `[params] n_max` of
    /// `problem.toml`, which the README states.
    n_max: usize,
    /// Largest heap.
    x_max: u64,
}

/// Naive game-tree search answers inputs in which every test has at most this many heaps...
pub const NAIVE_HEAPS: usize = 7;
/// ...and `∏ (x_i + 1)` at most this (a bound on the positions reachable from it).
pub const NAIVE_POSITIONS: u64 = 20_000;

/// CSES 2208 Another Game: for each test, does the first player win taking a coin from each
/// heap of a non-empty set?
pub type AnotherGame = PerTest<AnotherGameRules>;

/// What [`AnotherGame`] states of its own: limits, generator, references.
pub struct AnotherGameRules;

/// The whole position by definition: the sorted list of the non-empty heaps; a move picks a
/// non-empty set of them and removes one coin from each.
struct Heaps;

impl Impartial for Heaps {
    type Position = Vec<u64>;
    fn options(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        (1..1usize << heaps.len())
            .map(|chosen| {
                let mut option: Vec<u64> = heaps
                    .iter()
                    .enumerate()
                    .map(|(i, &x)| if chosen >> i & 1 == 1 { x - 1 } else { x })
                    .filter(|&x| x > 0)
                    .collect();
                option.sort_unstable();
                option
            })
            .collect()
    }
}

impl FirstWinsPerTest for AnotherGameRules {
    /// The input's shape: `t`, then each test's `n` and its `n` integers, within the limits.
    fn shape() -> TestLists {
        TestLists {
            t_max: n_max(),
            n_max: n_max(),
            sum_n_max: Some(n_max()),
            lo: 1,
            hi: x_max(),
            value: "x_i",
        }
    }
    const WORDS: [&'static str; 2] = ["first", "second"];

    /// Each heap's Grundy value as a game of its own (one coin a move: its parity), whether
    /// some heap is odd, and the move that wins — or for a loss one move and its reply (the
    /// compounds family: [`TestCompounds`]).
    const EXPLAIN: Explain<Vec<Vec<u64>>> = Some(kit::explain::compounds::explain::<PerTest<Self>>);

    /// Up to 12 tests of up to 6 heaps; in about 40% of the tests every heap is even (the
    /// second player's wins); heaps mostly small (naive reaches them) and on [`large`] seeds up
    /// to [`x_max`].
    fn generate(seed: u64) -> Vec<Vec<u64>> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let t = rng.random_range(1..=12);
        let top = if large(seed) { x_max() } else { rng.random_range(2..=6) };
        (0..t)
            .map(|_| {
                let n = rng.random_range(1..=6);
                let all_even = rng.random_bool(0.4);
                (0..n)
                    .map(|_| {
                        let x = rng.random_range(1..=top);
                        if all_even { x.div_ceil(2) * 2 } else { x }
                    })
                    .map(|x| x.min(x_max()))
                    .collect()
            })
            .collect()
    }

    /// The game's definition: memoised game-tree search in normal play (the player left
    /// without a coin to take has lost). `None` when a test has more than [`NAIVE_HEAPS`] heaps
    /// or more than [`NAIVE_POSITIONS`] as `∏ (x_i + 1)`.
    fn naive(tests: &[Vec<u64>]) -> Option<Vec<bool>> {
        let positions = |heaps: &Vec<u64>| {
            heaps.iter().try_fold(1u64, |product, &x| product.checked_mul(x + 1))
        };
        let reachable = |heaps: &Vec<u64>| {
            heaps.len() <= NAIVE_HEAPS && positions(heaps).is_some_and(|p| p <= NAIVE_POSITIONS)
        };
        if !tests.iter().all(reachable) {
            return None;
        }
        let mut memo = OutcomeMemo::new(Heaps, Play::Normal);
        let answers = tests.iter().map(|heaps| {
            let mut heaps = heaps.clone();
            heaps.sort_unstable();
            memo.outcome(&heaps) == Outcome::N
        });
        Some(answers.collect())
    }

    /// The mirror strategy, written out independently of the solution: when every heap is
    /// even, the second player answers each move by taking from the same heaps, keeping all
    /// heaps even until they are empty; otherwise the first player takes one coin from every
    /// odd heap and then mirrors. So the first player wins iff some heap is odd.
    fn second(tests: &[Vec<u64>]) -> Vec<bool> {
        tests.iter().map(|heaps| heaps.iter().any(|x| x % 2 == 1)).collect()
    }
}

/// Each test is the selective compound of its heaps, each the subtraction game `{1}`.
impl TestCompounds for AnotherGameRules {
    type Game = Subtraction;

    fn compounds(heap_tests: &[Vec<u64>]) -> CompoundInput<Subtraction> {
        let compounds = tests("test", heap_tests, |heaps| numbered("heap", heaps.clone()));
        let game = Subtraction { moves: vec![1] };
        CompoundInput { game, rule: Compound::Selective, noun: "heap", compounds }
    }
}
