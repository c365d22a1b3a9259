//! CodinGame Misère Nim: for each of up to 5 positions of Nim in which taking the last object
//! loses, print every winning move `i:a` (heap i, a objects), sorted, or `CONCEDE`.
//!
//! Idea: the lib's misère form of Bouton's rule lists every move to a misère P-position — at
//! most one a heap, so sorted by heap they are sorted. Complexity O(N) a position.

use std::fmt::Write;

use cgt::misere_winning_moves;
use proconio::input;

fn main() {
    input! {
        n: usize,
        k: usize,
        positions: [[u64; n]; k],
    }
    let mut out = String::new();
    for heaps in positions {
        let moves = misere_winning_moves(&heaps);
        if moves.is_empty() {
            writeln!(out, "CONCEDE").expect("writing to a String");
        } else {
            let line: Vec<String> =
                moves.iter().map(|(i, take)| format!("{}:{take}", i + 1)).collect();
            writeln!(out, "{}", line.join(" ")).expect("writing to a String");
        }
    }
    print!("{out}");
}
