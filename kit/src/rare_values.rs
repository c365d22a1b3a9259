//! The judges' own nim-sequences of take-and-break games (octal games, Grundy's game) by rare
//! values: a second, plainer implementation of the record technique, written apart from the
//! lib's `TakeBreak::nim_sequence` that the solutions use, so that a judge can certify answers
//! for heaps far beyond the definition's quadratic reach.

use cgt::OctalCode;

/// The moves on one heap, read off the rules: a heap of exactly `k` may be taken whole for `k`
/// in `whole`; `k` counters may be taken from a larger heap for `k` in `shorten`; `k` may be
/// taken and the rest split into two non-empty heaps for `k` in `split` (of different sizes if
/// `unequal`).
///
/// # Example
///
/// ```
/// use kit::rare_values::HeapRules;
///
/// let kayles = HeapRules::octal(&"0.77".parse().unwrap());
/// assert_eq!((kayles.whole, kayles.shorten, kayles.split), (vec![1, 2], vec![1, 2], vec![1, 2]));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeapRules {
    /// Heap sizes that may be taken whole.
    pub whole: Vec<usize>,
    /// Counts that may be taken leaving one heap.
    pub shorten: Vec<usize>,
    /// Counts that may be taken leaving two heaps.
    pub split: Vec<usize>,
    /// The two heaps of a split must differ in size.
    pub unequal: bool,
}

impl HeapRules {
    /// The rules of octal code `code`: digit `d_k` has bit 1 for `whole`, 2 for `shorten`, 4
    /// for `split`. O(digits).
    ///
    /// # Example
    ///
    /// See [`HeapRules`].
    pub fn octal(code: &OctalCode) -> HeapRules {
        let with = |bit: u8| (0..code.digits().len()).filter(move |&k| code.digit(k) & bit != 0);
        HeapRules {
            whole: with(1).collect(),
            shorten: with(2).collect(),
            split: with(4).collect(),
            unequal: false,
        }
    }

    /// Grundy's game: split a heap into two non-empty heaps of different sizes. O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use kit::rare_values::{HeapRules, nim_sequence};
    ///
    /// assert_eq!(nim_sequence(&HeapRules::grundys_game(), 9), [0, 0, 0, 1, 0, 2, 1, 0, 2]);
    /// ```
    pub fn grundys_game() -> HeapRules {
        HeapRules { whole: Vec::new(), shorten: Vec::new(), split: vec![0], unequal: true }
    }

    /// The sums `heap - k` a split of `heap` leaves to share out (at least 2 each).
    fn split_sums(&self, heap: usize) -> impl Iterator<Item = usize> + '_ {
        self.split.iter().filter_map(move |&k| heap.checked_sub(k)).filter(|&sum| sum >= 2)
    }

    /// Whether `(a, sum - a)`, `a <= sum - a`, is a split the rules allow.
    fn allows(&self, a: usize, sum: usize) -> bool {
        a >= 1 && 2 * a <= sum && !(self.unequal && 2 * a == sum)
    }
}

/// Values the judges' tables handle; [`nim_sequence`] panics on a larger one (far above the
/// games judged here: Grundy's game stays below 256 up to 10^6 heaps, 0.161 below 150).
pub const VALUE_BOUND: usize = 1024;

/// A set of values below [`VALUE_BOUND`].
#[derive(Clone, Copy, Default)]
struct Values([u64; VALUE_BOUND / 64]);

impl Values {
    fn insert(&mut self, v: u32) {
        let v = v as usize;
        assert!(v < VALUE_BOUND, "a Grundy value {v} beyond the judge's bound {VALUE_BOUND}");
        self.0[v / 64] |= 1 << (v % 64);
    }

    fn remove(&mut self, v: u32) -> bool {
        let (word, bit) = (v as usize / 64, v % 64);
        let had = self.contains(v);
        if had {
            self.0[word] &= !(1 << bit);
        }
        had
    }

    fn contains(&self, v: u32) -> bool {
        self.0.get(v as usize / 64).is_some_and(|word| word >> (v % 64) & 1 == 1)
    }

    fn is_empty(&self) -> bool {
        self.0.iter().all(|&word| word == 0)
    }

    fn min(&self) -> Option<u32> {
        let (i, word) = self.0.iter().enumerate().find(|(_, w)| **w != 0)?;
        Some(64 * i as u32 + word.trailing_zeros())
    }
}

/// How many values are computed by plain mex over every move before a mask is chosen.
const PLAIN_PREFIX: usize = 2048;

/// The nim-sequence `g(0..len)` of a take-and-break game, by rare values.
///
/// Fix a mask `m` and call a value `v` *rare* when `v & m` has an even number of 1-bits. The
/// parity of `(x ^ y) & m` is the XOR of the parities of `x & m` and `y & m`, so the nim-sum
/// of two heaps is common only when exactly one of them has a rare value. Hence the moves that
/// leave one heap or none, and the splits with a heap of rare value, give **every** common
/// option value of a heap; the smallest common value `c` missing among them is the least common
/// excluded value. The mex is then `c` unless a rare value below `c` is missing: those are
/// looked for in one pass over all splits `(a, sum - a)`, `a = 1, 2, …`, which stops as soon
/// as every rare value below `c` has been seen (and otherwise ends with the missing ones). This
/// is exact for any mask; a mask under which few heaps are rare makes it fast. The first 2048
/// values are computed by plain mex over every move; from there on, at every power of two, the
/// mask becomes the one with the fewest rare heaps so far.
///
/// # Panics
///
/// On a value of [`VALUE_BOUND`] or more.
///
/// # Complexity
///
/// O(len · (rare heaps + digits)) plus the passes for rare values, which are short for most
/// heaps of the sparse games judged here (O(len²) for a game with no sparse structure); O(len)
/// memory. Grundy's game to 3·10^5 heaps takes about 2.5 s in release builds.
///
/// # Example
///
/// ```
/// use kit::rare_values::{HeapRules, nim_sequence};
///
/// let dawson = HeapRules::octal(&"0.07".parse().unwrap());
/// assert_eq!(nim_sequence(&dawson, 14), [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2]);
/// ```
pub fn nim_sequence(rules: &HeapRules, len: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(len);
    let mut histogram = [0usize; VALUE_BOUND];
    let mut mask = 0;
    let mut rare_heaps: Vec<usize> = Vec::new();
    for n in 0..len {
        if n >= PLAIN_PREFIX && n.is_power_of_two() {
            mask = fewest_rare_heaps(&histogram);
            rare_heaps = (1..n).filter(|&h| is_rare(g[h], mask)).collect();
        }
        let value = if n < PLAIN_PREFIX {
            plain_mex(rules, &g, n)
        } else {
            sparse_mex(rules, &g, n, mask, &rare_heaps)
        };
        if n >= PLAIN_PREFIX && is_rare(value, mask) {
            rare_heaps.push(n);
        }
        if n >= 1 {
            histogram[value as usize] += 1;
        }
        g.push(value);
    }
    g
}

/// The options of heap `n` that leave at most one heap.
fn single_heap_options(rules: &HeapRules, g: &[u32], n: usize) -> Values {
    let mut seen = Values::default();
    if rules.whole.contains(&n) {
        seen.insert(0);
    }
    for &k in rules.shorten.iter().filter(|&&k| k < n) {
        seen.insert(g[n - k]);
    }
    seen
}

/// `g(n)` as the mex over every move.
fn plain_mex(rules: &HeapRules, g: &[u32], n: usize) -> u32 {
    let mut seen = single_heap_options(rules, g, n);
    for sum in rules.split_sums(n) {
        for a in (1..=sum / 2).filter(|&a| rules.allows(a, sum)) {
            seen.insert(g[a] ^ g[sum - a]);
        }
    }
    (0..).find(|&v| !seen.contains(v)).expect("a value is missing")
}

/// `g(n)` by rare values under `mask`, `rare_heaps` being the heaps `1..n` of rare value.
fn sparse_mex(rules: &HeapRules, g: &[u32], n: usize, mask: u32, rare_heaps: &[usize]) -> u32 {
    let mut seen = single_heap_options(rules, g, n);
    for sum in rules.split_sums(n) {
        for &r in rare_heaps.iter().take_while(|&&r| r < sum) {
            let (a, b) = (r.min(sum - r), r.max(sum - r));
            if rules.allows(a, a + b) {
                seen.insert(g[a] ^ g[b]);
            }
        }
    }
    let common = (0..).find(|&v| !is_rare(v, mask) && !seen.contains(v)).expect("missing");
    let mut wanted = Values::default();
    (0..common).filter(|&v| !seen.contains(v)).for_each(|v| wanted.insert(v));
    for sum in rules.split_sums(n) {
        for a in (1..=sum / 2).filter(|&a| rules.allows(a, sum)) {
            if wanted.is_empty() {
                break;
            }
            wanted.remove(g[a] ^ g[sum - a]);
        }
    }
    wanted.min().unwrap_or(common)
}

/// Whether `v` is rare under `mask`: `v & mask` has an even number of 1-bits.
fn is_rare(v: u32, mask: u32) -> bool {
    (v & mask).count_ones().is_multiple_of(2)
}

/// The non-zero mask (below the first power of two above every value seen) under which the
/// fewest heaps are rare, given how many heaps have each value; O(bound²).
fn fewest_rare_heaps(histogram: &[usize; VALUE_BOUND]) -> u32 {
    let top = histogram.iter().rposition(|&count| count > 0).unwrap_or(0);
    let bound = (top + 1).next_power_of_two() as u32;
    // Mask 0 would make every value rare and leave no common value to look for.
    (1..bound.max(2))
        .min_by_key(|&m| {
            (0..bound).filter(|&v| is_rare(v, m)).map(|v| histogram[v as usize]).sum::<usize>()
        })
        .unwrap_or(1)
}
