//! `cargo stress` finds a planted bug and shrinks the failing input to one question; the
//! problem's own shrinker (coins-134: heaps lowered by whole periods) beats the generic one;
//! under the shrunk input, the judge side explains why the certified answer is right.

use std::path::Path;
use std::process::Command;

fn sizes(stdout: &str, label: &str) -> (usize, usize) {
    let (lines, tokens, _) = sizes_and_bytes(stdout, label);
    (lines, tokens)
}

/// Lines, tokens and bytes of the line starting with `label` (`after 37 tries: 2 lines, …`).
fn sizes_and_bytes(stdout: &str, label: &str) -> (usize, usize, usize) {
    let line = stdout.lines().find(|l| l.trim_start().starts_with(label)).expect(label);
    let numbers: Vec<usize> =
        line.split(|c: char| !c.is_ascii_digit()).filter_map(|t| t.parse().ok()).collect();
    let n = numbers.len();
    (numbers[n - 3], numbers[n - 2], numbers[n - 1])
}

/// `kata stress coins-134` on the planted bug from `seed` (one input), plus `extra` flags:
/// its stdout, once it has exited 1 (a failure found).
fn stress_planted_bug(seed: &str, extra: &[&str]) -> String {
    stress_planted_bug_in("coins-134", seed, extra)
}

/// `kata stress <slug>` on the problem's planted bug (`kata/tests/fixtures/<slug>-planted-bug.rs`)
/// from `seed` (one input), plus `extra` flags: its stdout, once it has exited 1.
fn stress_planted_bug_in(slug: &str, seed: &str, extra: &[&str]) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let fixture = root.join(format!("kata/tests/fixtures/{slug}-planted-bug.rs"));
    let out = Command::new(env!("CARGO_BIN_EXE_kata"))
        .current_dir(&root)
        .args(["stress", slug, "--seed", seed, "--iterations", "1", "--file"])
        .arg(&fixture)
        .args(extra)
        .output()
        .expect("kata runs");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(out.status.code(), Some(1), "{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    stdout
}

#[test]
fn the_problems_own_shrinker_shrinks_smaller_than_the_generic_one() {
    // generate(7) has heaps up to 10^18: halving or lowering by one changes n mod 7, so the
    // generic shrinker stops at a huge heap; coins-134's removes whole periods of 7.
    let own = stress_planted_bug("7", &[]);
    let generic = stress_planted_bug("7", &["--generic-shrink-only"]);
    assert!(own.contains("shrinker: the problem's own candidates first"), "{own}");
    assert!(generic.contains("shrinker: generic only"), "{generic}");
    let (own_size, generic_size) =
        (sizes_and_bytes(&own, "after"), sizes_and_bytes(&generic, "after"));
    assert_eq!(sizes_and_bytes(&own, "before"), sizes_and_bytes(&generic, "before"));
    assert!(
        own_size.2 < generic_size.2,
        "own {own_size:?}, generic {generic_size:?}\n{own}\n{generic}"
    );
    // The smallest failing question there is: the bug starts at 31 = 3 + 4·7.
    assert!(own.contains("--- input\n1\n31 misere\n"), "{own}");
    // Under it, why the certified answer is right, by the definition of the game (the law of
    // the explanations checks it by search); none for the generic shrinker's huge heap, beyond
    // the naive reference's reach.
    let why = own.split("--- why (certified)\n").nth(1).expect(&own);
    let why: Vec<&str> = why.lines().take(2).collect();
    assert_eq!(
        why,
        [
            "question 1: heap (31), misère play (who moves last loses)",
            "  a P-position: the player to move loses, as every move leaves an N-position: e.g. \
             31 → 30, answered by 30 → 29 (a P-position again)",
        ],
        "{own}"
    );
    assert!(!generic.contains("--- why"), "{generic}");
}

#[test]
fn a_sum_of_knights_added_as_numbers_is_explained_by_the_nim_sum() {
    // The planted bug adds the knights' Grundy values as numbers: two knights of value 2 make
    // 4, not 0. The shrunk input is two such knights, and the explanation shows why they cancel.
    let out = stress_planted_bug_in("knights-sum", "1", &[]);
    let why = out.split("--- why (certified)\n").nth(1).expect(&out);
    let lines: Vec<&str> = why.lines().take(2).collect();
    let digits = |rest: &str| rest.chars().take_while(char::is_ascii_digit).collect::<String>();
    let values: Vec<u64> =
        lines[0].split("g = ").skip(1).map(|rest| digits(rest).parse().unwrap()).collect();
    assert!(values.len() == 2 && values[0] == values[1] && values[0] != 0, "{out}");
    assert!(lines[1].starts_with("  nim-sum 0: the player to move loses"), "{out}");
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
