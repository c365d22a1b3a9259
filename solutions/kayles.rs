//! Kayles: rows of pins with gaps; a move knocks down one pin or two adjacent pins, and the
//! player who cannot move loses. For each row print `Second`, or `First c k`: a winning move
//! knocking `k` pins from column `c`.
//!
//! Idea: Kayles is the octal game 0.77; the lib computes a prefix of its nim-sequence and
//! certifies the period (preperiod 71, period 12) by the octal periodicity theorem, so every
//! run's Grundy value is O(1). A row is lost iff the nim-sum of its runs is 0; otherwise some
//! run has a move to the value that makes it 0, found by trying every split of that run.
//! Complexity O(total length) after an O(1) start-up.

use std::fmt::Write;

use cgt::{Nimber, OctalCode, Periodic, TakeBreak, nim_sum};
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

/// A winning move `(column, count)` (0-based column) on a row whose runs `(start, length)`
/// have nim-sum `total != 0`, given the Grundy values `g`.
fn winning_move(runs: &[(usize, usize)], total: Nimber, g: &[Nimber]) -> Option<(usize, usize)> {
    runs.iter().find_map(|&(start, len)| {
        let want = total ^ g[len];
        (0..len).find_map(|left| {
            (1..=2.min(len - left))
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
        let total = nim_sum(runs.iter().map(|&(_, len)| g[len]));
        match (!total.is_zero()).then(|| winning_move(&runs, total, &g)).flatten() {
            Some((column, count)) => writeln!(out, "First {} {count}", column + 1),
            None => writeln!(out, "Second"),
        }
        .expect("writing to a String");
    }
    print!("{out}");
}
