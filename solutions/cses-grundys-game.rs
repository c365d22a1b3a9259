//! CSES 2207 Grundy's Game: a heap of n coins; a move splits one heap into two non-empty heaps
//! of different sizes; the player who cannot move loses. For each of t heaps, does the player
//! to move (`first`) or the other (`second`) win?
//!
//! Idea: Grundy values, computed rather than recalled (no appeal to the folklore that no heap
//! above 1222 is lost): the lib's sparse-value method (`TakeBreak::nim_sequence`) up to the
//! largest heap of the input; a heap is lost iff its value is 0. Complexity: the lib's method
//! up to max n (about linear times the rare heaps plus searches for rare values), then O(t).

use std::fmt::Write;

use cgt::TakeBreak;
use proconio::input;

fn main() {
    input! {
        t: usize,
        heaps: [usize; t],
    }
    let largest = heaps.iter().copied().max().unwrap_or(0);
    let sequence = TakeBreak::grundys_game().nim_sequence(largest + 1);
    let mut out = String::new();
    for n in heaps {
        writeln!(out, "{}", if sequence.get(n).is_zero() { "second" } else { "first" })
            .expect("writing to a String");
    }
    print!("{out}");
}
