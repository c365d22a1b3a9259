//! Kattis Hackenbush Shrubbery: a forest of green edges, each standing on an earlier edge or
//! on the ground (-1); print the position's nimber as `*k`.
//!
//! Idea: the colon principle — a green edge carrying a tree of nimber v is worth *(v + 1), and
//! what stands on one vertex (or on the ground) adds by nim-sum; computed bottom-up without
//! recursion by the lib. O(n).

use cgt::partizan::hackenbush::green::tree_nimber;
use proconio::input;

fn main() {
    input! { n: usize, below: [i64; n] }
    // Vertex i + 1 is the top of edge i; vertex 0 is the ground.
    let edges: Vec<(usize, usize)> =
        below.iter().enumerate().map(|(i, &b)| (i + 1, usize::try_from(b).unwrap_or(0))).collect();
    println!("*{}", tree_nimber(n + 1, &edges, 0));
}
