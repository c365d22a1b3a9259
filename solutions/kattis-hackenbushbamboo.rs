//! Kattis Hackenbush Bamboo: green Hackenbush on stalks of given heights; print the position's
//! nimber as `*k`.
//!
//! Idea: by the colon principle a stalk of h green edges is *h (each edge carries the stalk
//! above it and adds one); the stalks stand side by side on the ground, so their nimbers add by
//! nim-sum (XOR). O(n).

use cgt::impartial::nimber::nim_sum;
use proconio::input;

fn main() {
    input! { n: usize, heights: [u64; n] }
    println!("*{}", nim_sum(heights));
}
