//! Project Euler 310 Nim Square: how many positions (a, b, c), 0 ≤ a ≤ b ≤ c ≤ N, of
//! three-heap Nim where a move removes a positive square number of stones from one heap are
//! lost by the player to move?
//!
//! Idea: the position is lost iff the nim-sum of the heaps' Grundy values is 0 (Sprague–Grundy);
//! the lib gives the Grundy table of the subtraction game whose set is the squares up to N.
//! Ordered triples with nim-sum 0 are counted from a histogram of the values, and Burnside's
//! lemma turns them into sorted ones. Complexity O(N·√N + G²) for G distinct Grundy values.

use cgt::{Nimber, SubtractionGame, nim_sum};
use proconio::input;

fn main() {
    input! {
        n: usize,
    }
    let squares: Vec<u64> = (1u64..).map(|r| r * r).take_while(|&s| s <= n as u64).collect();
    // N = 0 has no square to remove: the one heap size, 0, has value 0.
    let grundy = match squares.is_empty() {
        true => vec![Nimber::ZERO; n + 1],
        false => SubtractionGame::new(&squares).grundy_table(n),
    };
    let largest = grundy.iter().max().copied().unwrap_or_default().value();
    let values = (largest as usize + 1).next_power_of_two();
    let mut count = vec![0u64; values];
    for &g in &grundy {
        count[g.value() as usize] += 1;
    }
    // Ordered triples (a, b, c) with g(a) xor g(b) xor g(c) = 0.
    let mut ordered = 0u64;
    for x in 0..values {
        for y in 0..values {
            let z = nim_sum([x as u64, y as u64]).value() as usize;
            ordered += count[x] * count[y] * count[z];
        }
    }
    // Burnside over the 6 permutations of the heaps: a transposition fixes (a, a, c) with
    // g(c) = 0, a 3-cycle fixes (a, a, a) with g(a) = 0.
    let heaps = n as u64 + 1;
    let sorted = (ordered + 3 * heaps * count[0] + 2 * count[0]) / 6;
    println!("{sorted}");
}
