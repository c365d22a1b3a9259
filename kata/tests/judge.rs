//! The judge on fixture problems, with shell scripts as the solutions under test: every
//! verdict, how fast a runaway is killed, and the checker convention.

mod common;

use std::path::Path;
use std::time::{Duration, Instant};

use common::{Fixture, spec};
use kata::judging::judge::{ProblemResult, Verdict, judge_problem};
use kata::judging::run::{Exit, Isolation, Killed, Limits, run};
use kit::problem::{Problem, read_snapshot};

/// A sum problem: `a b` → `a+b`, two cases.
fn sum_problem(fixture: &Fixture, compare: &str) -> Problem {
    sum_problem_within(fixture, compare, 500)
}

/// The sum problem with a time limit of `time_limit_ms`.
fn sum_problem_within(fixture: &Fixture, compare: &str, time_limit_ms: u64) -> Problem {
    let cases = [("a_small", "1 2\n", Some("3")), ("b_large", "40 2\n", Some("42"))];
    fixture.problem("sum", &spec(time_limit_ms, 256, compare), &cases);
    Problem::load(fixture.root(), "sum").unwrap()
}

fn judge(problem: &Problem, exe: &Path, checker: Option<&Path>) -> ProblemResult {
    let expected: Vec<String> =
        problem.cases.iter().map(|case| read_snapshot(&case.snapshot).unwrap()).collect();
    let mut seen = Vec::new();
    let result = judge_problem(exe, problem, &expected, checker, |case| {
        seen.push(case.name.clone());
    })
    .unwrap();
    assert_eq!(seen, ["a_small", "b_large"], "on_case is called once per case, in order");
    result
}

/// Judges `body` as the solution of the sum problem, and the time it took.
fn judge_script(body: &str) -> (ProblemResult, Duration) {
    judge_script_within(body, 500)
}

/// `judge_script` with a time limit of `time_limit_ms`.
fn judge_script_within(body: &str, time_limit_ms: u64) -> (ProblemResult, Duration) {
    let fixture = Fixture::new();
    let problem = sum_problem_within(&fixture, "tokens", time_limit_ms);
    let exe = fixture.script("solution", body);
    let start = Instant::now();
    let result = judge(&problem, &exe, None);
    (result, start.elapsed())
}

#[test]
fn a_correct_solution_is_accepted() {
    let (result, _) = judge_script("read a b; echo $((a + b))");
    assert_eq!(result.accepted(), 2, "{result:?}");
    assert!(result.cases.iter().all(|case| case.message.is_none() && case.memory_bytes > 0));
    assert!(result.slowest().is_some());
}

#[test]
fn a_wrong_answer_names_the_first_differing_token() {
    let (result, _) = judge_script("read a b; echo \"  $((a + b + 1))\"");
    let case = &result.cases[0];
    assert_eq!(case.verdict, Verdict::WrongAnswer);
    assert_eq!(case.message.as_deref(), Some(r#"line 1, column 3: expected "3", got "4""#));
    let (result, _) = judge_script("echo");
    assert_eq!(
        result.cases[0].message.as_deref(),
        Some(r#"output ended early after 0 tokens: expected "3" next"#)
    );
}

#[test]
fn an_infinite_loop_is_killed_as_tle() {
    let (result, elapsed) = judge_script("while :; do :; done");
    for case in &result.cases {
        assert_eq!(case.verdict, Verdict::TimeLimitExceeded, "{case:?}");
        assert!(case.message.as_deref().unwrap().starts_with("killed after"), "{case:?}");
        // Killed near 1.5 × 500 ms + 200 ms: generously bounded, never timed tightly.
        assert!(case.wall < Duration::from_secs(5), "{case:?}");
    }
    assert!(elapsed < Duration::from_secs(10), "{elapsed:?}");
}

#[test]
fn a_sleeper_is_killed_by_the_wall_clock_watchdog() {
    let (result, elapsed) = judge_script("sleep 100");
    for case in &result.cases {
        assert_eq!(case.verdict, Verdict::TimeLimitExceeded, "{case:?}");
        assert!(case.cpu < Duration::from_millis(500), "{case:?}");
    }
    assert!(elapsed < Duration::from_secs(10), "{elapsed:?}");
}

#[test]
fn a_panic_exit_is_a_runtime_error_with_its_message() {
    let (result, _) = judge_script(
        "echo \"thread 'main' panicked at src/main.rs:3:5:\" >&2; echo boom >&2; exit 101",
    );
    let case = &result.cases[0];
    assert_eq!(case.verdict, Verdict::RuntimeError(Exit::Code(101)));
    assert_eq!(case.verdict.to_string(), "RE (exit 101)");
    assert_eq!(case.message.as_deref(), Some("thread 'main' panicked at src/main.rs:3:5: boom"));
}

#[test]
fn a_segfault_is_a_runtime_error_with_its_signal() {
    let (result, _) = judge_script("kill -SEGV $$");
    assert_eq!(result.cases[0].verdict.to_string(), "RE (SIGSEGV)");
}

#[test]
fn endless_output_is_ole() {
    let (result, elapsed) = judge_script("yes");
    assert_eq!(result.cases[0].verdict, Verdict::OutputLimitExceeded, "{result:?}");
    assert!(elapsed < Duration::from_secs(10), "{elapsed:?}");
}

#[test]
fn a_memory_hog_is_mle() {
    // perl is essential on Debian; 600 MiB of string, touched. A generous time limit: on a
    // loaded machine the allocation alone can take a second of wall time.
    let (result, _) =
        judge_script_within("exec perl -e '$x = \"a\" x (600 * 1024 * 1024); print 3'", 20_000);
    let case = &result.cases[0];
    assert_eq!(case.verdict, Verdict::MemoryLimitExceeded, "{case:?}");
    assert!(case.memory_bytes > 256 << 20, "{case:?}");
}

#[test]
fn a_checker_decides_in_checker_mode() {
    let fixture = Fixture::new();
    let problem = sum_problem(&fixture, "checker");
    // Accepts any answer equal to the judged one up to a leading "+"; testlib's argument order.
    let checker = fixture.script(
        "checker",
        "read got < \"$2\"; read want < \"$3\"; \
         [ \"${got#+}\" = \"$want\" ] || { echo \"wrong answer: $got is not $want\" >&2; exit 1; }",
    );
    let good = fixture.script("good", "read a b; echo +$((a + b))");
    assert_eq!(judge(&problem, &good, Some(&checker)).accepted(), 2);
    let bad = fixture.script("bad", "echo 7");
    let result = judge(&problem, &bad, Some(&checker));
    assert_eq!(result.cases[0].verdict, Verdict::WrongAnswer);
    assert_eq!(result.cases[0].message.as_deref(), Some("wrong answer: 7 is not 3"));
}

#[test]
fn exact_and_float_modes_apply() {
    let fixture = Fixture::new();
    let problem = sum_problem(&fixture, "exact");
    let spaced = fixture.script("spaced", "read a b; echo \" $((a + b))\"");
    assert_eq!(judge(&problem, &spaced, None).cases[0].verdict, Verdict::WrongAnswer);
    let crlf = fixture.script("crlf", "read a b; printf '%s \\r\\n\\n' $((a + b))");
    assert_eq!(judge(&problem, &crlf, None).accepted(), 2);

    let fixture = Fixture::new();
    let problem = sum_problem(&fixture, "float");
    let close = fixture.script("close", "read a b; echo $((a + b)).0000001");
    assert_eq!(judge(&problem, &close, None).accepted(), 2);
}

#[test]
fn run_reports_cpu_memory_and_output() {
    let fixture = Fixture::new();
    let input = fixture.root().join("input");
    std::fs::write(&input, "hello\n").unwrap();
    let busy = fixture.script("busy", "cat; i=0; while [ $i -lt 20000 ]; do i=$((i+1)); done");
    let result =
        run(&busy, &[], &input, &Limits::new(5000, 256), Isolation::for_solutions()).unwrap();
    assert_eq!(result.exit, Exit::Code(0));
    assert_eq!(result.killed, None);
    assert_eq!(result.stdout, b"hello\n");
    assert!(!result.stdout_truncated);
    assert!(result.cpu > Duration::ZERO && result.wall >= result.cpu / 2);
    assert!(result.peak_memory_bytes > 0);

    let limits = Limits { output_bytes: 1000, ..Limits::new(5000, 256) };
    let result = run(Path::new("yes"), &[], &input, &limits, Isolation::for_solutions()).unwrap();
    assert_eq!((result.killed, result.stdout.len()), (Some(Killed::Output), 1000));
    assert!(result.stdout_truncated);

    let missing =
        run(Path::new("/nonexistent/solution"), &[], &input, &limits, Isolation::for_solutions());
    assert!(missing.unwrap_err().to_string().contains("/nonexistent/solution"));
}

/// `kata judge sum --exe <a solution one too high>` in a fixture whose judge binary (a script
/// at `target/release/sum-judge`) explains any input in one line: the WA on the small case is
/// explained under its line, the WA on an input over 2000 bytes is not.
#[test]
fn a_wrong_answer_on_a_small_input_is_explained_by_the_judge_binary() {
    let fixture = Fixture::new();
    let large = format!("40 2\n{}\n", " ".repeat(2000));
    let cases = [("a_small", "1 2\n", Some("3")), ("b_large", large.as_str(), Some("42"))];
    fixture.problem("sum", &spec(1000, 256, "tokens"), &cases);
    let release = fixture.root().join("target/release");
    std::fs::create_dir_all(&release).unwrap();
    let judge = fixture.script(
        "sum-judge",
        r#"[ "$1" = explain ] && read a b && printf '%s + %s is %s\n' $a $b $((a + b)) && exit 0; exit 1"#,
    );
    std::fs::rename(judge, release.join("sum-judge")).unwrap();
    let exe = fixture.script("solution", "read a b; echo $((a + b + 1))");
    let output = fixture.kata(&["judge", "sum", "--exe", exe.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let [small, heading, why, large, ..] = stdout.lines().collect::<Vec<_>>()[..] else {
        panic!("{stdout}{}", String::from_utf8_lossy(&output.stderr));
    };
    assert_eq!(output.status.code(), Some(1), "{stdout}");
    assert!(small.starts_with("sum  a_small  WA ") && large.starts_with("sum  b_large  WA "));
    assert_eq!([heading, why], ["    why (certified):", "      1 + 2 is 3"], "{stdout}");
    assert_eq!(stdout.matches("why (certified)").count(), 1, "{stdout}");
}
