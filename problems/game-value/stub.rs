//! Game Value — your attempt. The statement: problems/game-value/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch game-value` judges every save.
#![allow(clippy::todo)]

use std::io::Read;

fn main() {
    // An expression may contain spaces: read the input line by line.
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("reading stdin");
    let mut lines = input.lines();
    let q: usize = lines.next().expect("the first line").trim().parse().expect("Q");
    for expression in lines.take(q) {
        println!("{}", report(expression));
    }
}

/// The answer line of the game written as `expression`: its outcome letter, left stop, right
/// stop, temperature and canonical form, separated by single spaces (`O Ls Rs T C`).
fn report(expression: &str) -> String {
    todo!("outcome, stops, temperature and canonical form of {expression}?")
}
