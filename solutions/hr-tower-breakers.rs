//! HackerRank Tower Breakers: n towers of height m; a move lowers one tower of height x to a
//! proper divisor y of x (1 ≤ y < x); the player who cannot move loses. Which player wins?
//!
//! Idea: the towers are a disjunctive sum, so the first player wins iff the nim-sum of the n
//! towers' Grundy values is not 0 (Sprague–Grundy, from the lib). One tower's Grundy value
//! g(m) comes from the lib's memoised evaluation over the divisors of m. Parity argument: the
//! n values are equal and g ⊕ g = 0, so the nim-sum is g(m) when n is odd and 0 when n is
//! even; and g(m) ≠ 0 exactly when m > 1 (a tower above 1 can move to 1, whose value is 0).
//! Hence player 1 wins iff n is odd and m > 1. Complexity O(d(m)·√m) a test for the d(m)
//! divisors of m.

use std::fmt::Write;

use cgt::{GrundyMemo, Impartial, Outcome, Player, nim_sum};
use proconio::input;

/// One tower: lower a height x to a proper divisor of x.
struct Tower;

impl Impartial for Tower {
    type Position = u64;
    fn options(&self, &x: &u64) -> Vec<u64> {
        let mut options = Vec::new();
        let mut d = 1;
        while d * d <= x {
            if x % d == 0 {
                options.push(d);
                if d != 1 && d * d != x {
                    options.push(x / d);
                }
            }
            d += 1;
        }
        options.retain(|&y| y < x);
        options
    }
}

fn main() {
    input! {
        t: usize,
        tests: [(u64, u64); t],
    }
    let mut memo = GrundyMemo::new(Tower);
    let mut out = String::with_capacity(t * 2);
    for (n, m) in tests {
        let g = memo.grundy(&m);
        // n equal values: pairs cancel (g ⊕ g = 0), so only n mod 2 copies remain.
        let copies = if n % 2 == 1 { vec![g] } else { Vec::new() };
        let total = nim_sum(copies);
        let winner = Outcome::from_grundy(total);
        let player = if winner.winner() == Player::First { 1 } else { 2 };
        writeln!(out, "{player}").expect("writing to a String");
    }
    print!("{out}");
}
