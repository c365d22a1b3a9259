//! `cargo kata octal` as a user runs it: certified periods of the seeds' games, an
//! uncertified candidate, Grundy's game, and a malformed code.

use std::process::{Command, Output};

fn kata(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kata")).args(args).output().unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn kayles_and_dawsons_kayles_periods_are_printed_certified() {
    let kayles = kata(&["octal", "0.77", "--upto", "2000"]);
    assert_eq!(kayles.status.code(), Some(0));
    let text = stdout(&kayles);
    assert!(text.contains("certified: preperiod 71, period 12"), "{text}");
    assert!(text.contains("      0:  0  1  2  3  1  4  3  2  1  4  2  6  4  1  2  7"), "{text}");
    assert!(text.contains("rare values (mask"), "{text}");
    let dawson = stdout(&kata(&["octal", ".07", "--upto", "400"]));
    assert!(dawson.contains("certified: preperiod 53, period 34"), "{dawson}");
}

#[test]
fn too_short_a_range_names_the_candidate() {
    let text = stdout(&kata(&["octal", "0.77", "--upto", "149", "--show", "0"]));
    assert!(
        text.contains(
            "none certified: no period certified by the first 150 values; best candidate: \
             preperiod 71, period 12, certified by 168 values"
        ),
        "{text}"
    );
}

#[test]
fn grundys_game_has_no_theorem_and_a_rare_histogram() {
    let text = stdout(&kata(&["octal", "grundy", "--upto", "3000", "--show", "24"]));
    assert!(text.contains("no periodicity theorem applies"), "{text}");
    assert!(text.contains("      0:  0  0  0  1  0  2  1  0  2  1  0  2  1  3  2  1  3  2  4  3"));
    // Value 0 is rare, first at heaps 1, 2, 4, 7, …
    assert!(text.lines().any(|l| l.trim_start().starts_with("0 ") && l.contains("heaps, last at")));
}

#[test]
fn a_malformed_code_is_one_line_and_exit_2() {
    let output = kata(&["octal", "0.7x7"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "error: octal code `0.7x7`: character 4 'x' is not an octal digit\n"
    );
}
