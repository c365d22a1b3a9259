//! TopCoder SRM 338 CakeParty: up to 50 cakes of up to 2·10^9 pieces; a move eats at least one
//! piece of a cake with the most pieces; who eats the last piece wins. Return the first move
//! "CAKE C PIECES P" of optimal play, the string-smallest winning one (or the string-smallest
//! move at all in a lost position).
//!
//! Idea: while two or more cakes share the maximum, every move takes one of them out of that
//! group, like taking a Nim heap of one: the position is decided by the nim-sum of one 1-heap
//! per largest cake (the lib), and a lone largest cake is a win (its eater also picks the size
//! of the next group). The cake is the string-smallest index among the largest ones; the
//! amount is 1, or the unique amount that levels it with an odd group of second largest
//! cakes, or the string-smallest amount that brings it below an even group. O(n).
//! Input (TopCoder convention): the length of pieces; the pieces.

use cgt::{Outcome, nim_sum};
use proconio::input;

/// The string-smallest number in `lo..=hi`: `lo` among numbers of its length, else a power of
/// ten of some greater length (the smallest string of that length).
fn smallest_string_in(lo: u64, hi: u64) -> u64 {
    std::iter::successors(Some(10u64), |p| p.checked_mul(10))
        .filter(|&p| p > lo && p <= hi)
        .chain([lo])
        .min_by_key(ToString::to_string)
        .expect("lo is a candidate")
}

fn main() {
    input! {
        n: usize,
        pieces: [u64; n],
    }
    let top = *pieces.iter().max().expect("n >= 1");
    let largest: Vec<usize> = (0..n).filter(|&c| pieces[c] == top).collect();
    let cake = *largest.iter().min_by_key(|c| c.to_string()).expect("a largest cake");
    let one_heaps = nim_sum(largest.iter().map(|_| 1u32));
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
                    smallest_string_in(top - second + 1, top)
                }
            }
        }
    };
    println!("CAKE {cake} PIECES {eat}");
}
