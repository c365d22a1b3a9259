//! The second method's reduction to boards of side at most 32, checked against the
//! dynamic-programming tables of the full boards (Grundy values and remoteness).

use cgt::impartial::knight::{grundy_table, remoteness_table};
use kit::knights::reduce;

/// Every square of every board up to this side is checked.
const CHECKED_N: u64 = 100;

#[test]
fn reduced_squares_keep_grundy_values_and_remoteness() {
    let small: Vec<_> = (0..=32).map(|n| (grundy_table(n), remoteness_table(n))).collect();
    for n in 1..=CHECKED_N {
        let (grundy, remoteness) = (grundy_table(n as usize), remoteness_table(n as usize));
        for x in 1..=n {
            for y in 1..=n {
                let r = reduce(n, x, y);
                assert!(r.n <= 32 && 1 <= r.lo && r.lo <= r.hi && r.hi <= r.n, "{r:?}");
                assert_eq!(r.shift % 2, 0, "{r:?}");
                let (g, rem) = &small[r.n as usize];
                let (i, j) = (r.lo as usize - 1, r.hi as usize - 1);
                let (a, b) = (x as usize - 1, y as usize - 1);
                assert_eq!(g[i][j], grundy[a][b], "grundy of ({x}, {y}) on {n}: {r:?}");
                assert_eq!(rem[i][j] + r.shift, remoteness[a][b], "remoteness ({x}, {y}) on {n}");
            }
        }
    }
}

#[test]
fn huge_boards_reduce_to_small_ones() {
    let n = 1_000_000_000;
    for (x, y) in [(1, 1), (n, n), (1, n), (n - 1, n), (n - 2, 7), (500_000_001, 3), (6, 999)] {
        let r = reduce(n, x, y);
        assert!(r.n <= 32 && r.lo <= r.hi && r.hi <= r.n, "({x}, {y}): {r:?}");
    }
    // Moving the far corner down by 4 keeps its type: the same small square, 4 less remoteness.
    let (far, nearer) = (reduce(n, n, n), reduce(n - 4, n - 4, n - 4));
    assert_eq!((far.n, far.lo, far.hi), (nearer.n, nearer.lo, nearer.hi));
    assert_eq!(far.shift, nearer.shift + 4);
}
