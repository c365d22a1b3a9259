//! `cargo stress`: generated inputs through the solution and the certified reference until
//! they disagree; then the failing input is shrunk to a small one that still fails.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};

use crate::commands::workspace;
use crate::judging::compile;
use crate::judging::judge::{Verdict, judge_case_keeping_output};
use crate::judging::run::Limits;
use kit::pipe::pipe;
use kit::problem::{Case, Problem};

/// A `--time` value: a number of seconds, more than 0 and at most a day.
fn seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if s > 0.0 && s <= 86_400.0 => Ok(s),
        _ => Err(format!("expected seconds in (0, 86400], not {text:?}")),
    }
}

/// The arguments of `cargo stress`.
#[derive(Debug, Clone, clap::Args)]
pub struct StressArgs {
    /// The problem.
    pub slug: String,
    /// Stress this Rust file instead of the problem's solution.
    #[arg(long, value_name = "FILE.rs")]
    pub file: Option<PathBuf>,
    /// The first generator seed; the next ones follow.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// How many generated inputs at most.
    #[arg(long, default_value_t = 500)]
    pub iterations: u64,
    /// Stop after this many seconds, whatever the iterations.
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub time: Option<f64>,
    /// How many candidate inputs the shrinker may try.
    #[arg(long, default_value_t = 5000)]
    pub budget: usize,
    /// Shrink with the generic candidates only, not the problem's own shrinker first (to
    /// compare the two).
    #[arg(long)]
    pub generic_shrink_only: bool,
    /// Save the shrunk failing input as `problems/<slug>/cases/<NAME>.in`.
    #[arg(long, value_name = "NAME")]
    pub save: Option<String>,
}

/// What the problem's certified reference says of an input.
enum Reference {
    /// The certified answer.
    Answer(String),
    /// The input is invalid, or the references disagree (the reason).
    Rejected(String),
    /// The reference crashed (how).
    Crashed(String),
}

/// The problem's `<slug>-judge` binary.
struct JudgeBin(PathBuf);

impl JudgeBin {
    fn call(&self, args: &[&str], input: &str) -> Result<std::process::Output> {
        let args: Vec<&OsStr> = args.iter().map(OsStr::new).collect();
        pipe(&self.0, &args, input).with_context(|| format!("{}: cannot run", self.0.display()))
    }

    fn generate(&self, seed: u64) -> Result<String> {
        let out = self.call(&["generate", &seed.to_string()], "")?;
        if !out.status.success() {
            bail!("the generator failed on seed {seed}: {}", stderr_line(&out));
        }
        String::from_utf8(out.stdout).context("the generator printed non-UTF-8")
    }

    /// The problem's own shrink candidates of `input` (`<slug>-judge shrink`: a JSON array).
    fn shrink(&self, input: &str) -> Result<Vec<String>> {
        let out = self.call(&["shrink"], input)?;
        if !out.status.success() {
            bail!("the judge side's shrink failed: {}: {}", out.status, stderr_line(&out));
        }
        serde_json::from_slice(&out.stdout)
            .context("the judge side's shrink did not print a JSON array of strings")
    }

    fn certified(&self, input: &str) -> Result<Reference> {
        let out = self.call(&["certified"], input)?;
        Ok(match out.status.code() {
            Some(0) => Reference::Answer(String::from_utf8_lossy(&out.stdout).into_owned()),
            Some(1) => Reference::Rejected(stderr_line(&out)),
            _ => Reference::Crashed(format!("{}: {}", out.status, stderr_line(&out))),
        })
    }
}

fn stderr_line(out: &std::process::Output) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr);
    stderr.lines().map(str::trim).find(|line| !line.is_empty()).unwrap_or("").to_string()
}

/// A failure of the solution on one input.
struct Failure {
    verdict: Verdict,
    message: Option<String>,
    expected: String,
    got: String,
}

/// What judges the solution on one input against its certified answer.
struct Trial<'a> {
    problem: &'a Problem,
    solution: &'a Path,
    checker: Option<&'a Path>,
    judge: &'a JudgeBin,
    scratch: tempfile::TempDir,
}

impl Trial<'_> {
    /// The solution's failure on `input` against the certified `expected` answer, if any.
    fn failure(&self, input: &str, expected: &str) -> Result<Option<Failure>> {
        let path = self.scratch.path().join("input");
        std::fs::write(&path, input).context("cannot write the stress input")?;
        let case =
            Case { name: "stress".into(), input: path, snapshot: PathBuf::new(), sha256: None };
        let spec = &self.problem.spec;
        let limits = Limits::new(spec.time_limit_ms, spec.memory_limit_mb);
        let (result, output) =
            judge_case_keeping_output(self.solution, spec, &case, expected, self.checker, &limits)?;
        Ok((result.verdict != Verdict::Accepted).then(|| Failure {
            verdict: result.verdict,
            message: result.message,
            expected: expected.to_string(),
            got: String::from_utf8_lossy(&output).into_owned(),
        }))
    }

    /// Whether a shrink candidate is valid and still fails: one call of the certified
    /// reference (which validates) and one run of the solution.
    fn still_fails(&self, candidate: &str) -> Result<Option<Failure>> {
        match self.judge.certified(candidate)? {
            Reference::Answer(expected) => self.failure(candidate, &expected),
            Reference::Rejected(_) | Reference::Crashed(_) => Ok(None),
        }
    }
}

fn size(text: &str) -> String {
    format!(
        "{} lines, {} tokens, {} bytes",
        text.lines().count(),
        text.split_whitespace().count(),
        text.len()
    )
}

fn clip(text: &str) -> String {
    const SHOWN: usize = 2000;
    if text.len() <= SHOWN {
        return text.to_string();
    }
    let cut = (0..=SHOWN).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
    format!("{}… ({} bytes in all)\n", &text[..cut], text.len())
}

/// Runs `cargo stress`: `Ok(true)` when no generated input made the solution fail.
///
/// Errors: setup (unknown problem, build failure of the problem), a generator failure, or the
/// certified reference crashing or rejecting a generated input (the judge side is wrong then).
pub fn stress_command(root: &Path, args: &StressArgs) -> Result<bool> {
    let problem = workspace::select(root, std::slice::from_ref(&args.slug))?.remove(0);
    let built = compile::build(root, std::slice::from_ref(&problem.slug))?.remove(&problem.slug);
    let exes = match built {
        Some(Ok(exes)) => exes,
        Some(Err(error)) => bail!("{}: does not build: {error}", problem.slug),
        None => bail!("{}: nothing built", problem.slug),
    };
    let solution = match &args.file {
        Some(file) => match compile::build_file(root, file)? {
            Ok(exe) => exe,
            Err(error) => bail!("{}: does not compile: {error}", file.display()),
        },
        None => exes.solution.clone(),
    };
    let judge = JudgeBin(compile::release_dir(root)?.join(format!("{}-judge", problem.slug)));
    let trial = Trial {
        problem: &problem,
        solution: &solution,
        checker: exes.checker.as_deref(),
        judge: &judge,
        scratch: tempfile::tempdir().context("cannot create a scratch folder")?,
    };
    let deadline = args.time.map(|s| Instant::now() + Duration::from_secs_f64(s));
    let bar = indicatif::ProgressBar::new(args.iterations);
    for seed in args.seed..args.seed.saturating_add(args.iterations) {
        if deadline.is_some_and(|d| Instant::now() > d) {
            break;
        }
        bar.inc(1);
        let input = judge.generate(seed)?;
        let expected = match judge.certified(&input)? {
            Reference::Answer(expected) => expected,
            Reference::Rejected(why) => {
                bail!("generate({seed}) is rejected by the judge side: {why}")
            }
            Reference::Crashed(how) => bail!("the reference crashed on generate({seed}): {how}"),
        };
        if let Some(failure) = trial.failure(&input, &expected)? {
            bar.finish_and_clear();
            return report(root, &problem, &trial, args, seed, &input, failure);
        }
    }
    bar.finish_and_clear();
    println!(
        "stress {}: no failure in {} generated inputs from seed {}",
        problem.slug,
        bar.position(),
        args.seed
    );
    Ok(true)
}

/// Shrinks the failing input of `seed`, prints it with both outputs, and saves it if asked.
fn report(
    root: &Path,
    problem: &Problem,
    trial: &Trial,
    args: &StressArgs,
    seed: u64,
    input: &str,
    failure: Failure,
) -> Result<bool> {
    let (mut error, mut own_error, mut own_offered) = (None, None, 0);
    let candidates_of = |best: &str| {
        let own = if args.generic_shrink_only {
            Vec::new()
        } else {
            trial.judge.shrink(best).unwrap_or_else(|e| {
                own_error.get_or_insert(e);
                Vec::new()
            })
        };
        own_offered += own.len();
        own.into_iter().chain(crate::commands::shrink::candidates(best))
    };
    // The failure of the smallest input found so far, kept so that nothing is run again.
    let mut smallest = failure;
    let (small, tried) =
        crate::commands::shrink::shrink_with(input, args.budget, candidates_of, |candidate| {
            match trial.still_fails(candidate) {
                Ok(Some(failure)) => {
                    smallest = failure;
                    true
                }
                Ok(None) => false,
                Err(e) => {
                    error.get_or_insert(e);
                    false
                }
            }
        });
    if let Some(error) = error.or(own_error) {
        return Err(error);
    }
    let failure = smallest;
    let message = failure.message.map(|m| format!(": {m}")).unwrap_or_default();
    println!("stress {}: generate({seed}) fails: {}{message}", problem.slug, failure.verdict);
    println!("  before shrinking: {}", size(input));
    println!("  after {tried} tries: {}", size(&small));
    let shrinker = if args.generic_shrink_only {
        "generic only (--generic-shrink-only)".to_string()
    } else if own_offered > 0 {
        format!("the problem's own candidates first ({own_offered} offered), then the generic ones")
    } else {
        "generic (the problem offers no candidates of its own)".to_string()
    };
    println!("  shrinker: {shrinker}");
    println!("--- input\n{}", clip(&small));
    println!("--- expected (certified)\n{}", clip(&failure.expected));
    println!("--- got\n{}", clip(&failure.got));
    match &args.save {
        Some(name) => {
            let path = problem.dir.join("cases").join(format!("{name}.in"));
            if path.exists() {
                bail!(
                    "{}: exists already (cases are immutable; pick another name)",
                    path.display()
                );
            }
            std::fs::write(&path, &small)
                .with_context(|| format!("{}: cannot write", path.display()))?;
            let shown = path.strip_prefix(root).unwrap_or(&path).display().to_string();
            println!(
                "saved {shown}; certify its snapshot with\n  cargo kata certify {}",
                problem.slug
            );
        }
        None => {
            let file = args.file.as_ref().map(|f| format!(" --file {}", f.display()));
            println!(
                "keep it as a case: cargo stress {}{} --seed {seed} --iterations 1 --save <name>",
                problem.slug,
                file.unwrap_or_default()
            );
        }
    }
    Ok(false)
}
