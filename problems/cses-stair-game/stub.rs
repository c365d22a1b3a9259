//! Stair Game — your attempt. The statement: problems/cses-stair-game/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch cses-stair-game` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { t: usize }
    let mut out = String::new();
    for _ in 0..t {
        input! { n: usize, balls: [u64; n] }
        out.push_str(if first_player_wins(&balls) { "first\n" } else { "second\n" });
    }
    print!("{out}");
}

/// Whether the player to move wins the staircase whose stair `i + 1` holds `balls[i]` balls
/// (a move brings balls from a stair k ≥ 2 down to stair k − 1).
fn first_player_wins(balls: &[u64]) -> bool {
    todo!("who wins the staircase {balls:?}?")
}
