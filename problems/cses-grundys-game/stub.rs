//! Grundy's Game — your attempt. The statement: problems/cses-grundys-game/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch cses-grundys-game` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { t: usize, heaps: [usize; t] }
    let mut out = String::new();
    for wins in first_player_wins(&heaps) {
        out.push_str(if wins { "first\n" } else { "second\n" });
    }
    print!("{out}");
}

/// For each starting heap size in `heaps`, whether the player who moves first wins (a move
/// divides one heap into two non-empty heaps of different sizes).
fn first_player_wins(heaps: &[usize]) -> Vec<bool> {
    todo!("who wins each of the {} starting heaps?", heaps.len())
}
