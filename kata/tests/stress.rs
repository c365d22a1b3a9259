//! `cargo stress` finds a planted bug and shrinks the failing input to one question.

use std::path::Path;
use std::process::Command;

fn sizes(stdout: &str, label: &str) -> (usize, usize) {
    let line = stdout.lines().find(|l| l.trim_start().starts_with(label)).expect(label);
    let numbers: Vec<usize> =
        line.split(|c: char| !c.is_ascii_digit()).filter_map(|t| t.parse().ok()).collect();
    let (lines, tokens) = (numbers[numbers.len() - 3], numbers[numbers.len() - 2]);
    (lines, tokens)
}

#[test]
fn a_planted_bug_is_found_and_shrunk() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let fixture = root.join("kata/tests/fixtures/coins-134-planted-bug.rs");
    let out = Command::new(env!("CARGO_BIN_EXE_kata"))
        .current_dir(&root)
        .args(["stress", "coins-134", "--seed", "1", "--iterations", "200", "--file"])
        .arg(&fixture)
        .output()
        .expect("kata runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("fails: WA"), "{stdout}");
    let before = sizes(&stdout, "before shrinking:");
    let after = sizes(&stdout, "after");
    assert!(before.0 > 2 && after.0 < before.0, "{stdout}");
    // One question is left: the count line and the question itself.
    assert_eq!(after, (2, 3), "{stdout}");
    let input = stdout.split("--- input\n").nth(1).expect("the input is shown");
    let question = input.lines().nth(1).expect("a question");
    let n: u64 = question.split(' ').next().unwrap().parse().unwrap();
    assert!(question.ends_with("misere") && n >= 30 && n % 7 == 3, "{question}");
}

#[test]
fn a_correct_solution_survives() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let out = Command::new(env!("CARGO_BIN_EXE_kata"))
        .current_dir(&root)
        .args(["stress", "coins-134", "--iterations", "30"])
        .output()
        .expect("kata runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("no failure in 30 generated inputs"), "{stdout}");
}
