//! Where the workspace is and which problems it holds.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use kit::problem::Problem;

/// The workspace root: the nearest ancestor of the current directory whose `Cargo.toml`
/// declares `[workspace]`, else the root this tool was built in.
pub fn root() -> PathBuf {
    let built_in =
        Path::new(env!("CARGO_MANIFEST_DIR")).parent().map(Path::to_path_buf).unwrap_or_default();
    let Ok(cwd) = std::env::current_dir() else {
        return built_in;
    };
    cwd.ancestors()
        .find(|dir| {
            std::fs::read_to_string(dir.join("Cargo.toml"))
                .is_ok_and(|manifest| manifest.lines().any(|l| l.trim() == "[workspace]"))
        })
        .map(Path::to_path_buf)
        .unwrap_or(built_in)
}

/// Every problem of the workspace (each folder of `problems/`), sorted by slug.
pub fn problems(root: &Path) -> Result<Vec<Problem>> {
    let dir = root.join("problems");
    let mut slugs = Vec::new();
    for entry in
        std::fs::read_dir(&dir).with_context(|| format!("{}: cannot list", dir.display()))?
    {
        let entry = entry.with_context(|| format!("{}: cannot list", dir.display()))?;
        if entry.path().is_dir() {
            slugs.push(entry.file_name().to_string_lossy().into_owned());
        }
    }
    slugs.sort();
    slugs.iter().map(|slug| Problem::load(root, slug)).collect()
}

/// The named problems, or all of them when `slugs` is empty.
pub fn select(root: &Path, slugs: &[String]) -> Result<Vec<Problem>> {
    if slugs.is_empty() {
        return problems(root);
    }
    slugs
        .iter()
        .map(|slug| {
            if !root.join("problems").join(slug).is_dir() {
                let hint = closest_slug(root, slug)
                    .map(|near| format!("; did you mean `{near}`?"))
                    .unwrap_or_default();
                bail!("no problem named `{slug}` (no folder problems/{slug}){hint}");
            }
            Problem::load(root, slug)
        })
        .collect()
}

/// The problem slug nearest to `slug` by edit distance, when it is near enough (at most a
/// third of its length, at least 1) to be what was meant.
fn closest_slug(root: &Path, slug: &str) -> Option<String> {
    let entries = std::fs::read_dir(root.join("problems")).ok()?;
    let slugs = entries.flatten().filter_map(|e| e.file_name().to_str().map(String::from));
    let (distance, near) = slugs.map(|s| (edit_distance(slug, &s), s)).min()?;
    (distance <= (slug.len() / 3).max(1)).then_some(near)
}

/// Levenshtein distance between two strings, by characters. O(|a|·|b|).
///
/// # Example
/// ```
/// assert_eq!(kata::commands::workspace::edit_distance("kayels", "kayles"), 2);
/// ```
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substitute = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = substitute.min(row[j] + 1).min(row[j + 1] + 1);
        }
    }
    row[b.len()]
}
