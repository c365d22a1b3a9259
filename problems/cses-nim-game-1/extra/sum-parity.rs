//! cses-nim-game-1 with a wrong rule: the first player wins iff the total number of sticks is
//! odd (true for heaps of one stick only). Expected WA.

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
        let total: u64 = heaps.iter().sum();
        println!("{}", if total % 2 == 1 { "first" } else { "second" });
    }
}
