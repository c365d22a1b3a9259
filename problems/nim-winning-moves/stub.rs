//! Nim: every winning move — your attempt. The statement: problems/nim-winning-moves/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch nim-winning-moves` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { n: usize, piles: [u64; n] }
    let moves = every_winning_move(&piles);
    let mut out = format!("{}\n", moves.len());
    for (i, s) in moves {
        out.push_str(&format!("{i} {s}\n"));
    }
    print!("{out}");
}

/// Every winning move as `(i, s)`, take `s` stones from pile `i` (1-based), in increasing `i`.
fn every_winning_move(piles: &[u64]) -> Vec<(usize, u64)> {
    todo!("every winning move on {} piles", piles.len())
}
