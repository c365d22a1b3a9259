//! Kayles: a winning move — your attempt. The statement: problems/kayles/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch kayles` judges every save.
#![allow(clippy::todo)]

use proconio::input;
use proconio::marker::Bytes;

fn main() {
    input! { t: usize, rows: [Bytes; t] }
    let mut out = String::new();
    for answer in winning_knocks(&rows) {
        match answer {
            Some((c, k)) => out.push_str(&format!("First {c} {k}\n")),
            None => out.push_str("Second\n"),
        }
    }
    print!("{out}");
}

/// For each row (`b'I'` a pin, `b'.'` an empty place), a winning move `(c, k)`: knock down `k`
/// pins (1 or 2) from column `c` (1-based); `None` where the player to move loses.
fn winning_knocks(rows: &[Vec<u8>]) -> Vec<Option<(usize, usize)>> {
    todo!("a winning move, if any, in each of the {} rows", rows.len())
}
