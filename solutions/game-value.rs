//! Game value: for each partizan game written in the workspace notation (`{L|R}`, numbers,
//! `^`, `v`, `*n`, sums and negations), print its outcome class, left and right stops,
//! temperature and canonical form.
//!
//! Idea: the lib's hash-consed `GameStore` reads each expression straight into canonical
//! forms (dominated options removed, reversible ones bypassed, number-up-star values in
//! closed form), and keeps its sum, negation and comparison caches across the lines; stops
//! follow from the canonical form, the temperature from its thermograph with exact walls.
//!
//! Complexity: dominated by canonicalising the sums — polynomial in the sizes of the
//! canonical forms involved (each at most 2000 characters here); O(length) to print.

use std::io::{Read, Write};

use cgt::partizan::GameStore;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).expect("stdin");
    let mut rows = text.lines();
    let q: usize = rows.next().expect("Q").trim().parse().expect("Q");
    let mut store = GameStore::new();
    let mut out = String::new();
    for row in rows.take(q) {
        let g = store.parse(row).expect("a well-formed expression");
        let outcome = store.outcome(g);
        let (left, right) = (store.left_stop(g), store.right_stop(g));
        let temperature = store.temperature(g);
        let form = store.to_notation(g);
        out.push_str(&format!("{outcome} {left} {right} {temperature} {form}\n"));
    }
    std::io::stdout().write_all(out.as_bytes()).expect("stdout");
}
