//! Misère Octal Games — your attempt. The statement: problems/misere-octal/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch misere-octal` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { code: String, q: usize }
    let positions: Vec<Vec<usize>> = (0..q)
        .map(|_| {
            input! { k: usize, heaps: [usize; k] }
            heaps
        })
        .collect();
    let mut out = String::new();
    for first in first_player_wins(&code, &positions) {
        out.push_str(if first { "First\n" } else { "Second\n" });
    }
    print!("{out}");
}

/// For each position (its heap sizes), whether the player to move wins the octal game `code`
/// (e.g. `0.07`) under misère play, where the player who makes the last move loses.
fn first_player_wins(code: &str, positions: &[Vec<usize>]) -> Vec<bool> {
    todo!("who wins each of the {} positions of {code}?", positions.len())
}
