//! Running a problem's checker, testlib's way: `checker <input> <output> <answer>`, exit code
//! 0 accepts, 1 (wrong answer) or 2 (presentation error) rejects with the first line of its
//! stderr as the reason; anything else (testlib's 3 = FAIL, a crash) is the checker's failure.

use std::path::Path;
use std::time::Duration;

use anyhow::{Context, Result, bail};

use crate::judging::run::{Exit, Isolation, Limits, run};

/// The limits a checker runs under.
const CHECKER_LIMITS: Limits = Limits {
    cpu: Duration::from_secs(10),
    wall: Duration::from_secs(20),
    memory_bytes: 2 << 30,
    output_bytes: 1 << 20,
};

/// Asks `checker` whether `output` answers `input` (whose judged answer is `answer`):
/// `Ok(Ok(()))` accepted, `Ok(Err(reason))` rejected.
///
/// The output and the answer are written to temporary files for it. Errors: the checker
/// cannot run, fails (exit 3, a signal, over its limits of 10 s and 2 GiB).
///
/// # Example
/// ```no_run
/// use std::path::Path;
/// let verdict = kata::judging::checker::check(
///     Path::new("target/release/dag-kernel-checker"),
///     Path::new("problems/dag-kernel/cases/sample_01.in"),
///     b"1 3\n",
///     "1 2\n",
/// )?;
/// assert_eq!(verdict, Ok(()));
/// # Ok::<(), anyhow::Error>(())
/// ```
pub fn check(
    checker: &Path,
    input: &Path,
    output: &[u8],
    answer: &str,
) -> Result<Result<(), String>> {
    let dir = tempfile::tempdir().context("cannot create a temporary folder for the checker")?;
    let (output_file, answer_file) = (dir.path().join("output"), dir.path().join("answer"));
    std::fs::write(&output_file, output).context("cannot write the output for the checker")?;
    std::fs::write(&answer_file, answer).context("cannot write the answer for the checker")?;
    // The checker is trusted (it reads the judge's files) and runs in the clean room: its
    // arguments are absolute paths.
    let input = std::path::absolute(input).context("cannot locate the case")?;
    let args = [input.as_os_str(), output_file.as_os_str(), answer_file.as_os_str()];
    let result = run(checker, &args, Path::new("/dev/null"), &CHECKER_LIMITS, Isolation::Basic)
        .with_context(|| format!("{}: cannot run the checker", checker.display()))?;
    let stderr = String::from_utf8_lossy(&result.stderr_head);
    let reason = stderr.lines().map(str::trim).find(|line| !line.is_empty()).unwrap_or("");
    match (result.killed, result.exit) {
        (None, Exit::Code(0)) => Ok(Ok(())),
        (None, Exit::Code(1 | 2)) => Ok(Err(reason.to_string())),
        (Some(killed), _) => bail!("{}: checker killed ({killed:?})", checker.display()),
        (None, exit) => bail!("{}: checker failed ({exit}): {reason}", checker.display()),
    }
}
