//! Project Euler 301 "Nim", by size: for how many n in 1..=2^k (k ≤ 60) is the Nim position
//! (n, 2n, 3n) lost by the player to move?
//!
//! Idea: by Bouton's rule (the lib's nim-sum) the position is lost iff n ⊕ 2n ⊕ 3n = 0. As
//! 3n = n + 2n and a sum equals the xor exactly when no carry occurs, this says n & 2n = 0:
//! n has no two adjacent 1-bits. There are as many such n in 1..=2^k as k-bit strings without
//! two adjacent 1s (drop n = 0, add n = 2^k), and splitting those strings by their lowest bit
//! (a 0 under any such (k − 1)-bit string, or a 1 and a 0 under any such (k − 2)-bit string)
//! gives count(k) = count(k − 1) + count(k − 2) for k ≥ 3: Fibonacci numbers. The counts for
//! k ≤ 2 come from the nim-sum itself, over n ≤ 4. O(k) time.

use cgt::nim_sum;
use proconio::input;

/// Positions n in 1..=2^k with nim-sum n ⊕ 2n ⊕ 3n = 0, by enumeration (small k only).
fn losing_by_nim_sum(k: u32) -> u64 {
    (1..=1u64 << k).filter(|&n| nim_sum([n, 2 * n, 3 * n]).is_zero()).count() as u64
}

fn main() {
    input! {
        k: u32,
    }
    if k <= 2 {
        println!("{}", losing_by_nim_sum(k));
        return;
    }
    let (mut before, mut count) = (losing_by_nim_sum(1), losing_by_nim_sum(2));
    for _ in 3..=k {
        (before, count) = (count, before + count);
    }
    println!("{count}");
}
