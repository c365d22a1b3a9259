//! Col and Snort — your attempt. The statement: problems/col-snort/README.md.
//!
//! Replace the `todo!()` below; `cargo kata watch col-snort` judges every save.
#![allow(clippy::todo)]

use proconio::input;

fn main() {
    input! { t: usize }
    let mut out = String::new();
    for _ in 0..t {
        input! { game: String, h: usize, _width: usize, map: [String; h] }
        out.push_str(&(outcome_stops_temperature(&game, &map).join(" ") + "\n"));
    }
    print!("{out}");
}

/// For `game` (`col` or `snort`) played on the map whose rows are `map`: the outcome (`L`,
/// `R`, `P` or `N`), the left stop, the right stop and the temperature, each as the statement
/// prints it (numbers as integers or reduced fractions `a/b`).
fn outcome_stops_temperature(game: &str, map: &[String]) -> [String; 4] {
    todo!("{game} on the map {map:?}")
}
