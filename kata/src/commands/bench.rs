//! `cargo kata bench`: runs the criterion benchmarks of the problems' `max_*` cases and prints
//! one table of medians against the time limits.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use anyhow::{Context, Result, bail};

use crate::commands::workspace;
use crate::judging::compile;

/// The arguments of `cargo kata bench`.
#[derive(Debug, Clone, clap::Args)]
pub struct BenchArgs {
    /// The problems to benchmark (all of them when none is named).
    pub slugs: Vec<String>,
    /// Do not run the benchmarks: report the last results criterion saved.
    #[arg(long)]
    pub no_run: bool,
}

/// One benchmarked case: criterion's median and its 95% confidence interval.
#[derive(Debug, Clone, PartialEq)]
pub struct Measured {
    /// The problem.
    pub slug: String,
    /// The `max_*` case.
    pub case: String,
    /// Median time of one run of the release solution on the case.
    pub median: Duration,
    /// Lower and upper bounds of the median's 95% confidence interval.
    pub interval: (Duration, Duration),
    /// The problem's time limit.
    pub time_limit: Duration,
}

impl Measured {
    /// `median / time limit`.
    pub fn ratio(&self) -> f64 {
        self.median.as_secs_f64() / self.time_limit.as_secs_f64()
    }
}

/// The median criterion saved in `estimates.json` text: (point, lower, upper) in nanoseconds.
///
/// # Example
/// ```
/// let json = r#"{"median":{"point_estimate":1500.0,
///   "confidence_interval":{"lower_bound":1400.0,"upper_bound":1600.0}}}"#;
/// assert_eq!(kata::commands::bench::median_ns(json), Some((1500.0, 1400.0, 1600.0)));
/// ```
pub fn median_ns(estimates: &str) -> Option<(f64, f64, f64)> {
    let value: serde_json::Value = serde_json::from_str(estimates).ok()?;
    let median = &value["median"];
    let interval = &median["confidence_interval"];
    Some((
        median["point_estimate"].as_f64()?,
        interval["lower_bound"].as_f64()?,
        interval["upper_bound"].as_f64()?,
    ))
}

/// The report table: slug, case, median (with its interval), limit, ratio, and `near limit`
/// at one half of the limit or more (`OVER LIMIT` above it).
pub fn table(measured: &[Measured]) -> String {
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let mut text = format!(
        "{:<26} {:<24} {:>12} {:>21} {:>9} {:>7}\n",
        "problem", "case", "median", "95% interval", "limit", "ratio"
    );
    for m in measured {
        let flag = match m.ratio() {
            r if r > 1.0 => "  OVER LIMIT",
            r if r >= 0.5 => "  near limit",
            _ => "",
        };
        text += &format!(
            "{:<26} {:<24} {:>9.2} ms {:>8.2}–{:>7.2} ms {:>6} ms {:>6.1}%{flag}\n",
            m.slug,
            m.case,
            ms(m.median),
            ms(m.interval.0),
            ms(m.interval.1),
            m.time_limit.as_millis(),
            100.0 * m.ratio()
        );
    }
    text
}

/// Runs `cargo kata bench`: `Ok(true)` when every median is within its time limit.
///
/// Errors: unknown problem, `cargo bench` failing, a case without saved results.
pub fn bench_command(root: &Path, args: &BenchArgs) -> Result<bool> {
    let problems = workspace::select(root, &args.slugs)?;
    let criterion = compile::release_dir(root)?.with_file_name("criterion");
    let mut measured = Vec::new();
    for problem in &problems {
        if !args.no_run {
            eprintln!("benchmarking {} …", problem.slug);
            let status = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
                .current_dir(root)
                .args(["bench", "-p", &problem.slug, "--bench", "max_cases"])
                .stdout(Stdio::null())
                .status()
                .context("cannot run `cargo bench`")?;
            if !status.success() {
                bail!("`cargo bench -p {}` failed ({status})", problem.slug);
            }
        }
        for case in problem.cases.iter().filter(|case| case.name.starts_with("max_")) {
            let path = criterion.join(&problem.slug).join(&case.name).join("new/estimates.json");
            let text = std::fs::read_to_string(&path).with_context(|| {
                format!("{}: no results (run without --no-run)", path.display())
            })?;
            let (point, lower, upper) =
                median_ns(&text).with_context(|| format!("{}: no median", path.display()))?;
            let ns = |v: f64| Duration::from_nanos(v as u64);
            measured.push(Measured {
                slug: problem.slug.clone(),
                case: case.name.clone(),
                median: ns(point),
                interval: (ns(lower), ns(upper)),
                time_limit: Duration::from_millis(problem.spec.time_limit_ms),
            });
        }
    }
    print!("{}", table(&measured));
    Ok(measured.iter().all(|m| m.ratio() <= 1.0))
}
