//! `cargo kata grid` as a user runs it: the plain table equals Grundy values computed here by
//! brute force from the moves' definition; colours only when asked for a terminal.

use std::process::{Command, Output};

fn kata(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kata")).args(args).output().unwrap()
}

fn stdout(output: &Output) -> String {
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn mex(values: &[u32]) -> u32 {
    (0..).find(|v| !values.contains(v)).unwrap()
}

/// The knight game on a w×h board by plain recursion (every move lowers x + y).
fn knight_grundy(w: i64, h: i64, x: i64, y: i64) -> u32 {
    let options: Vec<u32> = [(-2, 1), (-2, -1), (1, -2), (-1, -2)]
        .iter()
        .map(|&(dx, dy)| (x + dx, y + dy))
        .filter(|&(a, b)| (1..=w).contains(&a) && (1..=h).contains(&b))
        .map(|(a, b)| knight_grundy(w, h, a, b))
        .collect();
    mex(&options)
}

/// The table's rows as (label, values), the lines between the title and the column labels.
fn rows(text: &str) -> Vec<(String, Vec<u32>)> {
    text.lines()
        .filter_map(|line| line.split_once(':'))
        .filter_map(|(label, values)| {
            let values: Option<Vec<u32>> =
                values.split_whitespace().map(|v| v.parse().ok()).collect();
            Some((label.trim().to_string(), values.filter(|v| !v.is_empty())?))
        })
        .collect()
}

#[test]
fn knight_grids_equal_brute_force() {
    for (board, w, h) in [("8x8", 8, 8), ("6x4", 6, 4), ("3x9", 3, 9), ("5", 5, 5)] {
        let text = stdout(&kata(&["grid", "knight", board]));
        assert!(!text.contains('\x1b'), "not a terminal: no colours\n{text}");
        let expected: Vec<(String, Vec<u32>)> = (1..=h)
            .rev()
            .map(|y| (format!("y={y}"), (1..=w).map(|x| knight_grundy(w, h, x, y)).collect()))
            .collect();
        assert_eq!(rows(&text), expected, "{board}:\n{text}");
        let zeros = expected.iter().flat_map(|r| &r.1).filter(|&&v| v == 0).count();
        assert!(text.contains(&format!("{zeros} of {} positions are P", w * h)), "{text}");
    }
}

#[test]
fn subtraction_grid_equals_brute_force() {
    let text = stdout(&kata(&["grid", "subtraction", "1,3,4", "--upto", "100", "--width", "20"]));
    let mut g: Vec<u32> = Vec::new();
    for n in 0..=100usize {
        let options: Vec<u32> = [1, 3, 4].iter().filter(|&&m| m <= n).map(|&m| g[n - m]).collect();
        g.push(mex(&options));
    }
    let expected: Vec<(String, Vec<u32>)> =
        g.chunks(20).enumerate().map(|(r, c)| ((r * 20).to_string(), c.to_vec())).collect();
    assert_eq!(rows(&text), expected, "{text}");
    assert_eq!(expected.len(), 6);
}

#[test]
fn bad_boards_and_sets_are_one_line() {
    for (args, needle) in [
        (&["grid", "knight", "8y8"][..], "`8y8` is not a whole number"),
        (&["grid", "knight", "0x4"], "sides go from 1 to 500"),
        (&["grid", "subtraction", "0,2"], "moves take at least 1"),
        (&["grid", "subtraction", "1", "--width", "0"], "a row holds at least one value"),
    ] {
        let output = kata(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.contains(needle), "{args:?}: {stderr}");
    }
}
