//! Judge side of `cses-nim-game-1`: limits, the strict validator, the seeded generator and two
//! independent references (the game's definition on the whole configuration, and a bit-by-bit
//! parity count of the heap sizes).

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

/// A random input. Most seeds: up to 20 tests of at most 4 heaps of at most 6 sticks (naive
/// reaches them); every fourth seed: up to 50 tests of up to 1000 heaps of up to 10^9 sticks.
/// About half the tests get a last heap that cancels the others' nim-sum (when it is a valid
/// heap size), so both answers are common.
pub fn generate(seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let large = seed % 4 == 3;
    let t = rng.random_range(1..=if large { 50 } else { 20 });
    let mut text = format!("{t}\n");
    for _ in 0..t {
        let (n, top) = if large {
            (rng.random_range(1..=1000), X_MAX)
        } else {
            (rng.random_range(1..=4), rng.random_range(1..=6))
        };
        let mut heaps: Vec<u64> = (0..n).map(|_| rng.random_range(1..=top)).collect();
        let others = heaps[..n - 1].iter().fold(0, |sum, &x| sum ^ x);
        if rng.random_bool(0.5) && (1..=top).contains(&others) {
            heaps[n - 1] = others;
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
    let mut memo = OutcomeMemo::new(TakeAway::NIM, Play::Normal);
    Some(
        tests
            .into_iter()
            .map(|heaps| winner_line(memo.outcome(&position(heaps)) == Outcome::N))
            .collect(),
    )
}

/// Bouton's criterion checked bit by bit, without XOR: the first player wins iff some bit is
/// set in an odd number of heaps.
pub fn second_method(input: &str) -> String {
    parse(input)
        .iter()
        .map(|heaps| {
            let odd_bit = (0..u64::BITS)
                .any(|bit| heaps.iter().filter(|&&x| x >> bit & 1 == 1).count() % 2 == 1);
            winner_line(odd_bit)
        })
        .collect()
}
