//! The stages `watch` judges an attempt in, stopping at the first that fails: compile →
//! the statement's samples → every case → stress against the certified reference. A failing
//! case or stress input is shrunk to the smallest failing input the shrinker finds.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};

use crate::commands::stress::{Failure, Stress, save_command, shrunk_report};
use crate::judging::compile;
use crate::judging::judge::{
    CaseResult, Verdict, judge_case, judge_case_keeping_output, judge_problem,
};
use crate::judging::report::{case_line, summary_table};
use crate::judging::run::Limits;
use kit::problem::{Case, Problem, read_snapshot};

/// What is judged: a person's attempt (a file compiled against the lib), or the problem's
/// own solution (its bin, for whoever writes a new problem).
#[derive(Debug, Clone)]
pub enum Source {
    /// A Rust file, built like `cargo judge --file`.
    File(PathBuf),
    /// The problem's solution, built as its package's bin.
    Solution,
}

/// How far an attempt got.
#[derive(Debug, Clone)]
pub enum Outcome {
    /// It does not compile.
    NotCompiled,
    /// A stage failed (its name).
    Failed(&'static str),
    /// Every stage passed: the slowest case, and the reference solution's time on it.
    Passed {
        /// The attempt's slowest case.
        slowest: CaseResult,
        /// The reference solution's CPU time on that case.
        reference: Duration,
    },
}

/// What the stages need of a problem, prepared once for a watch session.
pub struct Bench {
    root: PathBuf,
    problem: Problem,
    expected: Vec<String>,
    reference: PathBuf,
    checker: Option<PathBuf>,
    /// How long the stress stage generates inputs.
    pub stress_time: Duration,
    /// How many candidates a shrink may try.
    pub shrink_budget: usize,
    /// How long a shrink may take.
    pub shrink_time: Duration,
}

impl Bench {
    /// Builds the problem (its solution, checker and judge binaries, in release) and its
    /// generated cases, and loads the expected outputs.
    ///
    /// Errors: the problem does not build, a generated case cannot be built, a snapshot is
    /// missing.
    pub fn prepare(root: &Path, problem: &Problem) -> Result<Bench> {
        let slug = problem.slug.clone();
        let exes = match compile::build(root, std::slice::from_ref(&slug))?.remove(&slug) {
            Some(Ok(exes)) => exes,
            Some(Err(error)) => bail!("{slug}: the problem does not build: {error}"),
            None => bail!("{slug}: nothing built"),
        };
        crate::judging::generated::materialize(root, problem)?;
        let expected = problem
            .cases
            .iter()
            .map(|case| read_snapshot(&case.snapshot))
            .collect::<Result<Vec<_>>>()?;
        Ok(Bench {
            root: root.to_path_buf(),
            problem: problem.clone(),
            expected,
            reference: exes.solution,
            checker: exes.checker,
            stress_time: Duration::from_secs(8),
            shrink_budget: 5000,
            shrink_time: Duration::from_secs(20),
        })
    }

    /// Runs the stages on `source`, printing each stage's line and, for the one that fails,
    /// what failed; returns how far it got.
    ///
    /// Errors: a program cannot be run, a reference fails (the problem's judge side is
    /// wrong then).
    pub fn judge(&self, source: &Source) -> Result<Outcome> {
        let started = Instant::now();
        let exe = match self.compile(source)? {
            Ok(exe) => exe,
            Err(error) => {
                println!("[1/4] compile   FAILED: {error}");
                println!("      (rustc's diagnostics above; fix the file and save)");
                return Ok(Outcome::NotCompiled);
            }
        };
        println!("[1/4] compile   ok ({:.1} s)", started.elapsed().as_secs_f64());
        if !self.samples(&exe)? {
            return Ok(Outcome::Failed("samples"));
        }
        let Some(slowest) = self.cases(&exe, source)? else {
            return Ok(Outcome::Failed("cases"));
        };
        if !self.stress(&exe, source)? {
            return Ok(Outcome::Failed("stress"));
        }
        let case = self.case(&slowest.name);
        let limits = self.limits();
        let expected = self.expected_of(&slowest.name);
        let reference = judge_case(
            &self.reference,
            &self.problem.spec,
            case,
            expected,
            self.checker.as_deref(),
            &limits,
        )?;
        Ok(Outcome::Passed { slowest, reference: reference.cpu })
    }

    fn compile(&self, source: &Source) -> Result<Result<PathBuf, String>> {
        match source {
            Source::File(file) => compile::build_file(&self.root, file),
            Source::Solution => {
                let slug = self.problem.slug.clone();
                let built = compile::build(&self.root, std::slice::from_ref(&slug))?.remove(&slug);
                Ok(built.context("nothing built")?.map(|exes| exes.solution))
            }
        }
    }

    fn limits(&self) -> Limits {
        Limits::new(self.problem.spec.time_limit_ms, self.problem.spec.memory_limit_mb)
    }

    fn case(&self, name: &str) -> &Case {
        self.problem.cases.iter().find(|case| case.name == name).expect("a case of the problem")
    }

    fn expected_of(&self, name: &str) -> &str {
        let index = self.problem.cases.iter().position(|case| case.name == name).expect("a case");
        &self.expected[index]
    }

    /// Stage 2: the statement's samples, each with its input, expected output, output and
    /// first difference when it fails.
    fn samples(&self, exe: &Path) -> Result<bool> {
        let limits = self.limits();
        let samples: Vec<(&Case, &String)> = self
            .problem
            .cases
            .iter()
            .zip(&self.expected)
            .filter(|(case, _)| case.name.starts_with("sample"))
            .collect();
        for (case, expected) in &samples {
            let spec = &self.problem.spec;
            let (result, output) = judge_case_keeping_output(
                exe,
                spec,
                case,
                expected,
                self.checker.as_deref(),
                &limits,
            )?;
            if result.verdict != Verdict::Accepted {
                let why = result.message.map(|m| format!(": {m}")).unwrap_or_default();
                println!("[2/4] samples   {} {}{why}", case.name, result.verdict);
                if why.contains("not yet implemented") {
                    println!("      (that is the todo!() of your attempt: the part to write)");
                }
                let input = std::fs::read_to_string(&case.input)
                    .with_context(|| format!("{}: cannot read", case.input.display()))?;
                println!("--- input\n{input}--- expected\n{expected}--- got");
                print!("{}", String::from_utf8_lossy(&output));
                return Ok(false);
            }
        }
        println!("[2/4] samples   {} of {} AC", samples.len(), samples.len());
        Ok(true)
    }

    /// Stage 3: every case, the judge's table; on a failure, the smallest failing input.
    /// The slowest case when every case is AC.
    fn cases(&self, exe: &Path, source: &Source) -> Result<Option<CaseResult>> {
        let time_limit = Duration::from_millis(self.problem.spec.time_limit_ms);
        let result =
            judge_problem(exe, &self.problem, &self.expected, self.checker.as_deref(), |_| {})?;
        let total = result.cases.len();
        if result.accepted() == total {
            let slowest = result.slowest().expect("a problem has cases").clone();
            println!(
                "[3/4] cases     {total} of {total} AC, slowest {} {}",
                slowest.name,
                case_line(&slowest, time_limit).trim_start_matches("AC").trim()
            );
            return Ok(Some(slowest));
        }
        println!("[3/4] cases     {} of {total} AC", result.accepted());
        for case in result.cases.iter().filter(|case| case.verdict != Verdict::Accepted) {
            println!("      {:<28} {}", case.name, case_line(case, time_limit));
        }
        print!("\n{}", summary_table(std::slice::from_ref(&result)));
        let failing: Vec<&CaseResult> = result
            .cases
            .iter()
            .filter(|case| matches!(case.verdict, Verdict::WrongAnswer | Verdict::RuntimeError(_)))
            .collect();
        if !failing.is_empty() {
            self.smallest_failure(exe, source, &failing)?;
        }
        Ok(None)
    }

    /// After a case failed: a small failing input, from a short stress run when one fails
    /// there, else from the smallest failing case, shrunk.
    fn smallest_failure(&self, exe: &Path, source: &Source, failing: &[&CaseResult]) -> Result<()> {
        let stress = self.stress_of(exe)?;
        let deadline = Some(Instant::now() + self.stress_time / 2);
        if let Some((seed, input, failure)) = stress.search(1..1_000, deadline, |_| {})? {
            return self.print_shrunk(
                &stress,
                &format!("generate({seed})"),
                &input,
                failure,
                Some((seed, source)),
            );
        }
        let smallest = failing
            .iter()
            .map(|result| self.case(&result.name))
            .min_by_key(|case| std::fs::metadata(&case.input).map_or(u64::MAX, |m| m.len()))
            .expect("a failing case");
        let input = std::fs::read_to_string(&smallest.input)
            .with_context(|| format!("{}: cannot read", smallest.input.display()))?;
        let expected = self.expected_of(&smallest.name);
        let Some(failure) = stress.failure(&input, expected)? else {
            return Ok(());
        };
        self.print_shrunk(&stress, &format!("case {}", smallest.name), &input, failure, None)
    }

    fn stress_of<'a>(&'a self, exe: &'a Path) -> Result<Stress<'a>> {
        Stress::new(&self.root, &self.problem, exe, self.checker.as_deref())
    }

    fn print_shrunk(
        &self,
        stress: &Stress,
        origin: &str,
        input: &str,
        failure: Failure,
        seed: Option<(u64, &Source)>,
    ) -> Result<()> {
        let deadline = Instant::now() + self.shrink_time;
        let shrunk = stress.shrink(input, failure, self.shrink_budget, Some(deadline), false)?;
        println!("\nthe smallest failing input found:");
        print!("{}", shrunk_report(&self.problem.slug, origin, input, &shrunk, false));
        if let Some((seed, source)) = seed {
            let file = match source {
                Source::File(file) => {
                    Some(file.strip_prefix(&self.root).unwrap_or(file).to_path_buf())
                }
                Source::Solution => None,
            };
            println!(
                "keep it as a case: {}",
                save_command(&self.problem.slug, file.as_deref(), seed)
            );
        }
        Ok(())
    }

    /// Stage 4: generated inputs against the certified reference until one fails (then
    /// shrunk) or the stress time is over.
    fn stress(&self, exe: &Path, source: &Source) -> Result<bool> {
        let stress = self.stress_of(exe)?;
        let started = Instant::now();
        let mut tried = 0;
        let deadline = Some(started + self.stress_time);
        match stress.search(1..10_000, deadline, |_| tried += 1)? {
            None => {
                println!(
                    "[4/4] stress    {tried} generated inputs, no failure ({:.1} s)",
                    started.elapsed().as_secs_f64()
                );
                Ok(true)
            }
            Some((seed, input, failure)) => {
                println!("[4/4] stress    generate({seed}) fails: {}", failure.verdict);
                self.print_shrunk(
                    &stress,
                    &format!("generate({seed})"),
                    &input,
                    failure,
                    Some((seed, source)),
                )?;
                Ok(false)
            }
        }
    }
}
