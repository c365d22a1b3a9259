//! The problem-package format: `problems/<slug>/problem.toml`, its cases, and the judged
//! (certified) expected outputs in `snapshots/<slug>/<case>.snap`.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use serde::Deserialize;

/// How a contestant's output is compared with the judged one.
#[derive(Debug, Clone, Copy, PartialEq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Compare {
    /// Whitespace-separated tokens must be equal (the default of most judges).
    Tokens,
    /// Lines must be equal, trailing whitespace of a line and of the file aside.
    Exact,
    /// Tokens must be equal, numeric ones up to `float_tolerance` (absolute or relative).
    Float,
    /// The problem's checker binary `<slug>-checker input output answer` decides (testlib order).
    Checker,
}

/// The contents of `problem.toml`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Spec {
    /// The problem's title, as the source names it.
    pub title: String,
    /// Where it comes from: `CSES 1729`, `HackerRank`, `own`, ...
    pub source: String,
    /// The original statement, for reproductions.
    #[serde(default)]
    pub url: Option<String>,
    /// CPU time limit per case, in milliseconds.
    pub time_limit_ms: u64,
    /// Memory limit (peak resident set), in MiB.
    pub memory_limit_mb: u64,
    /// How outputs are compared.
    #[serde(default = "default_compare")]
    pub compare: Compare,
    /// Tolerance for `compare = "float"`.
    #[serde(default = "default_tolerance")]
    pub float_tolerance: f64,
    /// Topics, for the index.
    #[serde(default)]
    pub tags: Vec<String>,
    /// The idea in a few words, for the README index.
    pub idea: String,
    /// Other solutions and the verdicts they must get (`[[extra]]` tables).
    #[serde(default)]
    pub extra: Vec<Extra>,
}

/// Another solution of a problem — a naive one, a known-wrong one — and the verdict it must
/// get: `cargo judge --extras` judges it and fails when the verdict differs.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Extra {
    /// The file, relative to the problem's folder (`extra/naive.rs`).
    pub file: PathBuf,
    /// `AC` (every case), or `WA`, `RE`, `TLE`, `MLE`, `OLE`: that verdict on at least one
    /// case, and AC on all the others.
    pub expect: String,
    /// Why it gets that verdict, for the report.
    pub why: String,
}

/// The verdict codes an [`Extra`] may expect.
pub const EXPECTABLE: [&str; 6] = ["AC", "WA", "RE", "TLE", "MLE", "OLE"];

fn default_compare() -> Compare {
    Compare::Tokens
}

fn default_tolerance() -> f64 {
    1e-6
}

/// One judged input of a problem.
#[derive(Debug, Clone)]
pub struct Case {
    /// The file stem: `sample_01`, `max_n`, `random_03`, ...
    pub name: String,
    /// `problems/<slug>/cases/<name>.in`.
    pub input: PathBuf,
    /// `snapshots/<slug>/<name>.snap`: the certified expected output.
    pub snapshot: PathBuf,
}

/// A problem of the workspace, loaded and checked for shape.
#[derive(Debug, Clone)]
pub struct Problem {
    /// The slug: folder, package, binary, solution file and snapshot folder name.
    pub slug: String,
    /// `problems/<slug>`.
    pub dir: PathBuf,
    /// The parsed `problem.toml`.
    pub spec: Spec,
    /// Its cases, sorted by name.
    pub cases: Vec<Case>,
}

impl Problem {
    /// Loads `problems/<slug>`: its `problem.toml` and the list of its cases.
    ///
    /// Errors (one line, naming the file): unreadable or malformed `problem.toml`, no `cases/`
    /// folder, no case at all.
    pub fn load(root: &Path, slug: &str) -> Result<Problem> {
        let dir = root.join("problems").join(slug);
        let spec_path = dir.join("problem.toml");
        let text = std::fs::read_to_string(&spec_path)
            .with_context(|| format!("{}: cannot read", spec_path.display()))?;
        let spec =
            parse_spec(&text).map_err(|e| anyhow::anyhow!("{}: {e}", spec_path.display()))?;
        let cases_dir = dir.join("cases");
        let mut cases = Vec::new();
        let listing = std::fs::read_dir(&cases_dir)
            .with_context(|| format!("{}: cannot list the cases", cases_dir.display()))?;
        for entry in listing {
            let path =
                entry.with_context(|| format!("{}: cannot list", cases_dir.display()))?.path();
            if path.extension().is_some_and(|e| e == "in") {
                let name = path.file_stem().unwrap_or_default().to_string_lossy().into_owned();
                let snapshot = root.join("snapshots").join(slug).join(format!("{name}.snap"));
                cases.push(Case { name, input: path, snapshot });
            }
        }
        if cases.is_empty() {
            bail!("{}: no case (*.in)", cases_dir.display());
        }
        cases.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(Problem { slug: slug.to_string(), dir, spec, cases })
    }

    /// The samples' outputs as the statement gives them: `(case, path of <name>.out)`.
    pub fn statement_outputs(&self) -> Vec<(&Case, PathBuf)> {
        self.cases
            .iter()
            .map(|case| (case, case.input.with_extension("out")))
            .filter(|(_, out)| out.is_file())
            .collect()
    }
}

/// Parses `problem.toml` text; the error is one line with the line and column.
pub fn parse_spec(text: &str) -> Result<Spec, String> {
    let spec: Spec = toml::from_str(text).map_err(|e| {
        let at = e
            .span()
            .map(|span| {
                let before = &text[..span.start.min(text.len())];
                let line = before.matches('\n').count() + 1;
                let column = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
                format!("line {line}, column {column}: ")
            })
            .unwrap_or_default();
        format!("{at}{}", e.message().trim())
    })?;
    if !(1..=60_000).contains(&spec.time_limit_ms) {
        return Err(format!("time_limit_ms must be 1..=60000, not {}", spec.time_limit_ms));
    }
    if !(1..=65_536).contains(&spec.memory_limit_mb) {
        return Err(format!("memory_limit_mb must be 1..=65536, not {}", spec.memory_limit_mb));
    }
    if let Some(extra) = spec.extra.iter().find(|e| !EXPECTABLE.contains(&e.expect.as_str())) {
        return Err(format!(
            "extra {}: expect = {:?} is not one of {EXPECTABLE:?}",
            extra.file.display(),
            extra.expect
        ));
    }
    if !(spec.float_tolerance > 0.0 && spec.float_tolerance < 1.0) {
        return Err("float_tolerance must lie in (0, 1)".to_string());
    }
    Ok(spec)
}

/// The certified expected output stored in a snapshot file (insta's format: a `---` header,
/// then the content), with a final newline.
///
/// Errors: the snapshot is missing (not judged yet) or has no header.
pub fn read_snapshot(path: &Path) -> Result<String> {
    let bytes = std::fs::read(path).with_context(|| {
        format!(
            "{}: missing snapshot (the case is not judged yet; run the problem's tests)",
            path.display()
        )
    })?;
    let text = String::from_utf8(bytes).map_err(|e| {
        anyhow::anyhow!(
            "{}: not UTF-8 (byte {}), so not a snapshot",
            path.display(),
            e.utf8_error().valid_up_to()
        )
    })?;
    snapshot_body(&text)
        .map(|body| format!("{body}\n"))
        .with_context(|| format!("{}: not an insta snapshot (no `---` header)", path.display()))
}

/// The content part of an insta snapshot file, or `None` if the header is malformed.
pub fn snapshot_body(text: &str) -> Option<&str> {
    let rest = text.strip_prefix("---\n")?;
    let end = rest.find("\n---\n")?;
    Some(rest[end + 5..].trim_end_matches('\n'))
}
