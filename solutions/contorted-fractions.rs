//! Contorted fractions: boxes holding rationals; Left may lower a box's number, Right raise
//! it, always to a number of smaller denominator (integers: to integers of smaller absolute
//! value). Print the value of each row of boxes.
//!
//! Idea: a box's value is an increasing number, so each player keeps one option, the nearest
//! Stern–Brocot parent, and `[x]` is the simplest number between its parents' values — which
//! for `x = [a0; a1, …, an]` is `a0 + Σ_k (−1)^{k+1} 2^{1 − (a1 + … + ak)}` (Minkowski's
//! question mark shifted to `⌊x⌋`), with denominator `2^{a1 + … + an − 1}` ≤ 2^60. So each box
//! is an exact integer multiple of 2^-60, at most 10^9 · 2^60 ≈ 2^90 in absolute value, and a
//! row of 2·10^5 of them sums in an i128.
//!
//! Complexity: O(log q) per box (Euclid), O(total input) overall.

use cgt::partizan::contorted::FractionBox;
use proconio::input;
use std::fmt::Write;

/// All values are multiples of 2^-FIXED.
const FIXED: u32 = 60;

/// The value of a box times 2^FIXED.
fn fixed_value(x: &FractionBox) -> i128 {
    let (floor, quotients) = x.continued_fraction();
    let mut value = i128::from(floor) << FIXED;
    let mut sum = 0;
    for (k, &a) in quotients.iter().enumerate() {
        sum += a as u32;
        let term = 1i128 << (FIXED + 1 - sum);
        value += if k % 2 == 0 { term } else { -term };
    }
    value
}

fn main() {
    input! { t: usize }
    let mut out = String::new();
    for _ in 0..t {
        input! { k: usize, boxes: [String; k] }
        let total: i128 =
            boxes.iter().map(|b| fixed_value(&b.parse().expect("a reduced fraction"))).sum();
        if total & ((1 << FIXED) - 1) == 0 {
            writeln!(out, "{}", total >> FIXED).unwrap();
        } else {
            let zeros = total.trailing_zeros();
            writeln!(out, "{}/2^{}", total >> zeros, FIXED - zeros).unwrap();
        }
    }
    print!("{out}");
}
