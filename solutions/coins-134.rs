//! Coins {1, 3, 4}: for each heap n ≤ 10^18 and rule (normal or misère), does the player to
//! move win?
//!
//! Idea: both outcome sequences are eventually periodic; the lib finds the period at run time
//! and proves it by a repeated window of the last max(S) = 4 outcomes. Then each question is
//! one lookup. Complexity O(preperiod + period) once, O(1) per question.

use std::fmt::Write;

use cgt::{Play, SubtractionGame};
use proconio::input;

fn main() {
    input! {
        q: usize,
        questions: [(u64, String); q],
    }
    let game = SubtractionGame::new(&[1, 3, 4]);
    let normal = game.outcome_periodic(Play::Normal);
    let misere = game.outcome_periodic(Play::Misere);
    let mut out = String::with_capacity(q * 7);
    for (n, rule) in questions {
        let outcomes = if rule == "normal" { &normal } else { &misere };
        writeln!(out, "{}", outcomes.at(n).winner()).expect("writing to a String");
    }
    print!("{out}");
}
