//! `coins-134-judge shrink`: the problem's own shrink candidates as one JSON array, each a
//! valid input no longer than the one given; an invalid input is refused.

use std::io::Write as _;
use std::process::{Command, Output, Stdio};

use coins_134::Coins134;
use kit::judged::Judged;

fn judge_shrink(input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_coins-134-judge"))
        .arg("shrink")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn candidates_are_a_json_array_of_valid_smaller_inputs() {
    let input = "3\n999999999999999997 misere\n5 normal\n40 normal\n";
    let output = judge_shrink(input);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let candidates: Vec<String> = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(
        candidates[..3],
        ["1\n999999999999999997 misere\n", "1\n5 normal\n", "1\n40 normal\n"]
    );
    for candidate in &candidates {
        assert!(
            Coins134::read(candidate).is_ok() && candidate.len() <= input.len(),
            "{candidate:?}"
        );
    }
    // Lowering a heap by whole periods keeps every answer.
    let second = |text: &str| Coins134::print(&Coins134::second(&Coins134::read(text).unwrap()));
    let answer = second(input);
    let lowered: Vec<&String> = candidates.iter().filter(|c| c.starts_with("3\n")).collect();
    assert!(lowered.len() >= 4, "{candidates:?}");
    for candidate in lowered {
        assert_eq!(second(candidate), answer, "{candidate:?}");
    }
}

#[test]
fn an_invalid_input_is_refused() {
    let output = judge_shrink("2\n5 normal\n");
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stdout.is_empty());
}
