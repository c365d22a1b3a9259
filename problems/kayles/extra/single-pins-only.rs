//! kayles with a classic slip: only moves that knock a single pin are searched (a nim-sum
//! by the right Grundy values, but `First c 2` is never printed, and a row won only by a
//! double knock, such as `II`, is answered `Second`). Expected WA.

use std::fmt::Write;

use cgt::{Nimber, OctalCode, Periodic, TakeBreak};
use proconio::input;
use proconio::marker::Bytes;

/// Kayles' nim-sequence in its certified periodic form: the prefix computed grows until the
/// lib's certificate holds (168 values suffice).
fn kayles_values() -> Periodic<Nimber> {
    let kayles = TakeBreak::octal(&"0.77".parse::<OctalCode>().expect("a valid octal code"));
    let mut len = 64;
    loop {
        if let Ok(periodic) = kayles.certified_period(kayles.nim_sequence(len).values()) {
            return periodic;
        }
        len *= 2;
    }
}

/// A winning move knocking one pin `(column, 1)` (0-based column) on a row whose runs `(start, length)`
/// have nim-sum `total != 0`, given the Grundy values `g`.
fn winning_move(runs: &[(usize, usize)], total: Nimber, g: &[Nimber]) -> Option<(usize, usize)> {
    runs.iter().find_map(|&(start, len)| {
        let want = total ^ g[len];
        (0..len).find_map(|left| {
            (1..=1)
                .find(|&k| g[left] ^ g[len - left - k] == want)
                .map(|k| (start + left, k))
        })
    })
}

fn main() {
    input! {
        t: usize,
        rows: [Bytes; t],
    }
    let periodic = kayles_values();
    let longest = rows.iter().map(Vec::len).max().unwrap_or(0);
    let g: Vec<Nimber> = (0..=longest as u64).map(|n| periodic.at(n)).collect();
    let mut out = String::new();
    for row in rows {
        let mut runs = Vec::new();
        let mut start = 0;
        for (i, &b) in row.iter().chain(b".").enumerate() {
            if b == b'.' {
                if i > start {
                    runs.push((start, i - start));
                }
                start = i + 1;
            }
        }
        let total: Nimber = runs.iter().map(|&(_, len)| g[len]).sum();
        match (!total.is_zero()).then(|| winning_move(&runs, total, &g)).flatten() {
            Some((column, count)) => writeln!(out, "First {} {count}", column + 1),
            None => writeln!(out, "Second"),
        }
        .expect("writing to a String");
    }
    print!("{out}");
}
