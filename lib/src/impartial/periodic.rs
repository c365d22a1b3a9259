//! Eventually periodic sequences, and exact periodicity detection for
//! sequences defined by a recurrence over a sliding window.

use std::collections::HashMap;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

/// An eventually periodic sequence `a(0), a(1), ...`: `a(n + period) = a(n)`
/// for every `n >= preperiod`, stored as its first `preperiod + period` values.
///
/// # Constraints
///
/// `period >= 1` and `prefix.len() == preperiod + period`. Minimality is not
/// required, though [`detect_window_recurrence`] always returns the minimal
/// period and preperiod.
///
/// # Example
///
/// ```
/// use cgt::Periodic;
///
/// // 5, then 1, 2, 3 forever.
/// let seq = Periodic::new(1, 3, vec![5, 1, 2, 3]);
/// assert_eq!(seq.at(0), 5);
/// assert_eq!(seq.at(4), 1);
/// assert_eq!(seq.at(u64::MAX), 3); // (u64::MAX - 1) % 3 == 2
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Periodic<T> {
    preperiod: usize,
    period: usize,
    prefix: Vec<T>,
}

impl<T> Periodic<T> {
    /// The sequence with the given preperiod, period and first
    /// `preperiod + period` values.
    ///
    /// # Constraints
    ///
    /// `period >= 1` and `prefix.len() == preperiod + period`.
    ///
    /// # Panics
    ///
    /// If a constraint is broken.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::Periodic;
    ///
    /// let alternating = Periodic::new(0, 2, vec!['a', 'b']);
    /// assert_eq!(alternating.at(7), 'b');
    /// ```
    pub fn new(preperiod: usize, period: usize, prefix: Vec<T>) -> Self {
        assert!(period >= 1, "the period must be positive");
        assert!(
            preperiod.checked_add(period) == Some(prefix.len()),
            "the prefix must hold exactly preperiod + period values"
        );
        Periodic { preperiod, period, prefix }
    }

    /// Number of values before the periodic part starts.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::Periodic;
    ///
    /// assert_eq!(Periodic::new(2, 1, vec![0, 1, 2]).preperiod(), 2);
    /// ```
    pub fn preperiod(&self) -> usize {
        self.preperiod
    }

    /// Length of the repeating block.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::Periodic;
    ///
    /// assert_eq!(Periodic::new(2, 1, vec![0, 1, 2]).period(), 1);
    /// ```
    pub fn period(&self) -> usize {
        self.period
    }

    /// The values `a(0..preperiod + period)`.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::Periodic;
    ///
    /// assert_eq!(Periodic::new(2, 1, vec![0, 1, 2]).prefix(), [0, 1, 2]);
    /// ```
    pub fn prefix(&self) -> &[T] {
        &self.prefix
    }

    /// Index into the prefix holding `a(n)`.
    fn index(&self, n: u64) -> usize {
        let preperiod = self.preperiod as u64;
        let index =
            if n < preperiod { n } else { preperiod + (n - preperiod) % self.period as u64 };
        usize::try_from(index).expect("an index into the prefix fits in usize")
    }
}

impl<T: Copy> Periodic<T> {
    /// The value `a(n)`.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::Periodic;
    ///
    /// let seq = Periodic::new(1, 2, vec![9, 0, 1]);
    /// assert_eq!([seq.at(0), seq.at(1), seq.at(2), seq.at(3)], [9, 0, 1, 0]);
    /// ```
    pub fn at(&self, n: u64) -> T {
        self.prefix[self.index(n)]
    }
}

impl<T: PartialEq> Periodic<T> {
    /// How many `n` in `0..end` have `a(n) == *value`.
    ///
    /// # Complexity
    ///
    /// O(preperiod + period).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::Periodic;
    ///
    /// // Multiples of 4 in 1..=20 (TopCoder LongLongNim, moves {1, 2, 3}).
    /// let zero_mod_4 = Periodic::new(0, 4, vec![true, false, false, false]);
    /// assert_eq!(zero_mod_4.count(21, &true) - 1, 5);
    /// ```
    pub fn count(&self, end: u64, value: &T) -> u64 {
        let matches = |values: &[T]| values.iter().filter(|v| *v == value).count() as u64;
        let preperiod = self.preperiod as u64;
        if end <= preperiod {
            return matches(&self.prefix[..self.index(end)]);
        }
        let (head, cycle) = self.prefix.split_at(self.preperiod);
        let tail = end - preperiod;
        let period = self.period as u64;
        let partial = usize::try_from(tail % period).expect("less than the period");
        matches(head) + tail / period * matches(cycle) + matches(&cycle[..partial])
    }
}

/// The sequence `a(0), a(1), ...` with `a(n) = step(&[a(0), ..., a(n - 1)])`,
/// in its exact eventually periodic form, provided that for `n >= window` the
/// value `a(n)` depends only on the last `window` values `a(n - window..n)`.
///
/// Returns `None` iff the sequence does not repeat a window within its first
/// `max_len` values, that is iff `preperiod + period + window > max_len`.
///
/// **Why this is exact.** Write `W(i) = a(i - window..i)`. If `W(i) = W(j)`
/// with `window <= i < j`, then `a(n) = a(n + j - i)` for `n` in
/// `i - window..i`, and by induction through the recurrence for every
/// `n >= i - window`: the sequence is periodic with period `j - i` from
/// `i - window`, with no guessing. Conversely, if the minimal period is `p`
/// and the minimal preperiod is `s`, then `W(i) = W(i + q)` forces
/// `i - window >= s` and `p | q`; so the first `j` at which a window repeats
/// is `s + window + p`, it repeats `W(s + window)` only, and the result is
/// already minimal. Windows are found by a rolling hash, and every hash match
/// is verified by comparing the windows.
///
/// # Constraints
///
/// For every `n >= window`, `step` applied to `a(0..n)` is a function of
/// `a(n - window..n)` alone (before that it may use everything, including
/// `n`, the length of its argument).
///
/// # Complexity
///
/// Calls `step` at most `min(max_len, preperiod + period + window)` times;
/// besides those calls, O(1) expected time per value plus O(window) for the
/// verified match. Memory is linear in the number of values computed.
///
/// # Example
///
/// ```
/// use cgt::detect_window_recurrence;
///
/// // Fibonacci numbers modulo 10: the Pisano period is 60.
/// let fib = |a: &[u8]| match a {
///     [] => 0,
///     [_] => 1,
///     [.., x, y] => (x + y) % 10,
/// };
/// let seq = detect_window_recurrence(2, 1000, fib).unwrap();
/// assert_eq!((seq.preperiod(), seq.period()), (0, 60));
/// assert_eq!(seq.at(1_000_000_000_000), 5); // F(10^12) ends in 5
/// assert!(detect_window_recurrence(2, 61, fib).is_none());
/// ```
pub fn detect_window_recurrence<T: Copy + Eq + Hash>(
    window: usize,
    max_len: usize,
    mut step: impl FnMut(&[T]) -> T,
) -> Option<Periodic<T>> {
    let mut values: Vec<T> = Vec::new();
    let mut hash = RollingHash::new(window);
    let mut window_ends: HashMap<u64, Vec<usize>> = HashMap::new();
    loop {
        let end = values.len();
        if end >= window {
            let current = &values[end - window..];
            let ends = window_ends.entry(hash.value).or_default();
            let earlier = ends.iter().find(|&&i| &values[i - window..i] == current);
            if let Some(&start) = earlier {
                values.truncate(end - window);
                return Some(Periodic::new(start - window, end - start, values));
            }
            ends.push(end);
        }
        if end >= max_len {
            return None;
        }
        let next = step(&values);
        values.push(next);
        let outgoing = end.checked_sub(window).map(|i| &values[i]);
        hash.push(&next, outgoing);
    }
}

/// Polynomial hash, modulo the Mersenne prime 2^61 - 1, of the last `window`
/// values pushed.
struct RollingHash {
    value: u64,
    /// `BASE^window`, the weight a value has when it leaves the window.
    outgoing_weight: u64,
}

impl RollingHash {
    const MODULUS: u64 = (1 << 61) - 1;
    const BASE: u64 = 0x0123_4567_89ab_cdef;

    fn new(window: usize) -> Self {
        let mut outgoing_weight = 1;
        for _ in 0..window {
            outgoing_weight = Self::mul(outgoing_weight, Self::BASE);
        }
        RollingHash { value: 0, outgoing_weight }
    }

    fn mul(a: u64, b: u64) -> u64 {
        let product = u128::from(a) * u128::from(b) % u128::from(Self::MODULUS);
        u64::try_from(product).expect("reduced below the modulus")
    }

    fn digest<T: Hash>(value: &T) -> u64 {
        let mut hasher = DefaultHasher::new();
        value.hash(&mut hasher);
        hasher.finish() % Self::MODULUS
    }

    /// Appends `incoming`; `outgoing` is the value leaving the window, if any.
    fn push<T: Hash>(&mut self, incoming: &T, outgoing: Option<&T>) {
        let shifted = Self::mul(self.value, Self::BASE) + Self::digest(incoming);
        let removed =
            outgoing.map_or(0, |value| Self::mul(Self::digest(value), self.outgoing_weight));
        self.value = (shifted + Self::MODULUS - removed) % Self::MODULUS;
    }
}
