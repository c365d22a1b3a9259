//! Misère octal games: a code `d0.d1d2d3` gives the moves on a heap; for each sum of heaps (up
//! to 10 counters each), does the player to move win when the player who makes the last move
//! loses?
//!
//! Idea: misère sums do not add up by Grundy values, but the sums of heaps up to 10 fall into
//! finitely many classes, the misère quotient (Plambeck–Siegel), guaranteed at most 2000
//! elements. The lib computes the quotient heap by heap for heaps up to the largest heap
//! asked; a line is its multiplicity vector, whose element (and so whether it is a P-position)
//! the quotient gives in O(10). O(quotient) once, then O(k) a line.

use std::fmt::Write;

use cgt::{MisereQuotient, OctalCode, TakeBreak};
use proconio::input;

/// The most elements the input's quotient may have: the statement's guarantee (the problem's
/// `[params] quotient_max`, which its tests check this against).
const QUOTIENT_MAX: usize = 2000;

fn main() {
    input! {
        code: String,
        q: usize,
    }
    let code: OctalCode = code.parse().expect("a valid octal code");
    let mut positions = Vec::with_capacity(q);
    for _ in 0..q {
        input! {
            k: usize,
            heaps: [usize; k],
        }
        positions.push(heaps);
    }
    let largest = positions.iter().flatten().copied().max().unwrap_or(1);
    let quotient =
        MisereQuotient::take_break_with_limit(&TakeBreak::octal(&code), largest, QUOTIENT_MAX)
            .expect("the quotient is guaranteed finite and small");
    let mut out = String::with_capacity(q * 7);
    let mut counts = vec![0u64; largest];
    for heaps in &positions {
        counts.fill(0);
        for &h in heaps {
            counts[h - 1] += 1;
        }
        writeln!(out, "{}", quotient.outcome(&counts).winner()).expect("writing to a String");
    }
    print!("{out}");
}
