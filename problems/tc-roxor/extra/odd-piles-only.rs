//! A known-wrong Roxor: the right Grundy values, but it only takes a stone from piles with an
//! odd count, missing winning moves from piles with an even, non-zero count.

use cgt::{mex, nim_sum};
use proconio::input;

fn main() {
    input! {
        n: usize,
        piles: [u32; n],
    }
    // Grundy values from the last pile (no move: 0) down.
    let mut grundy = vec![0u32; n];
    for i in (0..n).rev() {
        grundy[i] = mex((i + 1..n)
            .flat_map(|j| (j..n).map(move |k| (j, k)))
            .map(|(j, k)| grundy[j] ^ grundy[k]));
    }
    let total = nim_sum((0..n).filter(|&i| piles[i] % 2 == 1).map(|i| u64::from(grundy[i])));
    let best = (0..n)
        .filter(|&i| piles[i] % 2 == 1)
        .flat_map(|i| (i + 1..n).flat_map(move |j| (j..n).map(move |k| (i, j, k))))
        .find(|&(i, j, k)| u64::from(grundy[i] ^ grundy[j] ^ grundy[k]) == total.value());
    match best {
        Some((i, j, k)) => println!("3\n{i} {j} {k}"),
        None => println!("0\n"),
    }
}
