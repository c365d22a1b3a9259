//! TopCoder SRM 216 Roxor: 2..=15 piles of up to 1000 stones; a move takes a stone from a pile
//! i and adds one to piles j and k (i < j ≤ k); the last mover wins. Return the winning move
//! {i, j, k} with the least i, then j, then k, or {} if there is none.
//!
//! Idea: every stone is a game of its own (its moves never touch the other stones), so the
//! position is a sum: a stone on pile i has the Grundy value mex{g(j) ^ g(k) : i < j ≤ k}
//! (the lib's mex), and the position's value is the nim-sum of g(i) over the piles with an
//! odd count (equal stones cancel). A move (i, j, k) wins iff it changes the nim-sum by exactly
//! g(i) ^ g(j) ^ g(k) = the nim-sum. O(n³).
//! Input (TopCoder convention): the length of piles; the piles.

use cgt::{Nimber, mex, nim_sum};
use proconio::input;

fn main() {
    input! {
        n: usize,
        piles: [u32; n],
    }
    // Grundy values from the last pile (no move: 0) down.
    let mut grundy = vec![Nimber::ZERO; n];
    for i in (0..n).rev() {
        grundy[i] = mex((i + 1..n)
            .flat_map(|j| (j..n).map(move |k| (j, k)))
            .map(|(j, k)| grundy[j] ^ grundy[k]));
    }
    let total = nim_sum((0..n).filter(|&i| piles[i] % 2 == 1).map(|i| grundy[i]));
    let best = (0..n)
        .filter(|&i| piles[i] > 0)
        .flat_map(|i| (i + 1..n).flat_map(move |j| (j..n).map(move |k| (i, j, k))))
        .find(|&(i, j, k)| grundy[i] ^ grundy[j] ^ grundy[k] == total);
    match best {
        Some((i, j, k)) => println!("3\n{i} {j} {k}"),
        None => println!("0\n"),
    }
}
