//! Judge side of `cses-nim-game-2`: limits, the strict validator, the seeded generator and two
//! independent references (the game's definition on the whole configuration, and one heap's
//! Grundy values from a hand-written mex table made periodic by a repeated window).

use std::collections::HashMap;

use cgt::{Outcome, OutcomeMemo, Play};
use kit::heaps::{TakeAway, position};
use kit::validate::{TestLists, parse_test_lists};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Most tests.
pub const T_MAX: usize = 200_000;
/// Most heaps in one test.
pub const N_MAX: usize = 200_000;
/// Most heaps over all tests.
pub const SUM_N_MAX: usize = 200_000;
/// Largest heap.
pub const X_MAX: u64 = 1_000_000_000;
/// The largest number of sticks one move takes (a move takes 1, 2 or 3).
pub const TAKE_MAX: u64 = 3;
/// Naive game-tree search answers a test while the product of its `x_i + 1` (the positions
/// reachable from it, before sorting) is at most this.
pub const NAIVE_POSITIONS: u64 = 10_000;

/// The input's shape: `t`, then each test's `n` and its `n` integers, within the limits.
const SHAPE: TestLists = TestLists {
    t_max: T_MAX,
    n_max: N_MAX,
    sum_n_max: Some(SUM_N_MAX),
    lo: 1,
    hi: X_MAX,
    value: "x_i",
};

/// Checks `input` strictly against the statement, the sum of `n` included.
pub fn verify(input: &str) -> Result<(), String> {
    SHAPE.verify(input)
}

/// The tests of an input that [`verify`] accepts: each one's heap sizes.
pub fn parse(input: &str) -> Vec<Vec<u64>> {
    parse_test_lists(input)
}

/// A random input. Most seeds: up to 20 tests of at most 4 heaps of at most 12 sticks (naive
/// reaches them); every fourth seed: up to 50 tests of up to 1000 heaps of up to 10^9 sticks.
/// About half the tests get a last heap whose residue mod 4 cancels the others', so both
/// answers are common.
pub fn generate(seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let large = seed % 4 == 3;
    let t = rng.random_range(1..=if large { 50 } else { 20 });
    let mut text = format!("{t}\n");
    for _ in 0..t {
        let (n, top) = if large {
            (rng.random_range(1..=1000), X_MAX)
        } else {
            (rng.random_range(1..=4), rng.random_range(1..=12))
        };
        let mut heaps: Vec<u64> = (0..n).map(|_| rng.random_range(1..=top)).collect();
        let residue = heaps[..n - 1].iter().fold(0, |sum, &x| sum ^ (x % 4));
        let last = residue + 4 * rng.random_range(0..=top / 4);
        if rng.random_bool(0.5) && (1..=top).contains(&last) {
            heaps[n - 1] = last;
        }
        let heaps: Vec<String> = heaps.iter().map(ToString::to_string).collect();
        text += &format!("{n}\n{}\n", heaps.join(" "));
    }
    text
}

fn winner_line(first_wins: bool) -> &'static str {
    if first_wins { "first\n" } else { "second\n" }
}

/// The game's definition: memoised game-tree search on the whole configuration. `None` when
/// some test's product of `x_i + 1` exceeds [`NAIVE_POSITIONS`].
pub fn naive(input: &str) -> Option<String> {
    let tests = parse(input);
    let positions = |heaps: &Vec<u64>| {
        heaps.iter().try_fold(1u64, |product, &x| {
            product.checked_mul(x + 1).filter(|&p| p <= NAIVE_POSITIONS)
        })
    };
    if tests.iter().any(|heaps| positions(heaps).is_none()) {
        return None;
    }
    let mut memo = OutcomeMemo::new(TakeAway { max_take: Some(TAKE_MAX) }, Play::Normal);
    Some(
        tests
            .into_iter()
            .map(|heaps| winner_line(memo.outcome(&position(heaps)) == Outcome::N))
            .collect(),
    )
}

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

/// Sprague–Grundy with a hand-made table: the heaps are a disjunctive sum; the first player
/// wins iff the XOR of the heaps' Grundy values (from [`GrundyTable`]) is not 0.
pub fn second_method(input: &str) -> String {
    let table = GrundyTable::new();
    parse(input)
        .iter()
        .map(|heaps| winner_line(heaps.iter().fold(0, |sum, &x| sum ^ table.at(x)) != 0))
        .collect()
}
