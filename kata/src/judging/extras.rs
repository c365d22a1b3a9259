//! `cargo judge --extras`: a problem's other solutions (`[[extra]]` in `problem.toml`), each
//! judged on every case and checked against the verdict it is declared to get.

use std::path::Path;

use anyhow::{Result, bail};

use crate::judging::compile;
use crate::judging::judge::{Verdict, judge_problem};
use kit::problem::{Extra, Problem};

/// Whether the verdicts of a run meet `expect`: all AC for `AC`; else at least one case with
/// that verdict and AC on the others.
///
/// # Example
/// ```
/// use kata::judging::extras::meets;
/// assert!(meets("TLE", &["AC", "TLE", "AC"]));
/// assert!(!meets("TLE", &["AC", "AC"]));
/// assert!(!meets("TLE", &["TLE", "WA"]));
/// assert!(meets("AC", &["AC"]) && !meets("AC", &["AC", "WA"]));
/// ```
pub fn meets(expect: &str, verdicts: &[&str]) -> bool {
    let others_ac = verdicts.iter().all(|&v| v == "AC" || v == expect);
    others_ac && (expect == "AC" || verdicts.contains(&expect))
}

/// Judges every extra solution of `problems` (built in release against the lib, like
/// `--file`); prints one line each: what was expected, the verdicts got, `OK` or `MISMATCH`.
/// `Ok(true)` when every extra got its declared verdict.
///
/// Errors: an extra file missing, the problem's expected outputs unreadable.
pub fn judge_extras(root: &Path, problems: &[Problem], expected: &[Vec<String>]) -> Result<bool> {
    let release = compile::release_dir(root)?;
    let mut all_met = true;
    for (problem, expected) in problems.iter().zip(expected) {
        let checker = compile::prebuilt(&release, &problem.slug).checker;
        for Extra { file, expect, why } in &problem.spec.extra {
            let path = problem.dir.join(file);
            if !path.is_file() {
                bail!("{}: no such extra solution (problem.toml)", path.display());
            }
            let verdicts: Vec<Verdict> = match compile::build_file(root, &path)? {
                Err(_) => vec![Verdict::CompileError],
                Ok(exe) => judge_problem(&exe, problem, expected, checker.as_deref(), |_| {})?
                    .cases
                    .iter()
                    .map(|case| case.verdict)
                    .collect(),
            };
            let codes: Vec<&str> = verdicts.iter().map(|v| v.code()).collect();
            let met = meets(expect, &codes);
            all_met &= met;
            let mut counts: Vec<(&str, usize)> = Vec::new();
            for code in &codes {
                match counts.iter_mut().find(|(c, _)| c == code) {
                    Some((_, n)) => *n += 1,
                    None => counts.push((code, 1)),
                }
            }
            let got: Vec<String> = counts.iter().map(|(c, n)| format!("{n} {c}")).collect();
            println!(
                "extra {}/{}: expected {expect} ({why}); got {}: {}",
                problem.slug,
                file.display(),
                got.join(", "),
                if met { "OK" } else { "MISMATCH" }
            );
        }
    }
    Ok(all_met)
}
