//! Kattis Hackenbush Purplehearts: a forest of blue and red edges on the ground (vertex i's
//! edge goes to its parent, or to the ground for -1); print its value p/2^q.
//!
//! Idea: blue-red Hackenbush values by the tree rule (a blue edge carrying v is worth
//! (v + p) / 2^(p-1), p the least integer >= 1 with v + p > 1; red mirrors it; siblings and
//! the trees on the ground add), exact with big numerators; printed reduced (p odd or q = 0).
//! O(n²/32) word operations at worst (a long alternating path), iterative.

use cgt::partizan::hackenbush::{Colour, trees::tree_value};
use proconio::input;
use proconio::marker::Bytes;

fn main() {
    input! { n: usize, parents: [i64; n], colours: Bytes }
    let edges: Vec<(usize, usize, Colour)> = (0..n)
        .map(|i| {
            let parent = usize::try_from(parents[i]).unwrap_or(0);
            let colour = if colours[i] == b'B' { Colour::Blue } else { Colour::Red };
            (i + 1, parent, colour)
        })
        .collect();
    let value = tree_value(n + 1, &edges, 0);
    println!("{}/2^{}", value.numerator(), value.exponent());
}
