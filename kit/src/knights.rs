//! The judge side shared by the multi-knight problems (`knights-sum`, `knights-selective`,
//! `knights-some-not-all`, `knights-conjunctive`): one input format, one reader, one
//! generator, and two references parametrised by the compound's [`Rule`] — game-tree search on
//! the whole position (every knight at once), and the single knights' values from the lib's
//! dynamic-programming tables (no closed form), read on the board itself when it is small and
//! on an equivalent square of a board of side at most 32 when it is not.
//!
//! A problem is [`Knights<R>`] for a marker type `R` naming its [`Rule`] (see
//! [`CompoundRule`]); that type is its [`Judged`] side, built from [`read`], [`write()`],
//! [`generate`], [`naive`], [`second`] and [`print()`].

use std::collections::HashMap;
use std::marker::PhantomData;

pub mod compounds;
pub mod sums;

use crate::judged::{Explain, Judged, large, lines};
use crate::reach::binomial_capped;
use crate::validate::Strict;
use cgt::impartial::knight::{grundy_table, remoteness_table};
use cgt::{Impartial, Nimber, Outcome, OutcomeMemo, Play};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The input limits of a multi-knight problem: each problem states them in its `[params]`
/// and gives them through [`CompoundRule::limits`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Most tests in an input.
    pub t_max: usize,
    /// Largest board side.
    pub n_max: u64,
    /// Most knights over all the tests of an input.
    pub sum_k_max: usize,
}
/// Naive search answers an input when the sum over its tests of (position bound × option
/// bound) is at most this. The position bound of a test is the number of multisets of K
/// squares among those whose `x + y` is at most the largest `x + y` of its knights (every
/// move lowers `x + y`); the option bound is that of [`Rule::option_bound`].
pub const NAIVE_WORK: u64 = 4_000_000;
/// Boards up to this side are read from their own dynamic-programming table by
/// [`second`]; larger ones through [`reduce`].
pub const DIRECT_N: u64 = 300;

/// One test: the board side and the knights' squares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Test {
    /// The side N of the board.
    pub n: u64,
    /// The knights' squares `(x, y)`, as given.
    pub knights: Vec<(u64, u64)>,
}

/// Reads `text` strictly against the statement: `T`, then per test a line `N K` and `K`
/// lines `x y` with `1 <= x, y <= N`, within `limits` (the sum of K too).
///
/// # Errors
/// What is wrong, and where.
pub fn read(text: &str, limits: Limits) -> Result<Vec<Test>, String> {
    let Limits { t_max, n_max, sum_k_max } = limits;
    let mut r = Strict::new(text);
    let t = r.int(1, t_max, "T")?;
    r.eoln()?;
    let mut knights_left = sum_k_max;
    let mut tests = Vec::with_capacity(t);
    for _ in 0..t {
        let n = r.int(1, n_max, "N")?;
        r.space()?;
        if knights_left == 0 {
            return Err(format!("{}: the sum of K exceeds {sum_k_max}", r.here()));
        }
        let k = r.int(1, knights_left, "K (within the sum of K)")?;
        r.eoln()?;
        knights_left -= k;
        let mut knights = Vec::with_capacity(k);
        for _ in 0..k {
            let square = r.int_line(2, 1, n, "coordinate")?;
            knights.push((square[0], square[1]));
        }
        tests.push(Test { n, knights });
    }
    r.eof()?;
    Ok(tests)
}

/// A coordinate in `1..=top`, half of the time moved down to a residue 1 or 2 (mod 4), where
/// the losing squares of the knight game are.
fn coordinate(rng: &mut ChaCha8Rng, top: u64) -> u64 {
    let v = rng.random_range(1..=top);
    if rng.random_bool(0.5) && (v - 1) % 4 >= 2 { v - 2 } else { v }
}

/// A test naive reaches: a small board (anywhere on it) or a huge one (near the corner
/// (1, 1)); 1 to 4 knights, the more knights the closer to (1, 1); sometimes all on one square.
fn small_test(rng: &mut ChaCha8Rng, n_max: u64) -> Test {
    let n =
        if rng.random_bool(0.6) { rng.random_range(1..=12) } else { rng.random_range(13..=n_max) };
    let (k, reach) = match rng.random_range(0..20) {
        0..6 => (1, 12),
        6..13 => (2, if n <= 12 { 12 } else { 8 }),
        13..18 => (3, if n <= 5 { 5 } else { 4 }),
        _ => (4, 3),
    };
    let top = n.min(reach);
    let knights = if rng.random_bool(0.15) {
        let square = (coordinate(rng, top), coordinate(rng, top));
        vec![square; k]
    } else {
        (0..k).map(|_| (coordinate(rng, top), coordinate(rng, top))).collect()
    };
    Test { n, knights }
}

/// A test beyond naive: any board, up to 30 knights anywhere, many near the far edges.
fn large_test(rng: &mut ChaCha8Rng, n_max: u64) -> Test {
    let n = match rng.random_range(0..3) {
        0 => rng.random_range(1..=40),
        1 => rng.random_range(41..=DIRECT_N + 20),
        _ => rng.random_range(DIRECT_N + 21..=n_max),
    };
    let k = rng.random_range(1..=30);
    let one = |rng: &mut ChaCha8Rng| match rng.random_range(0..3) {
        0 => coordinate(rng, n),
        1 => n - rng.random_range(0..n.min(6)),
        _ => coordinate(rng, n.min(10)),
    };
    let knights = (0..k).map(|_| (one(rng), one(rng))).collect();
    Test { n, knights }
}

/// The tests in the input format.
pub fn write(tests: &[Test]) -> String {
    let mut text = format!("{}\n", tests.len());
    for test in tests {
        text += &format!("{} {}\n", test.n, test.knights.len());
        for &(x, y) in &test.knights {
            text += &format!("{x} {y}\n");
        }
    }
    text
}

/// A random input. Most seeds: up to 6 tests naive reaches. [`large`] seeds: up to 20 tests
/// on any board (up to `n_max`) with up to 30 knights, near the far edges too.
pub fn generate(seed: u64, n_max: u64) -> Vec<Test> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    if large(seed) {
        (0..rng.random_range(1..=20)).map(|_| large_test(&mut rng, n_max)).collect()
    } else {
        (0..rng.random_range(1..=6)).map(|_| small_test(&mut rng, n_max)).collect()
    }
}

/// The squares one knight move from `(x, y)` on the `n`×`n` board, as the statement lists
/// them: `(x − 2, y + 1)`, `(x − 2, y − 1)`, `(x + 1, y − 2)`, `(x − 1, y − 2)`.
pub(crate) fn knight_moves(n: u64, x: u64, y: u64) -> Vec<(u64, u64)> {
    let (x, y, n) = (x as i64, y as i64, n as i64);
    [(x - 2, y + 1), (x - 2, y - 1), (x + 1, y - 2), (x - 1, y - 2)]
        .into_iter()
        .filter(|&(a, b)| (1..=n).contains(&a) && (1..=n).contains(&b))
        .map(|(a, b)| (a as u64, b as u64))
        .collect()
}

/// How a move of the compound moves the knights.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    /// Exactly one knight (the disjunctive sum).
    Sum,
    /// One or more knights (the selective compound).
    Selective,
    /// At least one knight but not all of them (with one knight there is no move).
    SomeNotAll,
    /// Every knight; a player who cannot move every knight loses (the conjunctive compound).
    Conjunctive,
}

impl Rule {
    /// Whether moving `moved` of the `k` knights at once is a move under this rule.
    pub fn allows(self, moved: usize, k: usize) -> bool {
        match self {
            Rule::Sum => moved == 1,
            Rule::Selective => moved >= 1,
            Rule::SomeNotAll => moved >= 1 && moved < k,
            Rule::Conjunctive => moved == k,
        }
    }

    /// Most options of a position of `k` knights, for the naive work bound: the moves of one
    /// knight (at most 4 each) for [`Rule::Sum`]; else a jump or a stay per knight.
    pub fn option_bound(self, k: u64) -> u64 {
        match self {
            Rule::Sum => 4 * k,
            _ => 5u64.saturating_pow(k as u32),
        }
    }
}

/// The whole game on the `n`×`n` board, by definition: a position is the sorted list of the
/// knights' squares (knights are alike, several may share a square); a move moves a set of
/// knights the [`Rule`] allows, each by one knight move.
struct WholeGame {
    n: u64,
    rule: Rule,
}

impl Impartial for WholeGame {
    type Position = Vec<(u64, u64)>;
    fn options(&self, knights: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
        // Each knight stays (choice 0) or makes one of its jumps; every combination is tried
        // (for the sum, only the single jumps).
        let jumps: Vec<Vec<(u64, u64)>> =
            knights.iter().map(|&(x, y)| knight_moves(self.n, x, y)).collect();
        let k = knights.len();
        let mut options = Vec::new();
        let mut push = |pick: &[usize]| {
            let mut next: Vec<(u64, u64)> = (0..k)
                .map(|i| if pick[i] == 0 { knights[i] } else { jumps[i][pick[i] - 1] })
                .collect();
            next.sort_unstable();
            options.push(next);
        };
        let mut pick = vec![0usize; k];
        if self.rule == Rule::Sum {
            for i in 0..k {
                for jump in 1..=jumps[i].len() {
                    pick[i] = jump;
                    push(&pick);
                }
                pick[i] = 0;
            }
            return options;
        }
        let counts: Vec<usize> = jumps.iter().map(Vec::len).collect();
        crate::picks::each_pick(&counts, |pick| {
            let moved = pick.iter().filter(|&&choice| choice > 0).count();
            if self.rule.allows(moved, k) {
                push(pick);
            }
        });
        options
    }
}

/// The naive work bound of one test under `rule` (see [`NAIVE_WORK`]).
fn naive_work(test: &Test, rule: Rule) -> u64 {
    let top = test.knights.iter().map(|&(x, y)| x + y).max().expect("K >= 1");
    if top > 4000 {
        return u64::MAX;
    }
    let squares: u64 = (1..=test.n.min(top)).map(|a| (top.saturating_sub(a)).min(test.n)).sum();
    let k = test.knights.len() as u64;
    binomial_capped(squares + k - 1, k, u64::MAX - 1).saturating_mul(rule.option_bound(k))
}

/// The game's definition under `rule`: memoised game-tree search on the whole position (all
/// the knights), one memo per board side; each test's outcome. `None` beyond [`NAIVE_WORK`].
pub fn naive(tests: &[Test], rule: Rule) -> Option<Vec<Outcome>> {
    let work = tests.iter().fold(0u64, |sum, test| sum.saturating_add(naive_work(test, rule)));
    if work > NAIVE_WORK {
        return None;
    }
    let mut memos: HashMap<u64, OutcomeMemo<WholeGame>> = HashMap::new();
    let answers = tests.iter().map(|test| {
        let mut knights = test.knights.clone();
        knights.sort_unstable();
        let memo = memos
            .entry(test.n)
            .or_insert_with(|| OutcomeMemo::new(WholeGame { n: test.n, rule }, Play::Normal));
        memo.outcome(&knights)
    });
    Some(answers.collect())
}

/// A square of a board of side at most 32 equivalent to a square of a larger board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reduced {
    /// The small board's side.
    pub n: u64,
    /// The smaller coordinate of the equivalent square.
    pub lo: u64,
    /// The larger coordinate of the equivalent square.
    pub hi: u64,
    /// What to add to the small square's remoteness to get the original one's (even).
    pub shift: u64,
}

/// Maps the square `(x, y)` of the `n`×`n` board to a square of a board of side at most 32
/// with the same Grundy value and the same remoteness up to the even [`Reduced::shift`].
///
/// Why (the invariance proven in the `cgt::knight` module documentation): a square's values
/// depend only on its *type* — with `lo <= hi` its coordinates' residues mod 4, `n mod 4`,
/// `min(lo, 3)`, `min(hi, 3)`, the block difference `block(hi) − block(lo)` capped at 3
/// (`block(v) = (v − 1) div 4`) and the distances to the far edges `n − lo`, `n − hi` capped at
/// 5 — the remoteness up to `2·(block(lo) + block(hi))`. Three shortenings by multiples of 4
/// keep the type: (1) while `lo >= 7`, move both coordinates and the far edges down by 4
/// (both blocks drop by one: remoteness −4); (2) while `hi − lo >= 19`, move `hi` and the far
/// edges down by 4 (the capped block difference stays 3, `block(hi)` drops by one: remoteness
/// −2); (3) while `n − hi >= 9`, move the far edges down by 4. They end with `lo <= 6`,
/// `hi − lo <= 18`, `n − hi <= 8`, so `n <= 32`. Done in O(1) with remainders.
pub fn reduce(n: u64, x: u64, y: u64) -> Reduced {
    let (mut lo, mut hi, mut n) = (x.min(y), x.max(y), n);
    let mut shift = 0;
    if lo >= 7 {
        let cut = lo - (3 + (lo - 3) % 4);
        lo -= cut;
        hi -= cut;
        n -= cut;
        shift += cut;
    }
    if hi - lo >= 19 {
        let gap = hi - lo;
        let cut = gap - (15 + (gap - 15) % 4);
        hi -= cut;
        n -= cut;
        shift += cut / 2;
    }
    if n - hi >= 9 {
        let gap = n - hi;
        n -= gap - (5 + (gap - 5) % 4);
    }
    Reduced { n, lo, hi, shift }
}

/// Dynamic-programming tables of one knight's values (Grundy values or remoteness), built
/// once per board side.
struct Tables<T> {
    build: fn(usize) -> Vec<Vec<T>>,
    tables: HashMap<u64, Vec<Vec<T>>>,
}

impl<T: Copy> Tables<T> {
    fn new(build: fn(usize) -> Vec<Vec<T>>) -> Self {
        Tables { build, tables: HashMap::new() }
    }

    fn at(&mut self, n: u64, x: u64, y: u64) -> T {
        let build = self.build;
        self.tables.entry(n).or_insert_with(|| build(n as usize))[x as usize - 1][y as usize - 1]
    }
}

/// One knight's values on any board: from the table of the board itself when `n <= DIRECT_N`
/// (one such table kept at a time: tests come by increasing N), else from the table of the
/// [`reduce`]d board.
struct Values<T> {
    direct: Tables<T>,
    small: Tables<T>,
}

impl<T: Copy> Values<T> {
    fn new(build: fn(usize) -> Vec<Vec<T>>) -> Self {
        Values { direct: Tables::new(build), small: Tables::new(build) }
    }

    /// The value at `(x, y)` on the `n`×`n` board, and the [`Reduced::shift`] to add for a
    /// remoteness (0 on a board read directly).
    fn at(&mut self, n: u64, x: u64, y: u64) -> (T, u64) {
        if n <= DIRECT_N {
            if !self.direct.tables.contains_key(&n) {
                self.direct.tables.clear();
            }
            (self.direct.at(n, x, y), 0)
        } else {
            let r = reduce(n, x, y);
            (self.small.at(r.n, r.lo, r.hi), r.shift)
        }
    }
}

/// The second method under `rule`, from the single knights' table values (no closed form):
/// the sum is lost iff the XOR of the Grundy values is 0; the selective compound iff every
/// value is 0; some-but-not-all iff all values are equal (`cgt::compound` derives it); the
/// conjunctive compound iff the least remoteness is even (Smith). Each test's outcome.
pub fn second(tests: &[Test], rule: Rule) -> Vec<Outcome> {
    let mut order: Vec<usize> = (0..tests.len()).collect();
    order.sort_by_key(|&i| tests[i].n);
    let mut grundy = Values::new(grundy_table);
    let mut remoteness = Values::new(remoteness_table);
    let mut answers = vec![Outcome::P; tests.len()];
    for i in order {
        let Test { n, knights } = &tests[i];
        let mut values = knights.iter().map(|&(x, y)| grundy.at(*n, x, y).0);
        let lost = match rule {
            Rule::Sum => values.fold(Nimber::ZERO, |acc, v| acc ^ v).is_zero(),
            Rule::Selective => values.all(Nimber::is_zero),
            Rule::SomeNotAll => {
                let first = values.next().expect("K >= 1");
                values.all(|v| v == first)
            }
            Rule::Conjunctive => {
                let remoteness_values = knights.iter().map(|&(x, y)| {
                    let (value, shift) = remoteness.at(*n, x, y);
                    value + shift
                });
                remoteness_values.min().expect("K >= 1") % 2 == 0
            }
        };
        answers[i] = if lost { Outcome::P } else { Outcome::N };
    }
    answers
}

/// The answers as the solutions print them: one line per test, the winner (`First` or
/// `Second`).
pub fn print(outcomes: &[Outcome]) -> String {
    lines(outcomes, |outcome| outcome.winner())
}

/// The compound rule of one multi-knight problem, named by a marker type.
///
/// # Example
/// ```
/// use kit::knights::{CompoundRule, Knights, Limits, Rule};
/// /// Move exactly one knight.
/// pub struct Sum;
/// impl CompoundRule for Sum {
///     const RULE: Rule = Rule::Sum;
///     fn limits() -> Limits {
///         Limits { t_max: 10, n_max: 1000, sum_k_max: 100 }
///     }
/// }
/// /// The problem: its judge side is `Knights<Sum>`.
/// pub type KnightsSum = Knights<Sum>;
/// let side = kit::judged::side::<KnightsSum>();
/// assert_eq!(side.certified("1\n3 1\n1 1\n"), Ok("Second\n".to_string()));
/// ```
pub trait CompoundRule {
    /// How a move moves the knights.
    const RULE: Rule;
    /// The problem's input limits (its `[params]`).
    fn limits() -> Limits;
}

/// The multi-knight problem under the rule `R`: its [`Judged`] side.
pub struct Knights<R>(PhantomData<R>);

/// A multi-knight problem crate's whole judge side: its `[params]` (`t_max`, `n_max`,
/// `sum_k_max`, read from its `problem.toml`), a documented rule type implementing
/// [`CompoundRule`] with them as its [`Limits`], and the problem type, [`Knights`] of it.
///
/// ```ignore
/// kit::knights_problem! {
///     /// A move moves exactly one knight (the disjunctive sum).
///     rule SumRule = Rule::Sum;
///     /// The problem: the multi-knight judge side under [`Rule::Sum`].
///     problem KnightsSum;
/// }
/// ```
#[macro_export]
macro_rules! knights_problem {
    (
        $(#[doc = $rule_doc:literal])* rule $rule:ident = $value:expr;
        $(#[doc = $doc:literal])* problem $problem:ident;
    ) => {
        $crate::params! {
            /// Most tests in an input.
            t_max: usize,
            /// Largest board side.
            n_max: u64,
            /// Most knights over all the tests of an input.
            sum_k_max: usize,
        }

        $(#[doc = $rule_doc])*
        pub struct $rule;

        impl $crate::knights::CompoundRule for $rule {
            const RULE: $crate::knights::Rule = $value;
            fn limits() -> $crate::knights::Limits {
                $crate::knights::Limits { t_max: t_max(), n_max: n_max(), sum_k_max: sum_k_max() }
            }
        }

        $(#[doc = $doc])*
        pub type $problem = $crate::knights::Knights<$rule>;
    };
}

impl<R: CompoundRule> Judged for Knights<R> {
    /// Each test's board side and knights.
    type Input = Vec<Test>;
    /// Each test's outcome.
    type Answer = Vec<Outcome>;

    /// Under [`Rule::Sum`], each knight's Grundy value, the nim-sum and a winning move (the
    /// [`HeapSums`](crate::explain::HeapSums) of [`sums`]); under the other rules, each
    /// knight's statistic for the rule, its conclusion and a winning move (the
    /// [`Compounds`](crate::explain::compounds::Compounds) of [`compounds`]).
    const EXPLAIN: Explain<Vec<Test>> = match R::RULE {
        Rule::Sum => Some(crate::explain::explain::<Self>),
        _ => Some(crate::explain::compounds::explain::<Self>),
    };

    /// Strictly against the statement ([`read`]).
    fn read(text: &str) -> Result<Vec<Test>, String> {
        read(text, R::limits())
    }

    fn write(tests: &Vec<Test>) -> String {
        write(tests)
    }

    /// Most seeds naive reaches, large ones on any board ([`generate`]).
    fn generate(seed: u64) -> Vec<Test> {
        generate(seed, R::limits().n_max)
    }

    /// Game-tree search on the whole position under `R`'s rule ([`naive`]).
    fn naive(tests: &Vec<Test>) -> Option<Vec<Outcome>> {
        naive(tests, R::RULE)
    }

    /// The single knights' values from the lib's tables, combined by `R`'s rule ([`second`]).
    fn second(tests: &Vec<Test>) -> Vec<Outcome> {
        second(tests, R::RULE)
    }

    /// Each test's winner, `First` or `Second`, on its own line.
    fn print(outcomes: &Vec<Outcome>) -> String {
        print(outcomes)
    }
}
