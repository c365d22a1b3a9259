//! The workspace's shape: every problem complete, nothing orphaned, solutions using only what a
//! judge provides, and the README index current. Hand-kept lists drift; these tests do not.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use kata::commands::workspace;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn names_in(dir: &Path, extension: &str) -> BTreeSet<String> {
    std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("listing").path())
        .filter(|path| path.extension().is_some_and(|e| e == extension))
        .map(|path| path.file_stem().expect("a name").to_string_lossy().into_owned())
        .collect()
}

#[test]
fn every_problem_has_every_part() {
    let root = root();
    let problems = workspace::problems(&root).expect("problems load");
    assert!(problems.len() >= 2);
    for problem in &problems {
        let slug = &problem.slug;
        for part in
            ["Cargo.toml", "README.md", "src/lib.rs", "tests/judged.rs", "benches/max_cases.rs"]
        {
            assert!(problem.dir.join(part).is_file(), "{slug}: no {part}");
        }
        let manifest = std::fs::read_to_string(problem.dir.join("Cargo.toml")).expect("manifest");
        assert!(
            manifest.contains(&format!("name = \"{slug}\"")),
            "{slug}: package is not named {slug}"
        );
        assert!(
            manifest.contains(&format!("path = \"../../solutions/{slug}.rs\"")),
            "{slug}: the bin is not solutions/{slug}.rs"
        );
        assert!(problem.cases.iter().any(|c| c.name.starts_with("sample_")), "{slug}: no sample");
        assert!(problem.cases.iter().any(|c| c.name.starts_with("max_")), "{slug}: no max case");
        let cases: BTreeSet<String> = problem.cases.iter().map(|c| c.name.clone()).collect();
        let snapshots = names_in(&root.join("snapshots").join(slug), "snap");
        assert_eq!(cases, snapshots, "{slug}: cases and snapshots differ");
    }
    let slugs: BTreeSet<String> = problems.iter().map(|p| p.slug.clone()).collect();
    assert_eq!(names_in(&root.join("solutions"), "rs"), slugs, "solutions/ and problems/ differ");
}

/// The lines of the README section that starts with the line `heading`, up to the next
/// `## ` heading (none when there is no such section).
fn section<'a>(readme: &'a str, heading: &str) -> Vec<&'a str> {
    readme
        .lines()
        .skip_while(|line| line.trim_end() != heading)
        .skip(1)
        .take_while(|line| !line.starts_with("## "))
        .collect()
}

/// `[params]` in `problem.toml` is the one source of a problem's limits: its code reads them,
/// and each value is stated in its README's `## Constraints` section.
#[test]
fn readme_constraints_state_every_param() {
    let root = root();
    for problem in workspace::problems(&root).expect("problems load") {
        let slug = &problem.slug;
        if problem.spec.params.is_empty() {
            continue;
        }
        let readme = std::fs::read_to_string(problem.dir.join("README.md")).expect("README");
        let constraints = section(&readme, "## Constraints");
        assert!(!constraints.is_empty(), "{slug}: [params] but no `## Constraints` in README");
        for (name, &value) in &problem.spec.params {
            assert!(
                constraints.iter().any(|line| kit::params::mentions(line, value)),
                "{slug}: [params] {name} = {value} is not in the README's constraints"
            );
        }
    }
}

/// The crates a solution may name: what online judges provide, and the shared lib.
const ALLOWED: [&str; 7] = ["std", "core", "alloc", "cgt", "proconio", "itertools", "crate"];

#[test]
fn solutions_use_only_the_lib_and_judge_crates() {
    let root = root();
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).expect("root manifest");
    // Every crate the workspace knows: its dependencies and its members' package names.
    let mut known: BTreeSet<String> = manifest
        .split("[workspace.dependencies]")
        .nth(1)
        .expect("workspace dependencies")
        .lines()
        .take_while(|line| !line.starts_with('['))
        .filter_map(|line| line.split_once(" = ").map(|(name, _)| name.trim().replace('-', "_")))
        .collect();
    for problem in workspace::problems(&root).expect("problems load") {
        known.insert(problem.slug.replace('-', "_"));
    }
    known.retain(|name| !ALLOWED.contains(&name.as_str()));
    for path in std::fs::read_dir(root.join("solutions")).expect("solutions") {
        let path = path.expect("listing").path();
        let code = std::fs::read_to_string(&path).expect("solution");
        for name in &known {
            let used = code
                .match_indices(&format!("{name}::"))
                // A path's first segment: not a name's tail, nor a later segment
                // (`cgt::partizan::hackenbush::…` names the lib's module, not the problem).
                .any(|(at, _)| {
                    !code[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ':')
                });
            assert!(!used, "{}: uses `{name}`, which a judge does not provide", path.display());
        }
    }
}

#[test]
fn readme_index_is_current() {
    let root = root();
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README");
    let refreshed = kata::commands::index::refreshed_readme(&root).expect("markers");
    assert!(readme == refreshed, "README index is stale: run `cargo kata index --write`");
}
