//! `kata judge` as a user runs it, in fixture workspaces: exit statuses, error lines, the JSON
//! document, and a real `cargo build` with a compile error.

mod common;

use std::path::Path;
use std::process::{Command, Output};

use common::{Fixture, spec};
use serde_json::Value;

fn kata(root: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kata")).args(args).current_dir(root).output().unwrap()
}

fn stderr_lines(output: &Output) -> Vec<String> {
    String::from_utf8_lossy(&output.stderr).lines().map(String::from).collect()
}

fn sum_fixture() -> Fixture {
    let fixture = Fixture::new();
    let cases = [("a_small", "1 2\n", Some("3")), ("b_large", "40 2\n", Some("42"))];
    fixture.problem("sum", &spec(1000, 256, "tokens"), &cases);
    fixture
}

#[test]
fn all_accepted_exits_0_with_lines_and_a_summary() {
    let fixture = sum_fixture();
    let exe = fixture.script("solution", "read a b; echo $((a + b))");
    let output = kata(fixture.root(), &["judge", "sum", "--exe", exe.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{stdout}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(lines[0].starts_with("sum  a_small  AC "), "{stdout}");
    assert!(lines[0].contains(" ms / 1000 ms ("), "{stdout}");
    assert!(lines[1].starts_with("sum  b_large  AC "), "{stdout}");
    assert!(stdout.contains("\nproblem  cases  AC  verdicts"), "{stdout}");
    assert!(stdout.ends_with("all 2 cases accepted\n"), "{stdout}");
}

#[test]
fn json_output_has_the_documented_fields() {
    let fixture = sum_fixture();
    let exe = fixture.script("solution", "read a b; [ $a = 1 ] && echo 3 || exit 101");
    let output = kata(fixture.root(), &["judge", "--json", "--exe", exe.to_str().unwrap(), "sum"]);
    assert_eq!(output.status.code(), Some(1));
    let json: Value = serde_json::from_slice(&output.stdout).expect("stdout is one JSON document");
    let problem = &json["problems"][0];
    assert_eq!(problem["slug"], "sum");
    assert_eq!(problem["title"], "Fixture");
    assert_eq!(problem["time_limit_ms"], 1000);
    assert_eq!(problem["memory_limit_mb"], 256);
    assert_eq!(problem["build"], "ok");
    let cases = problem["cases"].as_array().unwrap();
    assert_eq!(cases.len(), 2);
    assert_eq!(cases[0]["name"], "a_small");
    assert_eq!(cases[0]["verdict"], "AC");
    assert!(cases[0].get("message").is_none());
    assert_eq!(cases[1]["verdict"], "RE");
    assert_eq!(cases[1]["message"], "exit 101");
    for case in cases {
        for field in ["cpu_ms", "wall_ms", "memory_kib"] {
            assert!(case[field].is_u64(), "{field} in {case}");
        }
    }
    let slowest = &problem["slowest"];
    assert!(slowest["case"].is_string() && slowest["cpu_ms"].is_u64());
    assert!(slowest["ratio"].as_f64().unwrap() >= 0.0);
    assert_eq!(json["summary"]["cases"], 2);
    assert_eq!(json["summary"]["accepted"], 1);
    assert_eq!(json["summary"]["all_accepted"], false);
}

#[test]
fn a_malformed_problem_toml_exits_2_naming_the_file() {
    let fixture = Fixture::new();
    fixture.problem(
        "broken",
        "title = \"x\"\ntime_limit_ms = \"fast\"\n",
        &[("a", "1\n", Some("1"))],
    );
    let output = kata(fixture.root(), &["judge", "broken"]);
    assert_eq!(output.status.code(), Some(2));
    let lines = stderr_lines(&output);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].starts_with("error: "), "{lines:?}");
    assert!(lines[0].contains("problems/broken/problem.toml: line 2"), "{lines:?}");
    assert!(output.stdout.is_empty());
}

#[test]
fn a_missing_snapshot_exits_2_naming_the_file() {
    let fixture = Fixture::new();
    let cases = [("a_small", "1 2\n", Some("3")), ("b_new", "2 2\n", None)];
    fixture.problem("sum", &spec(1000, 256, "tokens"), &cases);
    let exe = fixture.script("solution", "read a b; echo $((a + b))");
    let output = kata(fixture.root(), &["judge", "--exe", exe.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    let lines = stderr_lines(&output);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].starts_with("error: "), "{lines:?}");
    assert!(lines[0].contains("snapshots/sum/b_new.snap: missing snapshot"), "{lines:?}");
}

#[test]
fn usage_errors_exit_2() {
    let fixture = sum_fixture();
    let output = kata(fixture.root(), &["judge", "nope", "--no-build"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(stderr_lines(&output), ["error: no problem named `nope` (no folder problems/nope)"]);
    assert_eq!(kata(fixture.root(), &["judge", "--bogus"]).status.code(), Some(2));
    let output = kata(fixture.root(), &["judge", "sum", "--exe", "/nonexistent/exe"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr_lines(&output)[0].contains("/nonexistent/exe: no executable"));
}

/// A real workspace with two problem packages, one of which does not compile.
#[test]
fn cargo_build_reports_a_compile_error_per_problem() {
    let fixture =
        Fixture::with_manifest("[workspace]\nresolver = \"3\"\nmembers = [\"problems/*\"]\n");
    for (slug, body) in [("good", "3"), ("bad", "undefined_name")] {
        let cases = [("a", "1 2\n", Some("3"))];
        fixture.problem(slug, &spec(1000, 256, "tokens"), &cases);
        let manifest = format!(
            "[package]\nname = \"{slug}\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\n\
             [[bin]]\nname = \"{slug}\"\npath = \"../../solutions/{slug}.rs\"\n"
        );
        std::fs::write(fixture.root().join(format!("problems/{slug}/Cargo.toml")), manifest)
            .unwrap();
        std::fs::create_dir_all(fixture.root().join("solutions")).unwrap();
        let solution = format!("fn main() {{\n    println!(\"{{}}\", {body});\n}}\n");
        std::fs::write(fixture.root().join(format!("solutions/{slug}.rs")), solution).unwrap();
    }
    let target = fixture.root().join("target");
    let output = Command::new(env!("CARGO_BIN_EXE_kata"))
        .args(["judge", "--json"])
        .current_dir(fixture.root())
        .env("CARGO_TARGET_DIR", &target)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1), "{}", String::from_utf8_lossy(&output.stderr));
    let json: Value = serde_json::from_slice(&output.stdout).unwrap();
    let (bad, good) = (&json["problems"][0], &json["problems"][1]);
    assert_eq!((&bad["slug"], &bad["build"]), (&"bad".into(), &"CE".into()));
    let error = bad["build_error"].as_str().unwrap();
    assert!(error.starts_with("error[E0425]: cannot find value `undefined_name`"), "{error}");
    assert!(error.ends_with("in this scope at solutions/bad.rs:2:20"), "{error}");
    assert_eq!(bad["cases"][0]["verdict"], "CE");
    assert!(bad["slowest"].is_null());
    assert_eq!((&good["build"], &good["cases"][0]["verdict"]), (&"ok".into(), &"AC".into()));

    // --no-build judges what is there: the good one, and no executable for the bad one.
    let output = Command::new(env!("CARGO_BIN_EXE_kata"))
        .args(["judge", "good", "--no-build"])
        .current_dir(fixture.root())
        .env("CARGO_TARGET_DIR", &target)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    let output = Command::new(env!("CARGO_BIN_EXE_kata"))
        .args(["judge", "bad", "--no-build"])
        .current_dir(fixture.root())
        .env("CARGO_TARGET_DIR", &target)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr_lines(&output)[0]
            .ends_with("release/bad: no executable (build it, or drop --no-build)")
    );
}

#[test]
fn absurd_limits_exit_2_naming_the_field() {
    for (field, value) in
        [("time_limit_ms", "6148914691236517206"), ("memory_limit_mb", "17592186044416")]
    {
        let fixture = Fixture::new();
        let toml = spec(1000, 256, "tokens").replace(
            &format!("{field} = {}", if field == "time_limit_ms" { 1000 } else { 256 }),
            &format!("{field} = {value}"),
        );
        fixture.problem("sum", &toml, &[("a", "1 2\n", Some("3"))]);
        let output = kata(fixture.root(), &["judge", "sum", "--no-build"]);
        assert_eq!(output.status.code(), Some(2), "{field}");
        let lines = stderr_lines(&output);
        assert_eq!(lines.len(), 1, "{lines:?}");
        assert!(lines[0].starts_with("error: ") && lines[0].contains(field), "{lines:?}");
        assert!(lines[0].contains(value), "{lines:?}");
    }
}

#[test]
fn a_snapshot_that_is_not_utf8_is_named_as_such() {
    let fixture = sum_fixture();
    std::fs::write(fixture.root().join("snapshots/sum/b_large.snap"), b"---\n\xff\xfe\n").unwrap();
    let exe = fixture.script("solution", "read a b; echo $((a + b))");
    let output = kata(fixture.root(), &["judge", "sum", "--exe", exe.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    let lines = stderr_lines(&output);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].contains("snapshots/sum/b_large.snap: not UTF-8"), "{lines:?}");
}

#[test]
fn out_of_range_arguments_exit_2_with_an_error_line() {
    let fixture = Fixture::new();
    for args in [
        &["octal", "0.7", "--upto", "100000000000"][..],
        &["octal", "0.7", "--upto", "18446744073709551615"],
        &["stress", "sum", "--time", "-1"],
        &["stress", "sum", "--time", "1e300"],
    ] {
        let output = kata(fixture.root(), args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let lines = stderr_lines(&output);
        assert!(lines[0].starts_with("error: "), "{args:?}: {lines:?}");
        assert!(!String::from_utf8_lossy(&output.stderr).contains("panicked"), "{args:?}");
    }
}

#[test]
fn a_closed_stdout_ends_a_command_quietly() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let fixture = Fixture::new();
    for args in [
        &["octal", "0.77", "--upto", "100000", "--show", "100000"][..],
        &["grid", "knight", "500x500", "--no-color"],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_kata"))
            .args(args)
            .current_dir(fixture.root())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
        assert!(!first.is_empty(), "{args:?}");
        let output = child.wait_with_output().unwrap();
        assert_eq!(output.status.code(), Some(141), "{args:?}");
        assert!(output.stderr.is_empty(), "{args:?}: {}", String::from_utf8_lossy(&output.stderr));
    }
}

#[test]
fn an_unknown_slug_gets_the_nearest_one() {
    let fixture = sum_fixture();
    let output = kata(fixture.root(), &["judge", "sun", "--no-build"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        stderr_lines(&output),
        ["error: no problem named `sun` (no folder problems/sun); did you mean `sum`?"]
    );
}

#[test]
fn a_tle_row_is_not_flagged_near_limit() {
    let fixture = Fixture::new();
    fixture.problem("sum", &spec(300, 256, "tokens"), &[("a_small", "1 2\n", Some("3"))]);
    let exe = fixture.script("solution", "while :; do :; done");
    let output = kata(fixture.root(), &["judge", "sum", "--exe", exe.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&output.stdout);
    let row = stdout.lines().find(|line| line.starts_with("sum ") && line.contains("1 TLE"));
    let row = row.unwrap_or_else(|| panic!("no summary row: {stdout}"));
    assert!(!row.contains("near limit"), "{row}");
}

#[test]
fn value_draws_a_thermograph_and_reports_an_unwritable_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("hot.svg");
    let output = kata(dir.path(), &["value", "{3|-1}", "--thermograph", file.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.contains("temperature     2\n"), "{stdout}");
    assert!(stdout.ends_with(&format!("thermograph written to {}\n", file.display())), "{stdout}");
    let svg = std::fs::read_to_string(&file).unwrap();
    assert!(svg.starts_with("<svg ") && svg.contains(">temperature 2</text>"), "{svg}");

    let missing = dir.path().join("no/such/folder/hot.svg");
    let output = kata(dir.path(), &["value", "*", "--thermograph", missing.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    let lines = stderr_lines(&output);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].contains("hot.svg: cannot write"), "{lines:?}");
}

#[test]
fn misere_prints_published_values_and_rejects_bad_codes() {
    let dir = tempfile::tempdir().unwrap();
    // Kayles: g⁻ of heaps 0..=10 as published (Winning Ways ch. 13), and |Q_10| = 18.
    let output = kata(dir.path(), &["misere", "0.77"]);
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    let stdout = String::from_utf8_lossy(&output.stdout);
    let misere_grundy: Vec<&str> = stdout
        .lines()
        .filter(|line| {
            line.starts_with("  ") && line.trim_start().starts_with(|c: char| c.is_ascii_digit())
        })
        .map(|line| line.split_whitespace().nth(2).unwrap())
        .collect();
    assert_eq!(misere_grundy.join(","), "1,0,2,3,0,1,3,2,1,0,2", "{stdout}");
    assert!(stdout.contains("quotient of heaps 1..=10: 18 elements, 6 in P"), "{stdout}");
    // Dawson's Kayles: the single-heap misère P-positions, and the order of Q_10.
    let output = kata(dir.path(), &["misere", "0.07"]);
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.contains("heaps 0..=10: 2, 3, 7, 8\n"), "{stdout}");
    assert!(stdout.contains("heap 10 is the first that is not tame: 3^{1431}\n"), "{stdout}");
    assert!(stdout.contains("quotient of heaps 1..=10: 12 elements, 3 in P"), "{stdout}");
    for bad in [
        &["misere", "0.78"][..],
        &["misere", "0.07", "--heaps", "41"],
        &["misere", "0.77", "--limit", "4"],
    ] {
        let output = kata(dir.path(), bad);
        assert_eq!(output.status.code(), Some(2), "{bad:?}");
        assert!(!String::from_utf8_lossy(&output.stderr).contains("panicked"), "{bad:?}");
    }
}
