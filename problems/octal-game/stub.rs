//! Octal Game — your attempt. The statement: problems/octal-game/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch octal-game` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { code: String, q: usize }
    let positions: Vec<Vec<u64>> = (0..q)
        .map(|_| {
            input! { heaps: [u64] }
            heaps
        })
        .collect();
    let words: Vec<&str> = first_player_wins(&code, &positions)
        .into_iter()
        .map(|first| if first { "First" } else { "Second" })
        .collect();
    println!("{}", words.join("\n"));
}

/// For each position (its heap sizes), whether the player to move wins it in the octal game
/// of `code` (such as `0.77`).
fn first_player_wins(code: &str, positions: &[Vec<u64>]) -> Vec<bool> {
    todo!("who wins each of the {} positions of {code}?", positions.len())
}
