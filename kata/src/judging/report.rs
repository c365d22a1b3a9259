//! Showing judge results: a line per case as it is judged (under a progress bar on a
//! terminal), a summary table per problem, or one JSON document.

use std::io::IsTerminal;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;

use crate::judging::judge::{CaseResult, ProblemResult, Verdict};
use kit::problem::Problem;

/// Every verdict code, in the order summaries list them.
const CODES: [&str; 7] = ["AC", "WA", "RE", "TLE", "MLE", "OLE", "CE"];

/// The live part of the report: one line per case on stdout, with a progress bar when stdout
/// is a terminal; nothing at all when quiet (for `--json`).
pub struct Progress {
    bar: Option<ProgressBar>,
    quiet: bool,
    slug_width: usize,
    name_width: usize,
}

impl Progress {
    /// A progress report over the cases of `problems`.
    pub fn new(problems: &[Problem], quiet: bool) -> Progress {
        let total = problems.iter().map(|problem| problem.cases.len() as u64).sum();
        let bar = (!quiet && std::io::stdout().is_terminal()).then(|| {
            let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stdout());
            let style = ProgressStyle::with_template("{bar:30} {pos}/{len} cases  {msg}")
                .expect("the template is valid");
            bar.set_style(style);
            bar
        });
        Progress {
            bar,
            quiet,
            slug_width: problems.iter().map(|p| p.slug.len()).max().unwrap_or(0),
            name_width: problems
                .iter()
                .flat_map(|p| p.cases.iter().map(|case| case.name.len()))
                .max()
                .unwrap_or(0),
        }
    }

    /// Shows that `slug`'s cases are being judged.
    pub fn start(&self, slug: &str) {
        if let Some(bar) = &self.bar {
            bar.set_message(slug.to_string());
        }
    }

    /// Reports one judged case of `slug`.
    pub fn case(&self, slug: &str, time_limit: Duration, case: &CaseResult) {
        let line = format!(
            "{slug:<sw$}  {name:<nw$}  {line}",
            sw = self.slug_width,
            name = case.name,
            nw = self.name_width,
            line = case_line(case, time_limit)
        );
        self.print(&line, 1);
    }

    /// Shows `why` (a case's [`why_block`]) under the line of the case it explains.
    pub fn why(&self, why: &str) {
        for line in why.lines() {
            self.print(line, 0);
        }
    }

    /// Reports that `slug` did not build, which settles its `cases` cases.
    pub fn build_failed(&self, slug: &str, cases: usize, error: &str) {
        self.print(&format!("{slug:<sw$}  CE  {error}", sw = self.slug_width), cases as u64);
    }

    /// Removes the progress bar.
    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }

    fn print(&self, line: &str, done: u64) {
        match &self.bar {
            Some(bar) => {
                bar.println(line);
                bar.inc(done);
            }
            None if !self.quiet => println!("{line}"),
            None => {}
        }
    }
}

/// A case's verdict, time against the limit, memory, and note:
/// `AC   143 ms / 1000 ms (14%)   12.3 MiB`.
///
/// # Example
/// ```
/// use std::time::Duration;
/// use kata::judging::judge::{CaseResult, Verdict};
/// let case = CaseResult {
///     name: "max_n".into(), verdict: Verdict::Accepted, message: None,
///     cpu: Duration::from_millis(612), wall: Duration::from_millis(615),
///     memory_bytes: 12_900_000,
/// };
/// assert_eq!(
///     kata::judging::report::case_line(&case, Duration::from_secs(1)),
///     "AC              612 ms / 1000 ms ( 61%)    12.3 MiB  near limit"
/// );
/// ```
pub fn case_line(case: &CaseResult, time_limit: Duration) -> String {
    let note = match (&case.message, case.verdict) {
        (Some(message), _) => message.as_str(),
        (None, Verdict::Accepted) if case.near_limit(time_limit) => "near limit",
        (None, _) => "",
    };
    format!(
        "{:<13} {}  {:>10}  {note}",
        case.verdict.to_string(),
        time_against(case.cpu, time_limit),
        mib(case.memory_bytes)
    )
    .trim_end()
    .to_string()
}

/// A failing case's input at most this long (in bytes) is explained by `cargo judge`.
pub const EXPLAINED_INPUT_BYTES: usize = 2000;

/// Why the certified answer is right, as `cargo judge` shows it under a failing case: the
/// explanation (`<slug>-judge explain`) indented under a heading, or the reason there is none
/// when the explanation failed; `None` when the problem has no explanation of the input.
///
/// # Example
/// ```
/// use kata::judging::report::why_block;
/// let why = Ok(Some("heap (7): g = 0\n  g = 0: the player to move loses\n".to_string()));
/// assert_eq!(
///     why_block(&why).unwrap(),
///     "    why (certified):\n      heap (7): g = 0\n        g = 0: the player to move loses\n"
/// );
/// assert_eq!(why_block(&Ok(None)), None);
/// ```
pub fn why_block(why: &Result<Option<String>, String>) -> Option<String> {
    let text = match why {
        Ok(None) => return None,
        Ok(Some(text)) => text.clone(),
        Err(error) => format!("(no explanation: {error})"),
    };
    let lines: String = text.lines().map(|line| format!("      {line}\n")).collect();
    Some(format!("    why (certified):\n{lines}"))
}

/// The summary table: per problem its cases, AC count, verdicts, slowest case with its time
/// against the limit (and `near limit` at ≥ 50%), peak memory; then a total line.
pub fn summary_table(results: &[ProblemResult]) -> String {
    let mut rows = vec![
        ["problem", "cases", "AC", "verdicts", "slowest", "time / TL", "memory", ""]
            .map(String::from),
    ];
    for result in results {
        let slowest = result.slowest();
        let peak = result.cases.iter().map(|case| case.memory_bytes).max().unwrap_or(0);
        let note = match (&result.build_error, slowest) {
            (Some(error), _) => error.clone(),
            (None, Some(case))
                if case.verdict == Verdict::Accepted && case.near_limit(result.time_limit()) =>
            {
                "near limit".into()
            }
            _ => String::new(),
        };
        rows.push([
            result.slug.clone(),
            result.cases.len().to_string(),
            result.accepted().to_string(),
            verdict_counts(&result.cases),
            slowest.map_or("-".into(), |case| case.name.clone()),
            slowest.map_or("-".into(), |case| time_against(case.cpu, result.time_limit())),
            if slowest.is_some() { mib(peak) } else { "-".into() },
            note,
        ]);
    }
    let widths: Vec<usize> =
        (0..8).map(|i| rows.iter().map(|row| row[i].chars().count()).max().unwrap_or(0)).collect();
    let mut table = String::new();
    for row in &rows {
        let cells: Vec<String> = row
            .iter()
            .zip(&widths)
            .enumerate()
            .map(|(i, (cell, &width))| match i {
                1 | 2 | 6 => format!("{cell:>width$}"),
                _ => format!("{cell:<width$}"),
            })
            .collect();
        table += cells.join("  ").trim_end();
        table.push('\n');
    }
    let cases: usize = results.iter().map(|result| result.cases.len()).sum();
    let accepted: usize = results.iter().map(ProblemResult::accepted).sum();
    table += &if accepted == cases {
        format!("all {cases} cases accepted\n")
    } else {
        format!("{} of {cases} cases not accepted\n", cases - accepted)
    };
    table
}

/// `7 AC, 1 WA`: how many cases got each verdict.
fn verdict_counts(cases: &[CaseResult]) -> String {
    CODES
        .iter()
        .filter_map(|&code| {
            let count = cases.iter().filter(|case| case.verdict.code() == code).count();
            (count > 0).then(|| format!("{count} {code}"))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// `143 ms / 1000 ms ( 14%)`.
fn time_against(cpu: Duration, time_limit: Duration) -> String {
    let percent = cpu.as_millis() * 100 / time_limit.as_millis().max(1);
    format!("{:>5} ms / {} ms ({percent:>3}%)", cpu.as_millis(), time_limit.as_millis())
}

/// `12.3 MiB`.
fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / f64::from(1 << 20))
}

/// The `--json` document: the results of a judge run.
///
/// Schema (times in milliseconds of CPU (user + system) or wall time, memory in KiB of peak
/// resident set):
/// ```text
/// {
///   "problems": [{
///     "slug": "coins-134", "title": "…", "time_limit_ms": 1000, "memory_limit_mb": 256,
///     "build": "ok" | "CE",
///     "build_error": "error[E0425]: … at solutions/coins-134.rs:3:5",   // only when CE
///     "cases": [{
///       "name": "max_n",
///       "verdict": "AC" | "WA" | "RE" | "TLE" | "MLE" | "OLE" | "CE",
///       "message": "line 1, column 5: expected \"L\", got \"W\"",  // only when there is one;
///                                  // on RE it starts with the exit: "exit 101: …", "SIGSEGV"
///       "cpu_ms": 143, "wall_ms": 150, "memory_kib": 12600
///     }],
///     "slowest": {"case": "max_n", "cpu_ms": 143, "ratio": 0.143} | null  // ratio = cpu / TL
///   }],
///   "summary": {"cases": 20, "accepted": 20, "all_accepted": true}
/// }
/// ```
#[derive(Debug, Serialize)]
pub struct JsonReport {
    /// One entry per judged problem, in the order judged.
    pub problems: Vec<JsonProblem>,
    /// Totals over all problems.
    pub summary: JsonSummary,
}

/// A problem in [`JsonReport`].
#[derive(Debug, Serialize)]
pub struct JsonProblem {
    /// The slug.
    pub slug: String,
    /// The title.
    pub title: String,
    /// The CPU time limit per case, in ms.
    pub time_limit_ms: u64,
    /// The memory limit, in MiB.
    pub memory_limit_mb: u64,
    /// `"ok"` or `"CE"`.
    pub build: &'static str,
    /// The first compiler error, when CE.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub build_error: Option<String>,
    /// The cases, in order.
    pub cases: Vec<JsonCase>,
    /// The case with the most CPU time; `null` when nothing ran.
    pub slowest: Option<JsonSlowest>,
}

/// A case in [`JsonProblem`].
#[derive(Debug, Serialize)]
pub struct JsonCase {
    /// The case's name.
    pub name: String,
    /// The verdict code.
    pub verdict: &'static str,
    /// Why, when not AC and known; on RE it starts with the exit.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// CPU time, ms.
    pub cpu_ms: u64,
    /// Wall time, ms.
    pub wall_ms: u64,
    /// Peak resident memory, KiB.
    pub memory_kib: u64,
}

/// The slowest case in [`JsonProblem`].
#[derive(Debug, Serialize)]
pub struct JsonSlowest {
    /// Its name.
    pub case: String,
    /// Its CPU time, ms.
    pub cpu_ms: u64,
    /// CPU time / time limit.
    pub ratio: f64,
}

/// Totals in [`JsonReport`].
#[derive(Debug, Serialize)]
pub struct JsonSummary {
    /// Cases judged (CE ones included).
    pub cases: usize,
    /// Cases accepted.
    pub accepted: usize,
    /// Whether every case is AC (the exit status is then 0).
    pub all_accepted: bool,
}

impl JsonReport {
    /// The document for `results`.
    pub fn new(results: &[ProblemResult]) -> JsonReport {
        let problems: Vec<JsonProblem> = results.iter().map(json_problem).collect();
        let cases = results.iter().map(|result| result.cases.len()).sum();
        let accepted = results.iter().map(ProblemResult::accepted).sum();
        JsonReport {
            problems,
            summary: JsonSummary { cases, accepted, all_accepted: cases == accepted },
        }
    }
}

fn json_problem(result: &ProblemResult) -> JsonProblem {
    let millis = |time: Duration| u64::try_from(time.as_millis()).unwrap_or(u64::MAX);
    JsonProblem {
        slug: result.slug.clone(),
        title: result.spec.title.clone(),
        time_limit_ms: result.spec.time_limit_ms,
        memory_limit_mb: result.spec.memory_limit_mb,
        build: if result.build_error.is_some() { "CE" } else { "ok" },
        build_error: result.build_error.clone(),
        cases: result
            .cases
            .iter()
            .map(|case| JsonCase {
                name: case.name.clone(),
                verdict: case.verdict.code(),
                message: match (case.verdict, &case.message) {
                    (Verdict::RuntimeError(exit), Some(message)) => {
                        Some(format!("{exit}: {message}"))
                    }
                    (Verdict::RuntimeError(exit), None) => Some(exit.to_string()),
                    (_, message) => message.clone(),
                },
                cpu_ms: millis(case.cpu),
                wall_ms: millis(case.wall),
                memory_kib: case.memory_bytes / 1024,
            })
            .collect(),
        slowest: result.slowest().map(|case| JsonSlowest {
            case: case.name.clone(),
            cpu_ms: millis(case.cpu),
            ratio: case.cpu.as_secs_f64() / result.time_limit().as_secs_f64(),
        }),
    }
}
