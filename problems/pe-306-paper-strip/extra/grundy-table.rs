//! Paper-strip Game by the Grundy recurrence up to N: right, but O(N²) time and O(N) memory,
//! hopeless for N near 10^18 (expected TLE on the large cases).

use cgt::mex;
use proconio::input;

fn main() {
    input! {
        n: usize,
    }
    let mut g: Vec<u32> = vec![0, 0];
    let mut wins = 0u64;
    for len in 2..=n {
        let value = mex((0..=(len - 2) / 2).map(|i| g[i] ^ g[len - 2 - i]));
        g.push(value);
        if value != 0 {
            wins += 1;
        }
    }
    println!("{wins}");
}
