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

    /// Why the certified answer to `input` is right (`<slug>-judge explain`): `None` when the
    /// problem has no explanation of it; the error in one line.
    fn explain(&self, input: &str) -> Result<Option<String>, String> {
        kit::side::explain_by(&self.0, input)
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
#[derive(Debug, Clone)]
pub struct Failure {
    /// The verdict (not AC).
    pub verdict: Verdict,
    /// Why, as the judge says it (the first difference on WA).
    pub message: Option<String>,
    /// The certified answer.
    pub expected: String,
    /// What the solution printed.
    pub got: String,
}

/// A failing input made small: the input, its failure, and how the shrinker got there.
#[derive(Debug, Clone)]
pub struct Shrunk {
    /// The smallest failing input found.
    pub input: String,
    /// Its failure.
    pub failure: Failure,
    /// How many candidates were tried.
    pub tried: usize,
    /// How many candidates the problem's own shrinker offered.
    pub own_offered: usize,
    /// Why the certified answer to the shrunk input is right, in the game's terms
    /// (`<slug>-judge explain`): `None` when the problem has none for it, the error in one
    /// line when the explanation failed.
    pub why: Result<Option<String>, String>,
}

/// A solution of a problem, checked against the problem's certified reference (its
/// `<slug>-judge` binary) on inputs generated or given: what `cargo stress` and the practice
/// loop's stress stage run.
pub struct Stress<'a> {
    problem: &'a Problem,
    solution: &'a Path,
    checker: Option<&'a Path>,
    judge: JudgeBin,
    scratch: tempfile::TempDir,
}

impl<'a> Stress<'a> {
    /// The solution executable `solution` of `problem`, with its checker (when it has one),
    /// against the judge binary built in the workspace at `root`.
    ///
    /// Errors: no release folder (a broken manifest), no scratch folder.
    pub fn new(
        root: &Path,
        problem: &'a Problem,
        solution: &'a Path,
        checker: Option<&'a Path>,
    ) -> Result<Stress<'a>> {
        let judge = JudgeBin(compile::release_dir(root)?.join(format!("{}-judge", problem.slug)));
        let scratch = tempfile::tempdir().context("cannot create a scratch folder")?;
        Ok(Stress { problem, solution, checker, judge, scratch })
    }

    /// The solution's failure on `input` against the certified `expected` answer, if any.
    ///
    /// Errors: the input cannot be written, the solution cannot be run.
    pub fn failure(&self, input: &str, expected: &str) -> Result<Option<Failure>> {
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

    /// The first seed of `seeds` whose generated input the solution fails, with the input and
    /// the failure; `None` when none fails before `deadline`. `on_seed` is called before each.
    ///
    /// Errors: a generator failure, the certified reference crashing or rejecting a
    /// generated input (the judge side is wrong then), the solution not running.
    pub fn search(
        &self,
        seeds: std::ops::Range<u64>,
        deadline: Option<Instant>,
        mut on_seed: impl FnMut(u64),
    ) -> Result<Option<(u64, String, Failure)>> {
        for seed in seeds {
            if deadline.is_some_and(|d| Instant::now() > d) {
                break;
            }
            on_seed(seed);
            let input = self.judge.generate(seed)?;
            let expected = match self.judge.certified(&input)? {
                Reference::Answer(expected) => expected,
                Reference::Rejected(why) => {
                    bail!("generate({seed}) is rejected by the judge side: {why}")
                }
                Reference::Crashed(how) => {
                    bail!("the reference crashed on generate({seed}): {how}")
                }
            };
            if let Some(failure) = self.failure(&input, &expected)? {
                return Ok(Some((seed, input, failure)));
            }
        }
        Ok(None)
    }

    /// Shrinks a failing `input` (whose failure is `failure`) within `budget` candidates and
    /// before `deadline` (no candidate is run after it): the problem's own candidates first
    /// (unless `generic_only`), then the generic ones, each kept when the reference accepts it
    /// and the solution still fails.
    ///
    /// Errors: the reference, the problem's shrinker or the solution cannot be run.
    pub fn shrink(
        &self,
        input: &str,
        failure: Failure,
        budget: usize,
        deadline: Option<Instant>,
        generic_only: bool,
    ) -> Result<Shrunk> {
        let (mut error, mut own_error, mut own_offered) = (None, None, 0);
        let candidates_of = |best: &str| {
            let own = if generic_only {
                Vec::new()
            } else {
                self.judge.shrink(best).unwrap_or_else(|e| {
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
            crate::commands::shrink::shrink_with(input, budget, candidates_of, |candidate| {
                if deadline.is_some_and(|d| Instant::now() > d) {
                    return false;
                }
                match self.still_fails(candidate) {
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
        let why = self.judge.explain(&small);
        Ok(Shrunk { input: small, failure: smallest, tried, own_offered, why })
    }
}

/// The shrunk failure as `cargo stress` prints it: what failed (`origin`, e.g.
/// `generate(7)`), the sizes before and after, the shrinker used, then the input, the
/// certified answer, what the solution printed, and why the certified answer is right (where
/// the problem explains it).
pub fn shrunk_report(
    slug: &str,
    origin: &str,
    before: &str,
    shrunk: &Shrunk,
    generic_only: bool,
) -> String {
    let failure = &shrunk.failure;
    let message = failure.message.as_ref().map(|m| format!(": {m}")).unwrap_or_default();
    let shrinker = if generic_only {
        "generic only (--generic-shrink-only)".to_string()
    } else if shrunk.own_offered > 0 {
        format!(
            "the problem's own candidates first ({} offered), then the generic ones",
            shrunk.own_offered
        )
    } else {
        "generic (the problem offers no candidates of its own)".to_string()
    };
    let why = match &shrunk.why {
        Ok(Some(why)) => format!("--- why (certified)\n{why}"),
        Ok(None) => String::new(),
        Err(error) => format!("--- why (certified)\n(no explanation: {error})\n"),
    };
    format!(
        "stress {slug}: {origin} fails: {}{message}\n  before shrinking: {}\n  after {} tries: {}\n  \
         shrinker: {shrinker}\n--- input\n{}\n--- expected (certified)\n{}\n--- got\n{}\n{why}",
        failure.verdict,
        size(before),
        shrunk.tried,
        size(&shrunk.input),
        clip(&shrunk.input),
        clip(&failure.expected),
        clip(&failure.got),
    )
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
    let stress = Stress::new(root, &problem, &solution, exes.checker.as_deref())?;
    let deadline = args.time.map(|s| Instant::now() + Duration::from_secs_f64(s));
    let bar = indicatif::ProgressBar::new(args.iterations);
    let seeds = args.seed..args.seed.saturating_add(args.iterations);
    let found = stress.search(seeds, deadline, |_| bar.inc(1))?;
    bar.finish_and_clear();
    let Some((seed, input, failure)) = found else {
        println!(
            "stress {}: no failure in {} generated inputs from seed {}",
            problem.slug,
            bar.position(),
            args.seed
        );
        return Ok(true);
    };
    let shrunk = stress.shrink(&input, failure, args.budget, None, args.generic_shrink_only)?;
    let origin = format!("generate({seed})");
    print!("{}", shrunk_report(&problem.slug, &origin, &input, &shrunk, args.generic_shrink_only));
    match &args.save {
        Some(name) => {
            let path = problem.dir.join("cases").join(format!("{name}.in"));
            if path.exists() {
                bail!(
                    "{}: exists already (cases are immutable; pick another name)",
                    path.display()
                );
            }
            std::fs::write(&path, &shrunk.input)
                .with_context(|| format!("{}: cannot write", path.display()))?;
            let shown = path.strip_prefix(root).unwrap_or(&path).display().to_string();
            println!(
                "saved {shown}; certify its snapshot with\n  cargo kata certify {}",
                problem.slug
            );
        }
        None => println!(
            "keep it as a case: {}",
            save_command(&problem.slug, args.file.as_deref(), seed)
        ),
    }
    Ok(false)
}

/// The command that saves the shrunk failure of `seed` as a case.
///
/// # Example
/// ```
/// let command = kata::commands::stress::save_command("kayles", None, 7);
/// assert_eq!(command, "cargo stress kayles --seed 7 --iterations 1 --save <name>");
/// ```
pub fn save_command(slug: &str, file: Option<&Path>, seed: u64) -> String {
    let file = file.map(|f| format!(" --file {}", f.display())).unwrap_or_default();
    format!("cargo stress {slug}{file} --seed {seed} --iterations 1 --save <name>")
}
