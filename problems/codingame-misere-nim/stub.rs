//! Misère Nim — your attempt. The statement: problems/codingame-misere-nim/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch codingame-misere-nim` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { n: usize, k: usize }
    let mut out = String::new();
    for _ in 0..k {
        input! { heaps: [u64; n] }
        let moves: Vec<String> =
            winning_moves(&heaps).iter().map(|(i, a)| format!("{i}:{a}")).collect();
        if moves.is_empty() {
            out.push_str("CONCEDE\n");
        } else {
            out.push_str(&(moves.join(" ") + "\n"));
        }
    }
    print!("{out}");
}

/// Every move `(i, a)` (take `a` objects from heap `i`, 1-based) that wins for the player to
/// move on `heaps` when whoever takes the last object loses, sorted by `i` then `a`; empty
/// when the player to move cannot win.
fn winning_moves(heaps: &[u64]) -> Vec<(usize, u64)> {
    todo!("the winning moves on the heaps {heaps:?}")
}
