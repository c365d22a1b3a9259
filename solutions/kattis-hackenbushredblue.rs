//! Kattis hackenbushredblue (format assumed): the value of a blue-red Hackenbush picture of
//! at most 20 edges, cycles allowed, printed as `a/2^b`.
//!
//! Idea: a blue-red picture is a number: the simplest number strictly between Left's best
//! and Right's best option. An edge set joined to the ground has its options among the
//! smaller sets, so the sets are valued in increasing order into one table. Values are exact
//! integers in units of 2^-20 (a picture of m edges has denominators below 2^m and absolute
//! value at most m). What stays joined to the ground is a flood over edges sharing an end.
//!
//! Complexity: O(2^m · m · m) word operations, O(2^m) memory.

use proconio::input;
use proconio::marker::Chars;

/// Values are integers in units of 2^-SCALE.
const SCALE: u32 = 20;
const ONE: i64 = 1 << SCALE;

/// The simplest number strictly between `lo` and `hi` (absent: unbounded), in units.
fn simplest_between(lo: Option<i64>, hi: Option<i64>) -> i64 {
    let above = |x: i64| lo.is_none_or(|l| x > l);
    let below = |x: i64| hi.is_none_or(|h| x < h);
    if above(0) && below(0) {
        return 0;
    }
    // The integer nearest zero inside, if any.
    let k = match (lo, hi) {
        (Some(l), _) if l >= 0 => l.div_euclid(ONE) + 1,
        (_, Some(h)) => -((-h).div_euclid(ONE) + 1),
        _ => unreachable!("0 lies inside when both ends are missing or straddle it"),
    };
    if above(k * ONE) && below(k * ONE) {
        return k * ONE;
    }
    // Otherwise the interval lies within one unit: the multiple of the largest 2^-e inside.
    let (l, h) = (lo.expect("bounded below"), hi.expect("bounded above"));
    (1..=SCALE)
        .map(|e| 1i64 << (SCALE - e))
        .find_map(|step| {
            let x = (l.div_euclid(step) + 1) * step;
            (x < h).then_some(x)
        })
        .expect("a multiple of 2^-20 lies strictly between two distinct values")
}

fn main() {
    input! { _n: usize, m: usize, edges: [(usize, usize, Chars); m] }
    let ends = |i: usize| [edges[i].0, edges[i].1];
    let touching: Vec<u32> = (0..m)
        .map(|i| {
            (0..m)
                .filter(|&j| ends(i).iter().any(|x| ends(j).contains(x)))
                .fold(0, |s, j| s | 1 << j)
        })
        .collect();
    let on_ground = (0..m).filter(|&i| ends(i).contains(&0)).fold(0u32, |s, i| s | 1 << i);
    let grounded = |set: u32| -> u32 {
        let (mut reached, mut frontier) = (set & on_ground, set & on_ground);
        while frontier != 0 {
            let mut next = 0;
            let mut rest = frontier;
            while rest != 0 {
                next |= touching[rest.trailing_zeros() as usize];
                rest &= rest - 1;
            }
            frontier = next & set & !reached;
            reached |= frontier;
        }
        reached
    };
    let blue = (0..m).filter(|&i| edges[i].2[0] == 'B').fold(0u32, |s, i| s | 1 << i);
    let mut value = vec![0i64; 1 << m];
    for set in 1..1u32 << m {
        if grounded(set) != set {
            continue;
        }
        let (mut best_left, mut best_right) = (None::<i64>, None::<i64>);
        let mut rest = set;
        while rest != 0 {
            let i = rest.trailing_zeros();
            rest &= rest - 1;
            let v = value[grounded(set & !(1 << i)) as usize];
            if blue >> i & 1 == 1 {
                best_left = Some(best_left.map_or(v, |b| b.max(v)));
            } else {
                best_right = Some(best_right.map_or(v, |b| b.min(v)));
            }
        }
        value[set as usize] = simplest_between(best_left, best_right);
    }
    let v = value[grounded((1u32 << m) - 1) as usize];
    // Reduce v / 2^SCALE.
    let shift = if v == 0 { SCALE } else { v.trailing_zeros().min(SCALE) };
    println!("{}/2^{}", v >> shift, SCALE - shift);
}
