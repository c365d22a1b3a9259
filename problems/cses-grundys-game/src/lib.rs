//! Judge side of `cses-grundys-game`: limits, the strict validator, the seeded generator and
//! two references: game-tree search on the heaps, and a Grundy table of the judge's own (a
//! rare-value computation written here, independent of the lib's sparse method the solution
//! uses). Neither relies on the folklore that no heap above 1222 is a second-player win.

use std::sync::Mutex;

use cgt::{Outcome, OutcomeMemo, Play, TakeBreak};
use kata::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Most tests.
pub const T_MAX: usize = 100_000;
/// Largest heap.
pub const N_MAX: usize = 1_000_000;
/// Naive game-tree search answers inputs whose heaps are all at most this.
pub const NAIVE_N: usize = 36;

/// Checks `input` strictly against the statement: `t`, then `t` lines with one heap size each.
pub fn verify(input: &str) -> Result<(), String> {
    let mut r = Strict::new(input);
    let t = r.int(1, T_MAX, "t")?;
    r.eoln()?;
    for _ in 0..t {
        r.int(1, N_MAX, "n")?;
        r.eoln()?;
    }
    r.eof()
}

/// The heap sizes of an input that [`verify`] accepts.
pub fn parse(input: &str) -> Vec<usize> {
    input.split_whitespace().skip(1).map(|t| t.parse().expect("verified")).collect()
}

/// A random input: 1–20 heaps, mostly at most [`NAIVE_N`] (naive reaches them, and about a
/// quarter of those are second-player wins), on every fourth seed some up to 3000, among them
/// now and then one of the second-player wins above 1000 (1079, 1121, 1122, 1222).
pub fn generate(seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let t = rng.random_range(1..=20);
    let heaps: Vec<String> = (0..t)
        .map(|_| {
            let n = match (seed % 4, rng.random_range(0..4)) {
                (3, 0) => [1079, 1121, 1122, 1222, 1223][rng.random_range(0..5)],
                (3, 1 | 2) => rng.random_range(1..=3000),
                _ => rng.random_range(1..=NAIVE_N),
            };
            n.to_string()
        })
        .collect();
    format!("{t}\n{}\n", heaps.join("\n"))
}

/// The answer line for a heap: `first` if the player to move wins, else `second`.
fn line(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::N => "first\n",
        Outcome::P => "second\n",
    }
}

/// The game-tree search's memo, kept for later inputs.
static MEMO: Mutex<Option<OutcomeMemo<TakeBreak>>> = Mutex::new(None);

/// The game's definition: memoised game-tree search on whole positions (rows of heaps, as the
/// lib's take-and-break game for Grundy's game: a move splits one heap into two non-empty heaps
/// of different sizes). `None` when a heap exceeds [`NAIVE_N`].
pub fn naive(input: &str) -> Option<String> {
    let heaps = parse(input);
    if heaps.iter().any(|&n| n > NAIVE_N) {
        return None;
    }
    let mut memo = MEMO.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let memo =
        memo.get_or_insert_with(|| OutcomeMemo::new(TakeBreak::grundys_game(), Play::Normal));
    Some(heaps.iter().map(|&n| line(memo.outcome(&vec![n]))).collect())
}

/// Values the judge's table handles (Grundy's game stays far below: its values up to 10^6
/// are below 256).
const VALUE_BOUND: usize = 512;

/// A set of Grundy values below [`VALUE_BOUND`].
#[derive(Clone, Copy, Default)]
struct Seen([u64; VALUE_BOUND / 64]);

impl Seen {
    fn insert(&mut self, v: u32) {
        let v = v as usize;
        assert!(v < VALUE_BOUND, "a Grundy value {v} beyond the judge's bound");
        self.0[v / 64] |= 1 << (v % 64);
    }

    fn contains(&self, v: u32) -> bool {
        self.0.get(v as usize / 64).is_some_and(|word| word >> (v % 64) & 1 == 1)
    }
}

/// How many values the judge computes by plain mex over every split before choosing its mask.
const PLAIN_PREFIX: usize = 2048;

/// The judge's Grundy table of Grundy's game, `g(0..len)`, by its own rare-value method.
///
/// Fix a mask `m` and call a value `v` *rare* when `v & m` has an even number of 1-bits. The
/// parity of `(x ^ y) & m` is the XOR of the parities of `x & m` and `y & m`, so the nim-sum
/// of two heaps is common only when exactly one of them has a rare value. Hence, for a heap
/// `n`, the splits `(r, n - r)` with `r` a heap of rare value give **every** common option
/// value; the smallest common value `c` missing among them is the least common excluded
/// value. The mex is then `c` unless a rare value below `c` is missing: those are looked for
/// in one pass over all splits `(a, n - a)`, `a = 1, 2, …`, which stops as soon as every rare
/// value below `c` has been seen (and otherwise ends with the missing ones). This is exact for
/// any mask; a mask under which few heaps are rare makes it fast. The first [`PLAIN_PREFIX`]
/// values are computed by plain mex over every split; from there on, at every power of two,
/// the mask becomes the one (below [`VALUE_BOUND`]) with the fewest rare heaps so far.
///
/// Time: O(len · rare heaps) plus the passes, which are short for most heaps; O(len) memory.
pub fn grundy_table(len: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(len);
    for n in 0..len.min(PLAIN_PREFIX) {
        let mut seen = Seen::default();
        for a in 1..n.div_ceil(2) {
            seen.insert(g[a] ^ g[n - a]);
        }
        g.push((0..).find(|&v| !seen.contains(v)).expect("a value is missing"));
    }
    let mut histogram = [0usize; VALUE_BOUND];
    for &v in &g[1..] {
        histogram[v as usize] += 1;
    }
    let mut mask = 0;
    let mut rare_heaps = Vec::new();
    for n in g.len()..len {
        if n.is_power_of_two() {
            mask = fewest_rare_heaps(&histogram);
            rare_heaps = (1..n).filter(|&h| is_rare(g[h], mask)).collect();
        }
        let mut seen = Seen::default();
        for &r in &rare_heaps {
            if 2 * r != n {
                seen.insert(g[r] ^ g[n - r]);
            }
        }
        let common = (0..).find(|&v| !is_rare(v, mask) && !seen.contains(v)).expect("missing");
        let mut wanted: Vec<u32> =
            (0..common).filter(|&v| is_rare(v, mask) && !seen.contains(v)).collect();
        let mut a = 1;
        while !wanted.is_empty() && 2 * a < n {
            let v = g[a] ^ g[n - a];
            if let Some(i) = wanted.iter().position(|&w| w == v) {
                wanted.swap_remove(i);
            }
            a += 1;
        }
        let value = wanted.into_iter().min().unwrap_or(common);
        if is_rare(value, mask) {
            rare_heaps.push(n);
        }
        histogram[value as usize] += 1;
        g.push(value);
    }
    g
}

/// Whether `v` is rare under `mask`: `v & mask` has an even number of 1-bits.
fn is_rare(v: u32, mask: u32) -> bool {
    (v & mask).count_ones().is_multiple_of(2)
}

/// The mask (below [`VALUE_BOUND`]) under which the fewest heaps are rare, given how many
/// heaps have each value; O(VALUE_BOUND²).
fn fewest_rare_heaps(histogram: &[usize; VALUE_BOUND]) -> u32 {
    (1..VALUE_BOUND as u32)
        .min_by_key(|&m| {
            (0..VALUE_BOUND as u32)
                .filter(|&v| is_rare(v, m))
                .map(|v| histogram[v as usize])
                .sum::<usize>()
        })
        .expect("masks to choose from")
}

/// The judge's table, grown on demand and kept for later inputs.
static TABLE: Mutex<Vec<u32>> = Mutex::new(Vec::new());

/// The judge's own Grundy table ([`grundy_table`]) up to the largest heap: `second` iff
/// `g(n) = 0`.
pub fn second_method(input: &str) -> String {
    let heaps = parse(input);
    let largest = heaps.iter().copied().max().unwrap_or(0);
    let mut table = TABLE.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if table.len() <= largest {
        *table = grundy_table(largest + 1);
    }
    heaps.iter().map(|&n| line(Outcome::from_grundy(table[n]))).collect()
}
