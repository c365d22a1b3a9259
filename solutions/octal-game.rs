//! Octal game: a code `d0.d1d2d3d4` says which moves are allowed on a heap (take k counters
//! leaving nothing, one heap, or two heaps); for each position (a row of heaps, up to 10^18
//! each), does the player to move win?
//!
//! Idea: the row is a sum of single heaps, so the player to move wins iff the nim-sum of the
//! heaps' Grundy values is non-zero. The lib computes the nim-sequence (sparse-value method) on
//! 64, 128, … values until it covers the largest heap or its period is certified by the octal
//! periodicity theorem (then any heap is an O(1) lookup); the constraints promise one of the
//! two within 2^13 values, except for the sparse codes 0.16 and 0.161, whose sequence is then
//! computed straight up to the largest heap (at most 10^6). O(L² · digits) worst case for the
//! table of L ≤ 2^13 values (far less for codes with rare values), near-linear for the sparse
//! codes' 10^6, then O(1) a heap.

use std::fmt::Write;

use cgt::{NimSequence, Nimber, OctalCode, Outcome, Periodic, TakeBreak, nim_sum};
use proconio::input;

/// Grundy values of single heaps: a table covering every heap asked, or a certified period.
enum Values {
    Table(NimSequence),
    Certified(Periodic<Nimber>),
}

impl Values {
    fn at(&self, heap: u64) -> Nimber {
        match self {
            Values::Table(values) => values.get(heap as usize),
            Values::Certified(periodic) => periodic.at(heap),
        }
    }
}

fn main() {
    input! {
        code: String,
        q: usize,
    }
    let code: OctalCode = code.parse().expect("a valid octal code");
    let game = TakeBreak::octal(&code);
    let mut positions = Vec::with_capacity(q);
    for _ in 0..q {
        input! {
            c: usize,
            heaps: [u64; c],
        }
        positions.push(heaps);
    }
    let largest = positions.iter().flatten().copied().max().unwrap_or(0);
    let mut len = 64;
    let values = loop {
        let seq = game.nim_sequence(len);
        if len as u64 > largest {
            break Values::Table(seq);
        }
        if let Ok(periodic) = game.certified_period(seq.values()) {
            break Values::Certified(periodic);
        }
        // Past 2^13 values only the sparse codes are left: straight to the largest heap.
        len = if len >= 1 << 13 { largest as usize + 1 } else { 2 * len };
    };
    let mut out = String::with_capacity(q * 7);
    for heaps in &positions {
        let sum = nim_sum(heaps.iter().map(|&h| values.at(h)));
        writeln!(out, "{}", Outcome::from_grundy(sum).winner()).expect("writing to a String");
    }
    print!("{out}");
}
