//! The stub of the CSES heap katas that share one input format (cses-nim-game-1,
//! cses-nim-game-2, cses-another-game: t tests of n heaps, `first` or `second` each):
//! `cargo kata start` writes it as the attempt, under a header naming the kata.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { t: usize }
    let mut out = String::new();
    for _ in 0..t {
        input! { n: usize, heaps: [u64; n] }
        out.push_str(if first_player_wins(&heaps) { "first\n" } else { "second\n" });
    }
    print!("{out}");
}

/// Whether the player to move wins on `heaps`, a move being what the kata's rules allow.
fn first_player_wins(heaps: &[u64]) -> bool {
    todo!("who wins on the heaps {heaps:?}?")
}
