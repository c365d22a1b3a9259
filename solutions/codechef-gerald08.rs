//! CodeChef GERALD08 Chef and Tree Game: a rooted tree of black and white edges; Chef deletes
//! a black edge, Ksen a white one, and whatever is cut off from the root falls; who cannot
//! move loses. Print the winner when Chef moves first and when he moves second.
//!
//! Idea: blue-red Hackenbush (black = blue = Chef). The tree is a number v, by the tree rule
//! (a blue edge carrying v is worth (v + p) / 2^(p-1), p the least integer >= 1 with
//! v + p > 1; red mirrors it; siblings add), computed exactly with big dyadic numerators.
//! v > 0: Chef wins both; v < 0: Ksen both; v = 0: the second player. O(n²/32) word
//! operations at worst (a long alternating path), iterative.

use std::fmt::Write;

use cgt::partizan::hackenbush::{Colour, trees::tree_value};
use proconio::input;

fn main() {
    input! { t: usize }
    let mut out = String::new();
    for _ in 0..t {
        input! { n: usize, edges: [(usize, usize, u8); n - 1] }
        let edges: Vec<(usize, usize, Colour)> = edges
            .into_iter()
            .map(|(u, v, c)| (u, v, if c == 0 { Colour::Blue } else { Colour::Red }))
            .collect();
        let line = match tree_value(n + 1, &edges, 1).signum() {
            1 => "Chef Chef",
            -1 => "Ksen Ksen",
            _ => "Ksen Chef",
        };
        writeln!(out, "{line}").expect("writing to a String");
    }
    print!("{out}");
}
