//! The `cargo judge` command: select the problems, load their expected outputs, build (or
//! find) their executables, judge every case, report.

use std::path::{Path, PathBuf};

use anyhow::{Result, bail};

use crate::commands::workspace;
use crate::judging::compile::{self, Built, Executables};
use crate::judging::generated;
use crate::judging::judge::{CaseResult, ProblemResult, Verdict, judge_problem};
use crate::judging::report::{
    EXPLAINED_INPUT_BYTES, JsonReport, Progress, summary_table, why_block,
};
use kit::problem::{Compare, Problem, read_snapshot};

/// The arguments of `cargo judge`.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct JudgeArgs {
    /// The problems to judge (all of them when none is named).
    pub slugs: Vec<String>,
    /// Print one JSON document on stdout instead of the lines and the table.
    #[arg(long)]
    pub json: bool,
    /// Do not build: judge the release executables already built.
    #[arg(long)]
    pub no_build: bool,
    /// Judge this executable instead of the problem's solution (needs exactly one problem;
    /// nothing is built).
    #[arg(long, value_name = "PATH")]
    pub exe: Option<PathBuf>,
    /// Compile this Rust file (in release, against the workspace's lib, proconio and
    /// itertools) and judge it instead of the problem's solution (needs exactly one problem).
    #[arg(long, value_name = "FILE.rs", conflicts_with = "exe")]
    pub file: Option<PathBuf>,
    /// Also judge each problem's extra solutions (`[[extra]]` in problem.toml) and check they
    /// get their declared verdicts.
    #[arg(long, conflicts_with_all = ["exe", "file"])]
    pub extras: bool,
}

/// Runs `cargo judge` in the workspace at `root`: `Ok(true)` when every case of every selected
/// problem is AC, `Ok(false)` when some case is not (CE included).
///
/// Generated cases are built into the cache first (through each problem's judge binary).
///
/// Errors (setup, nothing or not everything judged): an unknown slug, a malformed
/// `problem.toml`, a generated case that cannot be built or whose SHA-256 differs from the
/// declared one, a missing snapshot (every missing one is listed, one per line), a missing
/// executable or checker, a program that cannot be run.
///
/// # Example
/// ```no_run
/// use kata::commands::judge::{JudgeArgs, judge_command};
/// let args = JudgeArgs { slugs: vec!["coins-134".into()], ..JudgeArgs::default() };
/// let all_accepted = judge_command(&kata::commands::workspace::root(), &args)?;
/// # Ok::<(), anyhow::Error>(())
/// ```
pub fn judge_command(root: &Path, args: &JudgeArgs) -> Result<bool> {
    let problems = workspace::select(root, &args.slugs)?;
    if (args.exe.is_some() || args.file.is_some()) && problems.len() != 1 {
        bail!("--exe and --file judge one problem: name exactly one");
    }
    check_snapshots(&problems)?;
    let built = executables(root, &problems, args)?;
    for problem in &problems {
        generated::materialize(root, problem)?;
    }
    let progress = Progress::new(&problems, args.json);
    let release = compile::release_dir(root)?;
    let mut results = Vec::with_capacity(problems.len());
    for (problem, built) in problems.iter().zip(built) {
        // Loaded per problem: a child's peak memory includes the judge's own at its spawn.
        let expected = expected_outputs(problem)?;
        progress.start(&problem.slug);
        let result = match built {
            Err(error) => {
                progress.build_failed(&problem.slug, problem.cases.len(), &error);
                ProblemResult::compile_error(problem, error)
            }
            Ok(exes) => {
                let time_limit = std::time::Duration::from_millis(problem.spec.time_limit_ms);
                let checker = exes.checker.as_deref();
                let judge = release.join(format!("{}-judge", problem.slug));
                judge_problem(&exes.solution, problem, &expected, checker, |case| {
                    progress.case(&problem.slug, time_limit, case);
                    if let Some(why) = (!args.json).then(|| why(&judge, problem, case)).flatten() {
                        progress.why(&why);
                    }
                })?
            }
        };
        results.push(result);
    }
    progress.finish();
    if args.json {
        println!("{}", serde_json::to_string_pretty(&JsonReport::new(&results))?);
    } else {
        print!("\n{}", summary_table(&results));
    }
    let all_accepted = results.iter().all(|result| result.accepted() == result.cases.len());
    if !args.extras {
        return Ok(all_accepted);
    }
    let with_extras: Vec<Problem> =
        problems.into_iter().filter(|problem| !problem.spec.extra.is_empty()).collect();
    let expected = with_extras.iter().map(expected_outputs).collect::<Result<Vec<_>>>()?;
    let extras_met = crate::judging::extras::judge_extras(root, &with_extras, &expected)?;
    Ok(all_accepted && extras_met)
}

/// Why the certified answer of `case` is right ([`why_block`], through the problem's judge
/// binary `judge`), when the case is a WA whose input is at most [`EXPLAINED_INPUT_BYTES`]
/// long and the problem explains it.
fn why(judge: &Path, problem: &Problem, case: &CaseResult) -> Option<String> {
    if case.verdict != Verdict::WrongAnswer {
        return None;
    }
    let input = problem.cases.iter().find(|c| c.name == case.name)?;
    let text = std::fs::read_to_string(&input.input).ok()?;
    if text.len() > EXPLAINED_INPUT_BYTES {
        return None;
    }
    why_block(&kit::side::explain_by(judge, &text))
}

/// Checks that every case of every problem has a readable snapshot; the error lists every
/// one that does not, one per line.
fn check_snapshots(problems: &[Problem]) -> Result<()> {
    let errors: Vec<String> = problems
        .iter()
        .flat_map(|problem| &problem.cases)
        .filter_map(|case| read_snapshot(&case.snapshot).err().map(|e| format!("{e:#}")))
        .collect();
    if !errors.is_empty() {
        bail!("{}", errors.join("\nerror: "));
    }
    Ok(())
}

/// The expected output of every case of `problem`.
fn expected_outputs(problem: &Problem) -> Result<Vec<String>> {
    problem.cases.iter().map(|case| read_snapshot(&case.snapshot)).collect()
}

/// The executables of each problem (in order): built, prebuilt, or `--exe`.
fn executables(root: &Path, problems: &[Problem], args: &JudgeArgs) -> Result<Vec<Built>> {
    let needs_checker = problems.iter().any(|problem| problem.spec.compare == Compare::Checker);
    let built: Vec<Built> = if let Some(exe) = &args.exe {
        let checker = if needs_checker {
            compile::prebuilt(&compile::release_dir(root)?, &problems[0].slug).checker
        } else {
            None
        };
        vec![Ok(Executables { solution: exe.clone(), checker })]
    } else if let Some(file) = &args.file {
        let slug = problems[0].slug.clone();
        let problem_built = compile::build(root, std::slice::from_ref(&slug))?.remove(&slug);
        let checker = problem_built.and_then(Result::ok).and_then(|exes| exes.checker);
        let built = compile::build_file(root, file)?;
        vec![built.map(|solution| Executables { solution, checker })]
    } else if args.no_build {
        let release = compile::release_dir(root)?;
        problems.iter().map(|problem| Ok(compile::prebuilt(&release, &problem.slug))).collect()
    } else {
        let slugs: Vec<String> = problems.iter().map(|problem| problem.slug.clone()).collect();
        let mut built = compile::build(root, &slugs)?;
        slugs.iter().map(|slug| built.remove(slug).expect("one result per slug")).collect()
    };
    for (problem, built) in problems.iter().zip(&built) {
        let Ok(exes) = built else { continue };
        if !exes.solution.is_file() {
            bail!("{}: no executable (build it, or drop --no-build)", exes.solution.display());
        }
        if problem.spec.compare == Compare::Checker && exes.checker.is_none() {
            bail!(
                "{}: compare = \"checker\" but no executable `{}-checker` (a [[bin]] of the problem)",
                problem.dir.join("problem.toml").display(),
                problem.slug
            );
        }
    }
    Ok(built)
}
