//! The stub of the four multi-knight katas (knights-sum, knights-selective,
//! knights-some-not-all, knights-conjunctive), which share one input format: `cargo kata start`
//! writes it as the attempt, under a header naming the kata.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { t: usize }
    let mut out = String::new();
    for _ in 0..t {
        input! { n: u64, k: usize, knights: [(u64, u64); k] }
        out.push_str(if first_player_wins(n, &knights) { "First\n" } else { "Second\n" });
    }
    print!("{out}");
}

/// Whether the first player wins on the `n`×`n` board with knights on these squares `(x, y)`,
/// a turn moving the knights as the kata's rule says.
fn first_player_wins(n: u64, knights: &[(u64, u64)]) -> bool {
    todo!("who wins with {} knights on the {n}x{n} board?", knights.len())
}
