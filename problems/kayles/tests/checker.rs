//! The checker and the judge's Grundy table against the game's definition: on every row of up
//! to 9 columns the checker accepts exactly the moves a brute-force search on the row finds
//! winning, and it rejects malformed or illegal outputs.

use std::collections::HashMap;

use cgt::{OctalCode, TakeBreak};
use kayles::{GrundyTable, Kayles};
use kit::judged::Judged;

/// The checker's verdict on text, for a valid input.
fn check(input: &str, output: &str, answer: &str) -> Result<(), String> {
    let rows = Kayles::read(input).expect("a valid input");
    Kayles::check(&rows, output, answer).expect("Kayles has a checker")
}

/// Whether the player to move loses on `row`, by brute force on the row itself: they lose iff
/// no move (one pin, or two adjacent pins) leaves a row the next player loses.
fn lost(row: Vec<u8>, memo: &mut HashMap<Vec<u8>, bool>) -> bool {
    if let Some(&known) = memo.get(&row) {
        return known;
    }
    let mut result = true;
    for (c, k) in moves(&row) {
        if lost(after(&row, c, k), memo) {
            result = false;
            break;
        }
    }
    memo.insert(row, result);
    result
}

/// Every legal move `(column, count)`, 0-based column.
fn moves(row: &[u8]) -> Vec<(usize, usize)> {
    let mut moves = Vec::new();
    for c in 0..row.len() {
        for k in 1..=2 {
            if c + k <= row.len() && row[c..c + k].iter().all(|&b| b == b'I') {
                moves.push((c, k));
            }
        }
    }
    moves
}

fn after(row: &[u8], column: usize, count: usize) -> Vec<u8> {
    let mut after = row.to_vec();
    after[column..column + count].fill(b'.');
    after
}

/// Every row of 1 to 9 columns.
fn small_rows() -> Vec<Vec<u8>> {
    let mut rows = Vec::new();
    for len in 1..=9 {
        for code in 0..1u32 << len {
            rows.push((0..len).map(|i| if code >> i & 1 == 1 { b'I' } else { b'.' }).collect());
        }
    }
    rows
}

#[test]
fn accepts_exactly_the_winning_moves_of_small_rows() {
    let mut memo = HashMap::new();
    let (mut accepted, mut rejected) = (0, 0);
    for row in small_rows() {
        let text = String::from_utf8(row.clone()).expect("ASCII");
        let input = format!("1\n{text}\n");
        let rows = Kayles::read(&input).expect("a valid input");
        let answer = Kayles::print(&Kayles::naive(&rows).expect("naive reaches it"));
        let row_lost = lost(row.clone(), &mut memo);
        assert_eq!(answer == "Second\n", row_lost, "{text}: naive's answer {answer:?}");
        assert_eq!(check(&input, "Second\n", &answer).is_ok(), row_lost, "{text}: Second");
        for (c, k) in moves(&row) {
            let wins = lost(after(&row, c, k), &mut memo);
            let verdict = check(&input, &format!("First {} {k}\n", c + 1), &answer);
            assert_eq!(verdict.is_ok(), wins, "{text}: move {} {k}: {verdict:?}", c + 1);
            if wins {
                accepted += 1;
            } else {
                rejected += 1;
            }
        }
    }
    assert!(accepted > 500 && rejected > 500, "{accepted} accepted, {rejected} rejected");
}

#[test]
fn the_judges_table_certifies_kayles_period_and_agrees_with_the_lib() {
    let table = GrundyTable::get();
    assert_eq!(table.period(), (71, 12));
    let kayles = TakeBreak::octal(&"0.77".parse::<OctalCode>().expect("valid"));
    let values = kayles.nim_sequence(3000);
    let lib = kayles.certified_period(values.values()).expect("certified");
    for n in 0..3000 {
        assert_eq!(table.at(n), values.values()[n], "g({n})");
    }
    for n in (0..10_000_000).step_by(9973) {
        assert_eq!(table.at(n), lib.at(n as u64), "g({n})");
    }
}

#[test]
fn rejects_illegal_moves() {
    let input = "2\n.II.III\nII\n";
    let answer = "First 5 1\nFirst 1 2\n";
    assert_eq!(check(input, "First 5 1\nFirst 1 2\n", answer), Ok(()));
    for (output, reason) in [
        ("First 1 1\nFirst 1 2\n", "do not all hold pins"),
        ("First 4 2\nFirst 1 2\n", "do not all hold pins"),
        ("First 7 2\nFirst 1 2\n", "do not all hold pins"),
        ("First 8 1\nFirst 1 2\n", "do not all hold pins"),
        ("First 5 3\nFirst 1 2\n", "1 or 2 pins"),
        ("First 5 1\nFirst 2 2\n", "do not all hold pins"),
        ("First 5 1\nFirst 1 1\n", "opponent wins"),
        ("First 2 1\nFirst 1 2\n", "opponent wins"),
        ("First 999999999999 1\nFirst 1 2\n", "do not all hold pins"),
    ] {
        let verdict = check(input, output, answer);
        assert!(verdict.as_ref().is_err_and(|e| e.contains(reason)), "{output:?}: {verdict:?}");
    }
}

#[test]
fn rejects_malformed_outputs() {
    let input = "1\nII\n";
    let answer = "First 1 2\n";
    assert_eq!(check(input, "First 1 2", answer), Ok(()), "the final newline is optional");
    for output in [
        "",
        "\n",
        "First\n",
        "First 1\n",
        "First 1 2 3\n",
        "First  1 2\n",
        " First 1 2\n",
        "First\t1 2\n",
        "first 1 2\n",
        "FIRST 1 2\n",
        "First 01 2\n",
        "First 0 2\n",
        "First 1 -2\n",
        "First +1 2\n",
        "First 1\n2\n",
        "First 1 2\nSecond\n",
        "First 1 2\n\n",
        "Second 1 2\n",
        "First 99999999999999999999 2\n",
    ] {
        assert!(check(input, output, answer).is_err(), "accepted {output:?}");
    }
}

#[test]
fn rejects_second_on_a_win_and_a_move_on_a_loss() {
    let verdict = check("1\nIII\n", "Second\n", "First 2 1\n");
    assert!(verdict.is_err_and(|e| e.contains("wins")));
    let verdict = check("1\nI.I\n", "First 1 1\n", "Second\n");
    assert!(verdict.is_err_and(|e| e.contains("loses whatever")));
    assert_eq!(check("1\nI.I\n", "Second\n", "Second\n"), Ok(()));
}
