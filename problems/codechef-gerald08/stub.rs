//! Chef and Tree Game — your attempt. The statement: problems/codechef-gerald08/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch codechef-gerald08` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { t: usize }
    let name = |chef: bool| if chef { "Chef" } else { "Ksen" };
    let mut out = String::new();
    for _ in 0..t {
        input! { n: usize, edges: [(usize, usize, u8); n - 1] }
        let (moving_first, moving_second) = chef_wins(n, &edges);
        out.push_str(&format!("{} {}\n", name(moving_first), name(moving_second)));
    }
    print!("{out}");
}

/// Whether Chef wins the tree on vertices `1..=n` (root 1; edges `(u, v, c)`, `c` 0 black,
/// Chef's, and 1 white, Ksen's) when he moves first, and when he moves second.
fn chef_wins(n: usize, edges: &[(usize, usize, u8)]) -> (bool, bool) {
    todo!("who wins on the vertices 1..={n} with the edges {edges:?}?")
}
