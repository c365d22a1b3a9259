//! `cargo bundle --check`: the bundle compiles with plain rustc, as a judge compiles it, and
//! answers the problem's samples as the snapshots expect.

use std::path::Path;
use std::process::{Command, Stdio};

use anyhow::{Context, Result, bail};

use kit::compare;
use kit::problem::{Compare, Problem, read_snapshot};

/// The edition judges compile with (AtCoder, Codeforces, CSES: Rust 2021).
pub const EDITION: &str = "2021";

/// Compiles `source` into the executable `exe` with `rustc --edition 2021 -O -D warnings`
/// (no cargo, no dependency). Takes seconds (an optimised build).
///
/// Errors: rustc cannot run, or the file does not compile: one line with rustc's first
/// diagnostic (`file:line:col: error…`).
pub fn compile(source: &Path, exe: &Path) -> Result<()> {
    // Run where the file is, so that diagnostics name it without an absolute path.
    let (dir, file) = match (source.parent(), source.file_name()) {
        (Some(dir), Some(file)) if !dir.as_os_str().is_empty() => (dir, Path::new(file)),
        _ => (Path::new("."), source),
    };
    let exe = std::path::absolute(exe).context("cannot resolve the executable's path")?;
    let output = Command::new("rustc")
        .args(["--edition", EDITION, "-O", "-D", "warnings", "--error-format=short", "-o"])
        .arg(exe)
        .arg(file)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .context("cannot run rustc")?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let first = stderr
            .lines()
            .find(|line| line.contains("error"))
            .unwrap_or("rustc failed without a message");
        bail!("does not compile with `rustc --edition {EDITION} -O -D warnings`: {first}");
    }
    Ok(())
}

/// Runs `exe` on every `sample_*` case of `problem` and compares its output with the case's
/// snapshot in the problem's compare mode (a checker problem's samples must only run
/// successfully). Returns the number of samples.
///
/// Errors: a missing snapshot, a sample that fails to run or exits non-zero, an output that
/// differs (one line naming the sample and the first difference).
pub fn run_samples(problem: &Problem, exe: &Path) -> Result<usize> {
    let samples: Vec<_> =
        problem.cases.iter().filter(|case| case.name.starts_with("sample_")).collect();
    for case in &samples {
        let expected = read_snapshot(&case.snapshot)?;
        let input = std::fs::File::open(&case.input)
            .with_context(|| format!("{}: cannot read", case.input.display()))?;
        let output = Command::new(exe)
            .stdin(input)
            .stderr(Stdio::null())
            .output()
            .with_context(|| format!("{}: cannot run the bundle", case.name))?;
        if !output.status.success() {
            bail!("{}: the bundle failed ({})", case.name, output.status);
        }
        let got = String::from_utf8_lossy(&output.stdout);
        let verdict = match problem.spec.compare {
            Compare::Tokens => compare::tokens(&expected, &got),
            Compare::Exact => compare::exact(&expected, &got),
            Compare::Float => compare::float(&expected, &got, problem.spec.float_tolerance),
            Compare::Checker => Ok(()),
        };
        if let Err(difference) = verdict {
            bail!("{}: wrong answer: {difference}", case.name);
        }
    }
    Ok(samples.len())
}
