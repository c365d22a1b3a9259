//! Judge side of `knights-some-not-all`: limits, the strict validator, the seeded generator and two
//! independent references — game-tree search on the whole position (every knight at once),
//! and the knights' Grundy values from the lib's dynamic-programming tables, read on the board itself
//! when it is small and on an equivalent square of a board of side at most 32 when it is not.

use std::collections::HashMap;

use cgt::knight::grundy_table;
use cgt::{Impartial, Outcome, OutcomeMemo, Play};
use kata::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Most tests in an input.
pub const T_MAX: usize = 100_000;
/// Largest board side.
pub const N_MAX: u64 = 1_000_000_000;
/// Most knights over all the tests of an input.
pub const SUM_K_MAX: usize = 200_000;
/// Naive search answers an input when the sum over its tests of (position bound × option
/// bound) is at most this. The position bound of a test is the number of multisets of K
/// squares among those whose `x + y` is at most the largest `x + y` of its knights (every
/// move lowers `x + y`); the option bound is that of [`option_bound`].
pub const NAIVE_WORK: u64 = 4_000_000;
/// Boards up to this side are read from their own dynamic-programming table by
/// [`second_method`]; larger ones through [`reduce`].
pub const DIRECT_N: u64 = 300;

/// One test: the board side and the knights' squares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Test {
    /// The side N of the board.
    pub n: u64,
    /// The knights' squares `(x, y)`, as given.
    pub knights: Vec<(u64, u64)>,
}

/// Checks `input` strictly against the statement: `T`, then per test a line `N K` and `K`
/// lines `x y` with `1 <= x, y <= N`; the sum of K is at most [`SUM_K_MAX`].
pub fn verify(input: &str) -> Result<(), String> {
    let mut r = Strict::new(input);
    let t = r.int(1, T_MAX, "T")?;
    r.eoln()?;
    let mut knights_left = SUM_K_MAX;
    for _ in 0..t {
        let n = r.int(1, N_MAX, "N")?;
        r.space()?;
        if knights_left == 0 {
            return Err(format!("{}: the sum of K exceeds {SUM_K_MAX}", r.here()));
        }
        let k = r.int(1, knights_left, "K (within the sum of K)")?;
        r.eoln()?;
        knights_left -= k;
        for _ in 0..k {
            r.int_line(2, 1, n, "coordinate")?;
        }
    }
    r.eof()
}

/// The tests of an input that [`verify`] accepts.
pub fn parse(input: &str) -> Vec<Test> {
    let mut numbers = input.split_whitespace().map(|t| t.parse::<u64>().expect("verified"));
    let mut next = move || numbers.next().expect("verified");
    let t = next();
    (0..t)
        .map(|_| {
            let (n, k) = (next(), next());
            Test { n, knights: (0..k).map(|_| (next(), next())).collect() }
        })
        .collect()
}

/// A coordinate in `1..=top`, half of the time moved down to a residue 1 or 2 (mod 4), where
/// the losing squares of the knight game are.
fn coordinate(rng: &mut ChaCha8Rng, top: u64) -> u64 {
    let v = rng.random_range(1..=top);
    if rng.random_bool(0.5) && (v - 1) % 4 >= 2 { v - 2 } else { v }
}

/// A test naive reaches: a small board (anywhere on it) or a huge one (near the corner
/// (1, 1)); 1 to 4 knights, the more knights the closer to (1, 1); sometimes all on one square.
fn small_test(rng: &mut ChaCha8Rng) -> Test {
    let n =
        if rng.random_bool(0.6) { rng.random_range(1..=12) } else { rng.random_range(13..=N_MAX) };
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
fn large_test(rng: &mut ChaCha8Rng) -> Test {
    let n = match rng.random_range(0..3) {
        0 => rng.random_range(1..=40),
        1 => rng.random_range(41..=DIRECT_N + 20),
        _ => rng.random_range(DIRECT_N + 21..=N_MAX),
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

/// Writes tests in the input format.
pub fn format_input(tests: &[Test]) -> String {
    let mut text = format!("{}\n", tests.len());
    for test in tests {
        text += &format!("{} {}\n", test.n, test.knights.len());
        for &(x, y) in &test.knights {
            text += &format!("{x} {y}\n");
        }
    }
    text
}

/// A random input. Three seeds in four: up to 6 tests naive reaches. Every fourth seed: up to
/// 20 tests on any board with up to 30 knights, near the far edges too.
pub fn generate(seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let tests: Vec<Test> = if seed % 4 == 3 {
        (0..rng.random_range(1..=20)).map(|_| large_test(&mut rng)).collect()
    } else {
        (0..rng.random_range(1..=6)).map(|_| small_test(&mut rng)).collect()
    };
    format_input(&tests)
}

/// The squares one knight move from `(x, y)` on the `n`×`n` board, as the statement lists
/// them: `(x − 2, y + 1)`, `(x − 2, y − 1)`, `(x + 1, y − 2)`, `(x − 1, y − 2)`.
fn knight_moves(n: u64, x: u64, y: u64) -> Vec<(u64, u64)> {
    let (x, y, n) = (x as i64, y as i64, n as i64);
    [(x - 2, y + 1), (x - 2, y - 1), (x + 1, y - 2), (x - 1, y - 2)]
        .into_iter()
        .filter(|&(a, b)| (1..=n).contains(&a) && (1..=n).contains(&b))
        .map(|(a, b)| (a as u64, b as u64))
        .collect()
}

/// The whole game on the `n`×`n` board, by definition: a position is the sorted list of the
/// knights' squares (knights are alike, several may share a square); a move moves a
/// non-empty proper subset of the knights, each by one knight move (so with one knight there
/// is no move).
struct Knights {
    n: u64,
}

impl Impartial for Knights {
    type Position = Vec<(u64, u64)>;
    fn options(&self, knights: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
        // Each knight stays (choice 0) or makes one of its jumps; every combination is tried.
        let jumps: Vec<Vec<(u64, u64)>> =
            knights.iter().map(|&(x, y)| knight_moves(self.n, x, y)).collect();
        let k = knights.len();
        let mut pick = vec![0usize; k];
        let mut options = Vec::new();
        loop {
            let moved = pick.iter().filter(|&&choice| choice > 0).count();
            if moved >= 1 && moved < k {
                let mut next: Vec<(u64, u64)> = (0..k)
                    .map(|i| if pick[i] == 0 { knights[i] } else { jumps[i][pick[i] - 1] })
                    .collect();
                next.sort_unstable();
                options.push(next);
            }
            let mut i = 0;
            loop {
                if i == k {
                    return options;
                }
                pick[i] += 1;
                if pick[i] <= jumps[i].len() {
                    break;
                }
                pick[i] = 0;
                i += 1;
            }
        }
    }
}

/// Most options of a position of `k` knights: each knight stays or makes one of at most 4 jumps.
pub fn option_bound(k: u64) -> u64 {
    5u64.saturating_pow(k as u32) - 1
}

/// `n` choose `k`, or `u64::MAX` when a partial product overflows.
fn choose(n: u64, k: u64) -> u64 {
    let mut acc = 1u64;
    for i in 0..k {
        match acc.checked_mul(n - i) {
            Some(product) => acc = product / (i + 1),
            None => return u64::MAX,
        }
    }
    acc
}

/// The naive work bound of one test (see [`NAIVE_WORK`]).
fn naive_work(test: &Test) -> u64 {
    let top = test.knights.iter().map(|&(x, y)| x + y).max().expect("K >= 1");
    if top > 4000 {
        return u64::MAX;
    }
    let squares: u64 = (1..=test.n.min(top)).map(|a| (top.saturating_sub(a)).min(test.n)).sum();
    let k = test.knights.len() as u64;
    choose(squares + k - 1, k).saturating_mul(option_bound(k))
}

fn winner_line(outcome: Outcome) -> String {
    format!("{}\n", outcome.winner())
}

/// The game's definition: memoised game-tree search on the whole position (all the knights),
/// one memo per board side. `None` beyond [`NAIVE_WORK`].
pub fn naive(input: &str) -> Option<String> {
    let tests = parse(input);
    let work = tests.iter().fold(0u64, |sum, test| sum.saturating_add(naive_work(test)));
    if work > NAIVE_WORK {
        return None;
    }
    let mut memos: HashMap<u64, OutcomeMemo<Knights>> = HashMap::new();
    let answers = tests.into_iter().map(|mut test| {
        test.knights.sort_unstable();
        let memo = memos
            .entry(test.n)
            .or_insert_with(|| OutcomeMemo::new(Knights { n: test.n }, Play::Normal));
        winner_line(memo.outcome(&test.knights))
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

/// Dynamic-programming tables of Grundy values, built once per board side.
#[derive(Default)]
struct Tables {
    tables: HashMap<u64, Vec<Vec<u32>>>,
}

impl Tables {
    fn get(&mut self, n: u64) -> &Vec<Vec<u32>> {
        self.tables.entry(n).or_insert_with(|| grundy_table(n as usize))
    }
}

/// The Grundy value of `(x, y)` on the `n`×`n` board, from the table of that board when
/// `n <= DIRECT_N` (`direct` holds it), else from the table of the [`reduce`]d board.
fn grundy_value(small: &mut Tables, direct: &mut Tables, n: u64, x: u64, y: u64) -> u32 {
    if n <= DIRECT_N {
        if !direct.tables.contains_key(&n) {
            direct.tables.clear();
        }
        direct.get(n)[x as usize - 1][y as usize - 1]
    } else {
        let r = reduce(n, x, y);
        small.get(r.n)[r.lo as usize - 1][r.hi as usize - 1]
    }
}

/// Grundy values of the single knights from the lib's dynamic-programming tables (no closed
/// form): the some-but-not-all compound is lost for the player to move iff all the knights'
/// values are equal. Tests are taken by increasing N, so each board up to [`DIRECT_N`] is
/// tabulated once and only one such table is kept; larger boards go through [`reduce`].
pub fn second_method(input: &str) -> String {
    let tests = parse(input);
    let mut order: Vec<usize> = (0..tests.len()).collect();
    order.sort_by_key(|&i| tests[i].n);
    let (mut small, mut direct) = (Tables::default(), Tables::default());
    let mut answers = vec![String::new(); tests.len()];
    for i in order {
        let Test { n, knights } = &tests[i];
        let values: Vec<u32> =
            knights.iter().map(|&(x, y)| grundy_value(&mut small, &mut direct, *n, x, y)).collect();
        let all_equal = values.iter().all(|&value| value == values[0]);
        answers[i] = winner_line(if all_equal { Outcome::P } else { Outcome::N });
    }
    answers.concat()
}
