//! cses-nim-game-2 with plain Nim's rule: the first player wins iff the nim-sum of the heap
//! sizes is not 0 — as if a move could take any number of sticks. Expected WA.

use proconio::input;

fn main() {
    input! {
        t: usize,
    }
    for _ in 0..t {
        input! {
            n: usize,
            heaps: [u64; n],
        }
        let sum = heaps.iter().fold(0, |sum, &x| sum ^ x);
        println!("{}", if sum != 0 { "first" } else { "second" });
    }
}
