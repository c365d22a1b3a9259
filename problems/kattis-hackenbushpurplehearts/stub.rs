//! Hackenbush Purplehearts — your attempt. The statement: problems/kattis-hackenbushpurplehearts/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch kattis-hackenbushpurplehearts` judges every save.
#![allow(clippy::todo)]

use proconio::input;
use proconio::marker::Bytes;

fn main() {
    input! { n: usize, parents: [i64; n], colours: Bytes }
    let (p, q) = forest_value(&parents, &colours);
    println!("{p}/2^{q}");
}

/// The value of the forest, blue counting positive, as `(p, q)` for p/2^q reduced (p odd, or
/// q = 0), p written in decimal with its sign: vertex `i + 1` hangs by an edge of colour
/// `colours[i]` (`b'B'` or `b'R'`) from vertex `parents[i]`, or from the ground when that is -1.
fn forest_value(parents: &[i64], colours: &[u8]) -> (String, u64) {
    todo!("the value of {} edges coloured {}", parents.len(), String::from_utf8_lossy(colours))
}
