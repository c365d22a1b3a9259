//! Bounds that tell a naive reference whether an input is within its reach: how many
//! positions a game-tree search could meet, counted without overflowing.

/// The binomial coefficient `C(a, b)` if it is at most `cap`, else `cap + 1`: the number of
/// multisets of `b` items from `a − b + 1` kinds (`C(k + n − 1, n)` for `n` items of `k` kinds)
/// bounds the positions of many sums of identical games.
///
/// # Panics
/// If `b > a` or `cap == u64::MAX`.
///
/// # Complexity
/// O(min(b, a − b)) multiplications in `u128`, stopping as soon as the partial product passes
/// `cap` (each partial product `C(a, i)` is exact and increasing while `i ≤ a / 2`).
///
/// # Example
/// ```
/// use kit::reach::binomial_capped;
///
/// assert_eq!(binomial_capped(10, 3, 1000), 120);
/// assert_eq!(binomial_capped(10, 3, 100), 101);
/// assert_eq!(binomial_capped(1_000_000, 500_000, 1 << 40), (1 << 40) + 1);
/// ```
pub fn binomial_capped(a: u64, b: u64, cap: u64) -> u64 {
    assert!(b <= a && cap < u64::MAX, "C({a}, {b}) capped at {cap}");
    let b = b.min(a - b);
    let mut c: u128 = 1;
    for i in 0..b {
        // Exact: C(a, i) · (a − i) / (i + 1) = C(a, i + 1).
        c = c * u128::from(a - i) / u128::from(i + 1);
        if c > u128::from(cap) {
            return cap + 1;
        }
    }
    u64::try_from(c).expect("at most cap")
}
