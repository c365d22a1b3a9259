//! Hackenbush — your attempt. The statement: problems/hackenbush/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch hackenbush` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { t: usize }
    let mut out = String::new();
    for _ in 0..t {
        input! { n: usize, m: usize, edges: [(usize, usize, char); m] }
        out += &report(n, &edges);
        out.push('\n');
    }
    print!("{out}");
}

/// The answer line of the picture with vertices `0..=n` (0 is the ground) and these edges
/// `(u, v, colour)`, the colour `'B'`, `'R'` or `'G'`: its outcome letter and canonical form,
/// separated by one space (`O C`).
fn report(n: usize, edges: &[(usize, usize, char)]) -> String {
    todo!("outcome and canonical form of a picture on {n} vertices with {} edges?", edges.len())
}
