//! Hackenbush: for each picture of blue (Left), red (Right) and green (either) edges on the
//! ground, print its outcome class and canonical form.
//!
//! Idea: a position is the set of edges still joined to the ground (a bitmask of at most 16
//! edges); after each chop what falls is dropped, and the position splits into parts that
//! meet only at the ground, whose values add. Each part is valued once (a transposition
//! table), its canonical form built from its options' by the lib's hash-consed `GameStore`.
//!
//! Complexity: at most 2^m distinct parts a picture, each O(m²) to expand plus one
//! canonicalisation of its options (polynomial in the sizes of their canonical forms).

use cgt::partizan::GameStore;
use cgt::partizan::hackenbush::Colour;
use cgt::partizan::hackenbush::picture::Picture;
use proconio::input;
use proconio::marker::Chars;
use std::fmt::Write;

fn main() {
    input! { t: usize }
    let mut store = GameStore::new();
    let mut out = String::new();
    for _ in 0..t {
        input! { n: usize, m: usize, edges: [(usize, usize, Chars); m] }
        let edges = edges
            .into_iter()
            .map(|(u, v, c)| {
                let colour = match c[0] {
                    'B' => Colour::Blue,
                    'R' => Colour::Red,
                    _ => Colour::Green,
                };
                (u, v, colour)
            })
            .collect();
        let g = Picture::new(n, edges).value(&mut store);
        writeln!(out, "{} {}", store.outcome(g), store.to_notation(g))
            .expect("writing to a String");
    }
    print!("{out}");
}
