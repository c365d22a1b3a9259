//! The katas a person can practise: every problem of the workspace with its place on the
//! suggested path (topic, then difficulty, then slug), and where a person's files live.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

use crate::commands::workspace;
use kit::practice::{Hints, Topic};
use kit::problem::Problem;

/// A problem as a kata: the problem and its practice fields.
#[derive(Debug, Clone)]
pub struct Kata {
    /// The problem.
    pub problem: Problem,
    /// Its stage on the path.
    pub topic: Topic,
    /// 1 to 10.
    pub difficulty: u8,
    /// Its three hints.
    pub hints: Hints,
}

impl Kata {
    /// The kata of `problem`.
    ///
    /// Errors (one line naming its `problem.toml`): a practice field is missing.
    pub fn of(problem: Problem) -> Result<Kata> {
        let spec = &problem.spec;
        let missing = |field: &str| {
            anyhow::anyhow!(
                "{}: no `{field}` (every kata needs `topic`, `difficulty` and `[hints]`)",
                problem.dir.join("problem.toml").display()
            )
        };
        Ok(Kata {
            topic: spec.topic.ok_or_else(|| missing("topic"))?,
            difficulty: spec.difficulty.ok_or_else(|| missing("difficulty"))?,
            hints: spec.hints.clone().ok_or_else(|| missing("[hints]"))?,
            problem,
        })
    }

    /// The kata's slug.
    pub fn slug(&self) -> &str {
        &self.problem.slug
    }
}

/// Every kata of the workspace at `root`, in path order: by topic along the path, then by
/// difficulty, then by slug.
///
/// Errors: a problem does not load, or lacks a practice field.
///
/// # Complexity
/// O(P log P) for P problems, plus loading them.
pub fn katas(root: &Path) -> Result<Vec<Kata>> {
    let mut katas =
        workspace::problems(root)?.into_iter().map(Kata::of).collect::<Result<Vec<_>>>()?;
    katas.sort_by(|a, b| (a.topic, a.difficulty, a.slug()).cmp(&(b.topic, b.difficulty, b.slug())));
    Ok(katas)
}

/// The kata `slug`.
///
/// Errors (one line): no such problem (with the nearest slug: "did you mean"), or it lacks a
/// practice field.
pub fn kata(root: &Path, slug: &str) -> Result<Kata> {
    Kata::of(workspace::select(root, &[slug.to_string()])?.remove(0))
}

/// Where a person's practice lives: `$KATA_PRACTICE_DIR` when set (relative to `root` unless
/// absolute), else `root/practice`.
///
/// # Example
/// ```
/// let dir = kata::practice::catalogue::practice_dir(std::path::Path::new("/w"));
/// assert!(dir.is_absolute());
/// ```
pub fn practice_dir(root: &Path) -> PathBuf {
    match std::env::var_os("KATA_PRACTICE_DIR").filter(|dir| !dir.is_empty()) {
        Some(dir) => root.join(dir),
        None => root.join("practice"),
    }
}

/// The progress file: `<practice dir>/progress.txt`.
pub fn progress_file(root: &Path) -> PathBuf {
    practice_dir(root).join("progress.txt")
}

/// The attempt at `slug`: `<practice dir>/<slug>.rs`.
pub fn attempt_file(root: &Path, slug: &str) -> PathBuf {
    practice_dir(root).join(format!("{slug}.rs"))
}

/// `path` relative to `root` when it lies inside, for messages a person reads.
pub fn shown(root: &Path, path: &Path) -> String {
    path.strip_prefix(root).unwrap_or(path).display().to_string()
}

/// The stub file of `kata`: the path of its package's bin `<slug>-stub` (`stub.rs` in its
/// folder, or a stub shared by katas with one input format, as `../knights-sum/stub.rs`).
///
/// Errors: the package's `Cargo.toml` cannot be read or declares no such bin.
pub fn stub_file(kata: &Kata) -> Result<PathBuf> {
    let manifest_path = kata.problem.dir.join("Cargo.toml");
    let manifest = std::fs::read_to_string(&manifest_path)
        .with_context(|| format!("{}: cannot read", manifest_path.display()))?;
    let manifest: toml::Table = toml::from_str(&manifest)
        .with_context(|| format!("{}: not TOML", manifest_path.display()))?;
    let name = format!("{}-stub", kata.slug());
    let path = manifest
        .get("bin")
        .and_then(toml::Value::as_array)
        .into_iter()
        .flatten()
        .find(|bin| bin.get("name").and_then(toml::Value::as_str) == Some(&name))
        .and_then(|bin| bin.get("path")?.as_str())
        .with_context(|| format!("{}: no [[bin]] {name} with a path", manifest_path.display()))?;
    Ok(kata.problem.dir.join(path))
}

/// The attempt `cargo kata start` writes: a header naming the kata, its statement and the
/// next command, then the stub's program (its own doc lines, and the line that lets the
/// workspace's clippy accept its `todo!()`, left out).
///
/// Errors: the stub cannot be found or read.
pub fn stub_text(kata: &Kata) -> Result<String> {
    let path = stub_file(kata)?;
    let text = std::fs::read_to_string(&path)
        .with_context(|| format!("{}: cannot read the stub", path.display()))?;
    let slug = kata.slug();
    let mut attempt = format!(
        "//! {} — your attempt. The statement: problems/{slug}/README.md.\n//!\n//! Replace the \
         `todo!()` below; `cargo kata watch {slug}` judges every save.\n",
        kata.problem.spec.title
    );
    let program = text
        .lines()
        .skip_while(|line| line.starts_with("//!") || line.trim() == "#![allow(clippy::todo)]");
    for line in program {
        attempt += line;
        attempt.push('\n');
    }
    Ok(attempt)
}
