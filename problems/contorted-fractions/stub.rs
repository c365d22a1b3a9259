//! Contorted Fractions — your attempt. The statement: problems/contorted-fractions/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch contorted-fractions` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { t: usize }
    let mut out = String::new();
    for _ in 0..t {
        input! { k: usize, tokens: [String; k] }
        let boxes: Vec<(i64, u64)> = tokens.iter().map(|token| parse_box(token)).collect();
        let (mut a, mut e) = row_value(&boxes);
        while e > 0 && a % 2 == 0 {
            (a, e) = (a / 2, e - 1);
        }
        out.push_str(&if e == 0 { format!("{a}\n") } else { format!("{a}/2^{e}\n") });
    }
    print!("{out}");
}

/// A box `p` or `p/q` as the pair `(p, q)`, with `q = 1` for an integer.
fn parse_box(token: &str) -> (i64, u64) {
    match token.split_once('/') {
        Some((p, q)) => (p.parse().expect("a numerator"), q.parse().expect("a denominator")),
        None => (token.parse().expect("an integer"), 1),
    }
}

/// The value of a row of boxes, each box `(p, q)` holding the number p/q in lowest terms
/// (`q = 1` for an integer), as a dyadic rational `a / 2^e` returned as `(a, e)`; it need not
/// be reduced (it is printed reduced).
fn row_value(boxes: &[(i64, u64)]) -> (i128, u32) {
    todo!("the value of the row {boxes:?}")
}
