//! Hackenbush Red Blue — your attempt. The statement: problems/kattis-hackenbushredblue/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch kattis-hackenbushredblue` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { n: usize, m: usize, edges: [(usize, usize, char); m] }
    let (a, b) = picture_value(n, &edges);
    println!("{a}/2^{b}");
}

/// The value of the picture, blue counting positive, as `(a, b)` for a/2^b in lowest terms (a
/// odd, or b = 0): vertices 0..=n, 0 the ground, and each edge `(u, v, colour)` joins u and v,
/// colour `'B'` or `'R'`.
fn picture_value(n: usize, edges: &[(usize, usize, char)]) -> (i64, u32) {
    todo!("the value of {} edges on the vertices 0..={n}", edges.len())
}
