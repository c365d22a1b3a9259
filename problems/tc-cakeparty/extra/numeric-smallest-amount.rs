//! A known-wrong CakeParty: the right game theory, but the numerically smallest winning amount
//! instead of the string-smallest one (wrong when the winning amounts cross a power of ten).

use cgt::{Outcome, nim_sum};
use proconio::input;

fn main() {
    input! {
        n: usize,
        pieces: [u64; n],
    }
    let top = *pieces.iter().max().expect("n >= 1");
    let largest: Vec<usize> = (0..n).filter(|&c| pieces[c] == top).collect();
    let cake = *largest.iter().min_by_key(|c| c.to_string()).expect("a largest cake");
    let one_heaps = nim_sum(largest.iter().map(|_| 1u64));
    let eat = if Outcome::from_grundy(one_heaps) == Outcome::P || largest.len() > 1 {
        1
    } else {
        match pieces.iter().copied().filter(|&p| p < top).max() {
            None => top,
            Some(second) => {
                let group = pieces.iter().filter(|&&p| p == second).count();
                if group % 2 == 1 {
                    top - second
                } else {
                    top - second + 1
                }
            }
        }
    };
    println!("CAKE {cake} PIECES {eat}");
}
