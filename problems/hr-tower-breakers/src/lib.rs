//! Judge side of `hr-tower-breakers`: limits, the strict validator, the seeded generator and
//! two independent references (the game's definition on the whole multiset of towers, and
//! one tower's Grundy values by a DP over divisors, combined by nim-sum).

use cgt::{Impartial, Outcome, OutcomeMemo, Play};
use kit::explain::{HeapSums, Part, Sum, SumGame};
use kit::judged::{Explain, Judged, large, lines};
use kit::reach::binomial_capped;
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most test cases.
    t_max: usize,
    /// Most towers.
    n_max: u64,
    /// Greatest height.
    m_max: u64,
}

/// Naive game-tree search answers a test while the multisets of `n` heights taken among the
/// divisors of `m` (a bound on the positions reachable from it) are at most this many.
pub const NAIVE_POSITIONS: u64 = 20_000;

/// The divisors of `x`, increasing, by trial division.
fn divisors(x: u64) -> Vec<u64> {
    let (mut small, mut large) = (Vec::new(), Vec::new());
    let mut d = 1;
    while d * d <= x {
        if x.is_multiple_of(d) {
            small.push(d);
            if d * d != x {
                large.push(x / d);
            }
        }
        d += 1;
    }
    small.extend(large.into_iter().rev());
    small
}

/// The whole game by definition: a position is the sorted list of all tower heights, and a
/// move lowers one tower of height `x` to a `y` with `1 ≤ y < x` and `y | x`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Towers;

impl SumGame for Towers {
    fn show(&self, heights: &Vec<u64>) -> String {
        kit::explain::show_row(heights)
    }

    fn join(&self, parts: &[&Vec<u64>]) -> Option<Vec<u64>> {
        Some(kit::explain::join_rows(parts))
    }
}

impl Impartial for Towers {
    type Position = Vec<u64>;
    fn options(&self, heights: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut options = Vec::new();
        for (i, &x) in heights.iter().enumerate() {
            if i > 0 && heights[i - 1] == x {
                continue; // the same options as from the equal tower before
            }
            for y in (1..x).filter(|&y| x.is_multiple_of(y)) {
                let mut option = heights.clone();
                option[i] = y;
                option.sort_unstable();
                options.push(option);
            }
        }
        options
    }
}

/// HackerRank Tower Breakers: for each test of `n` towers of height `m`, does the first
/// player win?
pub struct TowerBreakers;

impl Judged for TowerBreakers {
    /// The test cases `(n, m)`.
    type Input = Vec<(u64, u64)>;
    /// For each test, whether the first player (player 1) wins.
    type Answer = Vec<bool>;

    /// A tower's Grundy value by the mex rule, `n` copies of it ([`HeapSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::explain::<Self>);

    /// Strictly against the statement.
    fn read(text: &str) -> Result<Self::Input, String> {
        let mut r = Strict::new(text);
        let t = r.int(1, t_max(), "t")?;
        r.eoln()?;
        let mut tests = Vec::with_capacity(t);
        for _ in 0..t {
            let n = r.int(1, n_max(), "n")?;
            r.space()?;
            let m = r.int(1, m_max(), "m")?;
            r.eoln()?;
            tests.push((n, m));
        }
        r.eof()?;
        Ok(tests)
    }

    fn write(tests: &Self::Input) -> String {
        format!("{}\n", tests.len()) + &lines(tests, |(n, m)| format!("{n} {m}"))
    }

    /// Up to 15 test cases; most with few short towers (naive reaches them), some ([`large`]
    /// seeds) with any `n` and `m` up to the limits; heights of 1 (no move at all) now and
    /// then.
    fn generate(seed: u64) -> Self::Input {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let t = rng.random_range(1..=15);
        (0..t)
            .map(|_| {
                if large(seed) {
                    (rng.random_range(1..=n_max()), rng.random_range(1..=m_max()))
                } else if rng.random_bool(0.1) {
                    (rng.random_range(1..=6), 1)
                } else {
                    (rng.random_range(1..=5), rng.random_range(1..=64))
                }
            })
            .collect()
    }

    /// The game's definition: memoised game-tree search on the multiset of all `n` towers.
    /// `None` when a test has more than [`NAIVE_POSITIONS`] multisets of `n` divisors of `m`.
    fn naive(tests: &Self::Input) -> Option<Self::Answer> {
        let positions =
            |n: u64, m: u64| binomial_capped(divisors(m).len() as u64 + n - 1, n, NAIVE_POSITIONS);
        if tests.iter().any(|&(n, m)| positions(n, m) > NAIVE_POSITIONS) {
            return None;
        }
        let mut memo = OutcomeMemo::new(Towers, Play::Normal);
        let answers = tests.iter().map(|&(n, m)| {
            let towers = vec![m; usize::try_from(n).expect("small n")];
            memo.outcome(&towers) == Outcome::N
        });
        Some(answers.collect())
    }

    /// Sprague–Grundy without shortcuts: the Grundy value of one tower of every divisor `x` of
    /// `m`, increasing, is the least value not taken by the towers `y < x` dividing `x` (all
    /// divisors of `m` too); the towers are a disjunctive sum, so the first player wins iff the
    /// XOR of `n` copies of `g(m)` (folded one by one) is not 0.
    fn second(tests: &Self::Input) -> Self::Answer {
        tests
            .iter()
            .map(|&(n, m)| {
                let ds = divisors(m);
                let mut grundy: Vec<u64> = Vec::with_capacity(ds.len());
                for (i, &x) in ds.iter().enumerate() {
                    let taken: Vec<u64> =
                        (0..i).filter(|&j| x.is_multiple_of(ds[j])).map(|j| grundy[j]).collect();
                    grundy.push((0..).find(|v| !taken.contains(v)).expect("a free value"));
                }
                let g = *grundy.last().expect("m has the divisor m");
                let total = (0..n).fold(0, |sum, _| sum ^ g);
                total != 0
            })
            .collect()
    }

    fn print(first_wins: &Self::Answer) -> String {
        lines(first_wins, |&&first| if first { "1" } else { "2" })
    }
}

/// Each test is `n` copies of one tower.
impl HeapSums for TowerBreakers {
    type Game = Towers;

    fn sums(tests: &Self::Input) -> (Towers, Vec<Sum<Vec<u64>>>) {
        let towers = |&(n, m): &(u64, u64)| vec![Part::new("tower", vec![m]).times(n)];
        (Towers, kit::explain::tests("test", tests, towers))
    }

    fn first_wins(first_wins: &Vec<bool>) -> Vec<bool> {
        first_wins.clone()
    }
}
