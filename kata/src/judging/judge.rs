//! Judging an executable on a problem's cases: run each case under the problem's limits,
//! classify the run, compare the output, and give a verdict.

use std::path::Path;
use std::time::Duration;

use anyhow::{Context, Result, bail};

use crate::judging::checker;
use crate::judging::run::{Exit, Isolation, Killed, Limits, RunResult, run};
use kit::compare;
use kit::problem::{Case, Compare, Problem, Spec};

/// The verdict on one case, as judges name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Accepted.
    Accepted,
    /// Wrong answer.
    WrongAnswer,
    /// Runtime error: the program crashed or exited with a non-zero code.
    RuntimeError(Exit),
    /// Time limit exceeded: CPU time over the limit, or killed by the wall-clock watchdog.
    TimeLimitExceeded,
    /// Memory limit exceeded: peak resident memory over the limit, or an allocation failed.
    MemoryLimitExceeded,
    /// Output limit exceeded.
    OutputLimitExceeded,
    /// Compile error: the solution did not build, nothing ran.
    CompileError,
}

impl Verdict {
    /// The short code: `AC`, `WA`, `RE`, `TLE`, `MLE`, `OLE`, `CE`.
    pub fn code(self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer => "WA",
            Verdict::RuntimeError(_) => "RE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::MemoryLimitExceeded => "MLE",
            Verdict::OutputLimitExceeded => "OLE",
            Verdict::CompileError => "CE",
        }
    }
}

impl std::fmt::Display for Verdict {
    /// The code, with the exit for a runtime error: `RE (SIGSEGV)`, `RE (exit 101)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Verdict::RuntimeError(exit) => write!(f, "RE ({exit})"),
            verdict => f.write_str(verdict.code()),
        }
    }
}

/// The judged result of one case.
#[derive(Debug, Clone)]
pub struct CaseResult {
    /// The case's name.
    pub name: String,
    /// The verdict.
    pub verdict: Verdict,
    /// Why, when it is not AC and there is something to say: the first difference on WA,
    /// the first lines of stderr on RE, the limit on a kill.
    pub message: Option<String>,
    /// CPU time (user + system).
    pub cpu: Duration,
    /// Wall-clock time.
    pub wall: Duration,
    /// Peak resident memory, in bytes.
    pub memory_bytes: u64,
}

impl CaseResult {
    /// Whether it used at least half the time limit (the Kattis "near limit" mark).
    pub fn near_limit(&self, time_limit: Duration) -> bool {
        self.cpu * 2 >= time_limit
    }
}

/// The judged results of one problem: a build error, or one result per case.
#[derive(Debug, Clone)]
pub struct ProblemResult {
    /// The problem's slug.
    pub slug: String,
    /// Its `problem.toml`.
    pub spec: Spec,
    /// The first compiler error, when the build failed (then every case is CE).
    pub build_error: Option<String>,
    /// The cases' results, in case order.
    pub cases: Vec<CaseResult>,
}

impl ProblemResult {
    /// A problem whose solution did not build: every case CE.
    pub fn compile_error(problem: &Problem, message: String) -> ProblemResult {
        let cases = problem
            .cases
            .iter()
            .map(|case| CaseResult {
                name: case.name.clone(),
                verdict: Verdict::CompileError,
                message: None,
                cpu: Duration::ZERO,
                wall: Duration::ZERO,
                memory_bytes: 0,
            })
            .collect();
        ProblemResult {
            slug: problem.slug.clone(),
            spec: problem.spec.clone(),
            build_error: Some(message),
            cases,
        }
    }

    /// How many cases are AC.
    pub fn accepted(&self) -> usize {
        self.cases.iter().filter(|case| case.verdict == Verdict::Accepted).count()
    }

    /// The case with the most CPU time (the first of equals); `None` when nothing ran.
    pub fn slowest(&self) -> Option<&CaseResult> {
        if self.build_error.is_some() {
            return None;
        }
        self.cases.iter().rev().max_by_key(|case| case.cpu)
    }

    /// The time limit.
    pub fn time_limit(&self) -> Duration {
        Duration::from_millis(self.spec.time_limit_ms)
    }
}

/// Judges `exe` on every case of `problem`, serially, calling `on_case` after each.
///
/// `expected[i]` is the expected output of `problem.cases[i]` (see
/// [`read_snapshot`](kit::problem::read_snapshot)); `checker` is needed for
/// `compare = "checker"`. Each case runs under [`Limits::new`] of the problem's limits.
///
/// Errors: a program that cannot be spawned, an unreadable case, a failing checker.
///
/// # Example
/// ```no_run
/// use std::path::Path;
/// let root = kata::commands::workspace::root();
/// let problem = kit::problem::Problem::load(&root, "coins-134")?;
/// let expected = problem.cases.iter()
///     .map(|case| kit::problem::read_snapshot(&case.snapshot))
///     .collect::<anyhow::Result<Vec<_>>>()?;
/// let exe = root.join("target/release/coins-134");
/// let result = kata::judging::judge::judge_problem(&exe, &problem, &expected, None, |case| {
///     println!("{} {}", case.name, case.verdict);
/// })?;
/// assert_eq!(result.accepted(), problem.cases.len());
/// # Ok::<(), anyhow::Error>(())
/// ```
pub fn judge_problem(
    exe: &Path,
    problem: &Problem,
    expected: &[String],
    checker: Option<&Path>,
    mut on_case: impl FnMut(&CaseResult),
) -> Result<ProblemResult> {
    assert_eq!(expected.len(), problem.cases.len(), "one expected output per case");
    let limits = Limits::new(problem.spec.time_limit_ms, problem.spec.memory_limit_mb);
    let mut cases = Vec::with_capacity(problem.cases.len());
    for (case, expected) in problem.cases.iter().zip(expected) {
        let result = judge_case(exe, &problem.spec, case, expected, checker, &limits)
            .with_context(|| format!("{}: case {}", problem.slug, case.name))?;
        on_case(&result);
        cases.push(result);
    }
    Ok(ProblemResult {
        slug: problem.slug.clone(),
        spec: problem.spec.clone(),
        build_error: None,
        cases,
    })
}

/// Judges `exe` on one case: runs it, classifies the run, compares its output with
/// `expected` in the spec's compare mode.
///
/// Errors: as [`judge_problem`].
pub fn judge_case(
    exe: &Path,
    spec: &Spec,
    case: &Case,
    expected: &str,
    checker: Option<&Path>,
    limits: &Limits,
) -> Result<CaseResult> {
    judge_case_keeping_output(exe, spec, case, expected, checker, limits).map(|(result, _)| result)
}

/// [`judge_case`], and what the program printed (at most the output limit), for a caller that
/// shows it (`cargo stress`); the judge itself never keeps outputs.
///
/// Errors: as [`judge_problem`].
pub fn judge_case_keeping_output(
    exe: &Path,
    spec: &Spec,
    case: &Case,
    expected: &str,
    checker: Option<&Path>,
    limits: &Limits,
) -> Result<(CaseResult, Vec<u8>)> {
    let ran = run(exe, &[], &case.input, limits, Isolation::for_solutions())?;
    let (verdict, message) = match classify(&ran, limits) {
        Some(failure) => failure,
        None => {
            let got = String::from_utf8_lossy(&ran.stdout);
            let compared = match spec.compare {
                Compare::Tokens => compare::tokens(expected, &got),
                Compare::Exact => compare::exact(expected, &got),
                Compare::Float => compare::float(expected, &got, spec.float_tolerance),
                Compare::Checker => {
                    let Some(checker) = checker else {
                        bail!("compare = \"checker\" but no checker executable");
                    };
                    checker::check(checker, &case.input, &ran.stdout, expected)?
                }
            };
            match compared {
                Ok(()) => (Verdict::Accepted, None),
                Err(difference) => (Verdict::WrongAnswer, Some(difference)),
            }
        }
    };
    let result = CaseResult {
        name: case.name.clone(),
        verdict,
        message,
        cpu: ran.cpu,
        wall: ran.wall,
        memory_bytes: ran.peak_memory_bytes,
    };
    Ok((result, ran.stdout))
}

/// The verdict of a run that did not end well, with its message; `None` when it exited with
/// code 0 within the limits (its output decides).
///
/// Order: a kill by the judge (TLE, MLE, OLE by its reason); CPU time over the limit (TLE);
/// peak memory over the limit (MLE); a non-zero exit: SIGXCPU is TLE, Rust's
/// `memory allocation of N bytes failed` on stderr is MLE, anything else RE.
///
/// # Example
/// ```
/// use std::time::Duration;
/// use kata::judging::judge::{Verdict, classify};
/// use kata::judging::run::{Exit, Limits, RunResult};
/// let limits = Limits::new(1000, 256);
/// let mut ran = RunResult {
///     exit: Exit::Code(0), killed: None, cpu: Duration::from_millis(1200),
///     wall: Duration::from_millis(1250), peak_memory_bytes: 1 << 20,
///     stdout: Vec::new(), stdout_truncated: false, stderr_head: Vec::new(),
/// };
/// assert_eq!(classify(&ran, &limits), Some((Verdict::TimeLimitExceeded, None)));
/// ran.cpu = Duration::from_millis(5);
/// assert_eq!(classify(&ran, &limits), None);
/// ```
pub fn classify(ran: &RunResult, limits: &Limits) -> Option<(Verdict, Option<String>)> {
    let mib = |bytes: u64| bytes as f64 / f64::from(1 << 20);
    if let Some(killed) = ran.killed {
        return Some(match killed {
            Killed::WallTime => (
                Verdict::TimeLimitExceeded,
                Some(format!("killed after {:.2} s of wall time", ran.wall.as_secs_f64())),
            ),
            Killed::Memory => (
                Verdict::MemoryLimitExceeded,
                Some(format!(
                    "killed at {:.1} MiB > {:.0} MiB",
                    mib(ran.peak_memory_bytes),
                    mib(limits.memory_bytes)
                )),
            ),
            Killed::Output => (
                Verdict::OutputLimitExceeded,
                Some(format!("killed after {:.0} MiB of output", mib(limits.output_bytes as u64))),
            ),
        });
    }
    if ran.cpu > limits.cpu {
        return Some((Verdict::TimeLimitExceeded, None));
    }
    if ran.peak_memory_bytes > limits.memory_bytes {
        let message = format!(
            "peak {:.1} MiB > {:.0} MiB",
            mib(ran.peak_memory_bytes),
            mib(limits.memory_bytes)
        );
        return Some((Verdict::MemoryLimitExceeded, Some(message)));
    }
    if ran.exit.success() {
        return None;
    }
    let stderr = String::from_utf8_lossy(&ran.stderr_head);
    if let Some(line) = stderr.lines().find(|line| allocation_failure(line)) {
        return Some((Verdict::MemoryLimitExceeded, Some(line.trim().to_string())));
    }
    if ran.exit == Exit::Signal(nix::sys::signal::Signal::SIGXCPU as i32) {
        return Some((Verdict::TimeLimitExceeded, None));
    }
    Some((Verdict::RuntimeError(ran.exit), stderr_summary(&stderr)))
}

/// Whether a stderr line is Rust's report of a failed allocation.
fn allocation_failure(line: &str) -> bool {
    line.starts_with("memory allocation of ") && line.trim_end().ends_with(" bytes failed")
}

/// The first two non-blank lines of stderr, joined, cut at 200 characters; `None` if blank.
fn stderr_summary(stderr: &str) -> Option<String> {
    let lines: Vec<&str> =
        stderr.lines().map(str::trim).filter(|line| !line.is_empty()).take(2).collect();
    let joined = lines.join(" ");
    (!joined.is_empty()).then(|| {
        if joined.chars().count() > 200 {
            joined.chars().take(199).chain(['…']).collect()
        } else {
            joined
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ran(exit: Exit, stderr: &str) -> RunResult {
        RunResult {
            exit,
            killed: None,
            cpu: Duration::from_millis(10),
            wall: Duration::from_millis(12),
            peak_memory_bytes: 2 << 20,
            stdout: Vec::new(),
            stdout_truncated: false,
            stderr_head: stderr.as_bytes().to_vec(),
        }
    }

    #[test]
    fn crashes_are_runtime_errors_with_their_stderr() {
        let limits = Limits::new(1000, 256);
        let panic = "\nthread 'main' panicked at src/main.rs:3:5:\nboom\nnote: run with …\n";
        assert_eq!(
            classify(&ran(Exit::Code(101), panic), &limits),
            Some((
                Verdict::RuntimeError(Exit::Code(101)),
                Some("thread 'main' panicked at src/main.rs:3:5: boom".to_string())
            ))
        );
        assert_eq!(
            classify(&ran(Exit::Signal(11), ""), &limits),
            Some((Verdict::RuntimeError(Exit::Signal(11)), None))
        );
        assert_eq!(Verdict::RuntimeError(Exit::Signal(11)).to_string(), "RE (SIGSEGV)");
        assert_eq!(Verdict::RuntimeError(Exit::Code(101)).to_string(), "RE (exit 101)");
    }

    #[test]
    fn allocation_failures_and_cpu_signals_are_limits() {
        let limits = Limits::new(1000, 256);
        let oom = "memory allocation of 4294967296 bytes failed\n";
        assert_eq!(
            classify(&ran(Exit::Signal(6), oom), &limits),
            Some((Verdict::MemoryLimitExceeded, Some(oom.trim().to_string())))
        );
        assert_eq!(
            classify(&ran(Exit::Signal(24), ""), &limits),
            Some((Verdict::TimeLimitExceeded, None))
        );
    }

    #[test]
    fn limits_come_before_the_exit_status() {
        let limits = Limits::new(1000, 256);
        let mut big = ran(Exit::Signal(9), "");
        big.peak_memory_bytes = 300 << 20;
        assert_eq!(classify(&big, &limits).unwrap().0, Verdict::MemoryLimitExceeded);
        big.killed = Some(Killed::Output);
        assert_eq!(classify(&big, &limits).unwrap().0, Verdict::OutputLimitExceeded);
        assert_eq!(classify(&ran(Exit::Code(0), "warning\n"), &limits), None);
    }

    #[test]
    fn long_stderr_is_cut() {
        let summary = stderr_summary(&"x".repeat(500)).unwrap();
        assert_eq!(summary.chars().count(), 200);
        assert_eq!(stderr_summary(" \n\n"), None);
    }
}
