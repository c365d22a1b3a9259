//! `cargo bundle --check`: the bundle compiles with plain rustc — a stand-in no newer than the
//! judge's for a reproduction ([`super::compilers`]) — as a judge compiles it, and answers the
//! problem's samples as the snapshots expect.

use std::path::Path;
use std::process::{Command, Stdio};

use anyhow::{Context, Result, bail};

use kit::compare;
use kit::problem::{Compare, Problem, read_snapshot};

use super::compilers::Ready;
use super::library::RustVersion;

/// How a bundle is compiled: by which compiler, with which edition.
#[derive(Debug, Clone, Copy)]
pub struct Build<'a> {
    /// The compiler, ready to run.
    pub compiler: &'a Ready,
    /// `2021`, `2024`, …
    pub edition: &'a str,
}

/// Compiles `source` into the executable `exe` with `rustc --edition <edition> -O -D warnings`
/// of `build`'s compiler (no cargo, no dependency). Takes seconds (an optimised build).
///
/// Errors: rustc cannot run, or the file does not compile: one line with rustc's first
/// diagnostic (`file:line:col: error…`).
pub fn compile(source: &Path, exe: &Path, build: Build) -> Result<()> {
    let (dir, file) = split(source);
    let exe = std::path::absolute(exe).context("cannot resolve the executable's path")?;
    let edition = build.edition;
    let output = build
        .compiler
        .command()
        .args(["--edition", edition, "-O", "-D", "warnings", "--error-format=short", "-o"])
        .arg(exe)
        .arg(file)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .with_context(|| format!("cannot run {}", build.compiler.compiler.label()))?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let first = stderr
            .lines()
            .find(|line| line.contains("error"))
            .unwrap_or("rustc failed without a message");
        bail!(
            "does not compile with {} (`rustc --edition {edition} -O -D warnings`): {first}",
            build.compiler.compiler.label()
        );
    }
    Ok(())
}

/// Checks with the current clippy that `source` calls nothing of the standard library newer
/// than `version` (clippy's `incompatible_msrv` lint at that version: a second check of
/// the standard library where no stand-in compiler is as old as the judge's). Syntax is not
/// checked this way. Takes seconds.
///
/// Errors: `clippy-driver` cannot run (`rustup component add clippy`), or a call newer than
/// `version`: one line with the first.
pub fn check_msrv(source: &Path, version: RustVersion, edition: &str) -> Result<()> {
    let (dir, file) = split(source);
    let scratch = tempfile::tempdir().context("cannot create a temporary directory")?;
    let (major, minor) = version;
    std::fs::write(scratch.path().join("clippy.toml"), format!("msrv = \"{major}.{minor}\"\n"))?;
    let output = Command::new("clippy-driver")
        .args(["--edition", edition, "--crate-type", "bin", "--error-format=short"])
        .args(["-D", "clippy::incompatible_msrv", "--emit=metadata", "-o"])
        .arg(scratch.path().join("bundle.rmeta"))
        .arg(file)
        .env("CLIPPY_CONF_DIR", scratch.path())
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .context("cannot run clippy-driver (rustup component add clippy)")?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let first = stderr
            .lines()
            .find(|line| line.contains("error"))
            .unwrap_or("clippy-driver failed without a message");
        bail!(
            "uses the standard library past Rust {major}.{minor} (clippy incompatible_msrv): {first}"
        );
    }
    Ok(())
}

/// The folder to run a compiler in and the file's name there, so that diagnostics name the
/// file without an absolute path.
fn split(source: &Path) -> (&Path, &Path) {
    match (source.parent(), source.file_name()) {
        (Some(dir), Some(file)) if !dir.as_os_str().is_empty() => (dir, Path::new(file)),
        _ => (Path::new("."), source),
    }
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
