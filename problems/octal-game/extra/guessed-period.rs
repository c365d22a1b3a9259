//! Octal game with a period guessed, not certified: the nim-sequence's first 512 values, and
//! beyond them the shortest period seen over the last 256 values. Right for codes that settle
//! early, wrong for long or unknown periods (expected WA, e.g. on `0.106` or `4.7777`).

use std::fmt::Write;

use cgt::{OctalCode, Outcome, TakeBreak};
use proconio::input;

const LEN: usize = 512;

fn main() {
    input! {
        code: String,
        q: usize,
    }
    let code: OctalCode = code.parse().expect("a valid octal code");
    let g = TakeBreak::octal(&code).nim_sequence(LEN).values().to_vec();
    let period =
        (1..LEN / 2).find(|&p| (LEN - 256..LEN - p).all(|n| g[n] == g[n + p])).unwrap_or(LEN / 2);
    let at = |h: u64| -> u32 {
        let h = h as usize;
        if h < LEN { g[h] } else { g[LEN - period + (h - LEN) % period] }
    };
    let mut out = String::new();
    for _ in 0..q {
        input! {
            c: usize,
            heaps: [u64; c],
        }
        let sum = heaps.iter().fold(0, |x, &h| x ^ at(h));
        writeln!(out, "{}", Outcome::from_grundy(sum.into()).winner()).expect("writing to a String");
    }
    print!("{out}");
}
