//! `cargo new-problem <slug>`: a complete problem crate — every file of the package format —
//! that builds, tests and judges as it stands (a small heap game), ready to be made into the
//! real problem. Nothing is registered by hand: the workspace finds problems by glob.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

/// The arguments of `cargo new-problem`.
#[derive(Debug, Clone, clap::Args)]
pub struct NewProblemArgs {
    /// The slug: lower-case words joined by `-` (`knights-sum`, `cses-stick-game`).
    pub slug: String,
    /// The title for the statement and the index.
    #[arg(long)]
    pub title: Option<String>,
}

/// Whether `slug` is a valid slug: lower-case ASCII letters and digits in words joined by
/// single `-`, starting with a letter.
///
/// # Example
/// ```
/// use kata::commands::scaffold::is_slug;
/// assert!(is_slug("cses-stick-game") && is_slug("pe-306-paper-strip"));
/// assert!(!is_slug("Stick") && !is_slug("a--b") && !is_slug("-a") && !is_slug("9a"));
/// ```
pub fn is_slug(slug: &str) -> bool {
    slug.starts_with(|c: char| c.is_ascii_lowercase())
        && slug.split('-').all(|word| {
            !word.is_empty() && word.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

/// Every file of a new problem: (path relative to the workspace root, contents).
pub fn files(slug: &str, title: &str) -> Vec<(PathBuf, String)> {
    let krate = slug.replace('-', "_");
    let type_name: String =
        slug.split('-').map(|word| word[..1].to_ascii_uppercase() + &word[1..]).collect::<String>();
    let type_name = match type_name.starts_with(|c: char| c.is_ascii_digit()) {
        true => format!("Problem{type_name}"),
        false => type_name,
    };
    let fill = |template: &str| {
        template
            .replace("{slug}", slug)
            .replace("{krate}", &krate)
            .replace("{title}", title)
            .replace("{Type}", &type_name)
    };
    let dir = Path::new("problems").join(slug);
    let max_heaps: String = (0..1000u64).map(|i| format!("{}\n", 1_000_000_000 - i)).collect();
    vec![
        (dir.join("Cargo.toml"), fill(include_str!("scaffold/Cargo.toml.tpl"))),
        (dir.join("README.md"), fill(include_str!("scaffold/README.md.tpl"))),
        (dir.join("problem.toml"), fill(include_str!("scaffold/problem.toml.tpl"))),
        (dir.join("stub.rs"), fill(include_str!("scaffold/stub.rs.tpl"))),
        (dir.join("src/lib.rs"), fill(include_str!("scaffold/lib.rs.tpl"))),
        (
            dir.join(format!("src/bin/{slug}-judge.rs")),
            format!(
                "//! `{slug}-judge`: the judge side on the command line.\n\nkit::judge_main!(type {krate}::{type_name});\n"
            ),
        ),
        (
            dir.join("tests/judged.rs"),
            format!(
                "//! The standard judged tests, and the explanations held to game-tree search.\n\nkit::problem_tests!(type {krate}::{type_name});\nkit::sums_tests!(type {krate}::{type_name});\n"
            ),
        ),
        (
            dir.join("benches/max_cases.rs"),
            format!(
                "//! Criterion benchmark of the solution on the `max_*` cases.\n\nkit::bench_max_cases!(\"{slug}\");\n"
            ),
        ),
        (dir.join("cases/sample_01.in"), "3\n0\n1\n3\n".to_string()),
        (dir.join("cases/sample_01.out"), "Second\nFirst\nSecond\n".to_string()),
        (dir.join("cases/max_q.in"), format!("1000\n{max_heaps}")),
        (
            Path::new("solutions").join(format!("{slug}.rs")),
            fill(include_str!("scaffold/solution.rs.tpl")),
        ),
    ]
}

/// Runs `cargo new-problem`: writes every file of [`files`] under `root`.
///
/// Errors: an invalid slug, or any of the files or the problem folder existing already
/// (nothing is overwritten, and nothing is written then).
pub fn new_problem_command(root: &Path, args: &NewProblemArgs) -> Result<bool> {
    let slug = &args.slug;
    if !is_slug(slug) {
        bail!("`{slug}` is not a slug: lower-case words joined by `-`, like `knights-sum`");
    }
    let title = args.title.clone().unwrap_or_else(|| slug.replace('-', " "));
    let files = files(slug, &title);
    let taken: Vec<String> =
        [PathBuf::from("problems").join(slug), PathBuf::from("snapshots").join(slug)]
            .into_iter()
            .chain(files.iter().map(|(path, _)| path.clone()))
            .filter(|path| root.join(path).exists())
            .map(|path| path.display().to_string())
            .collect();
    if !taken.is_empty() {
        bail!(
            "{} exists already: nothing written (new-problem never overwrites)",
            taken.join(", ")
        );
    }
    for (path, text) in &files {
        let path = root.join(path);
        let parent = path.parent().expect("every file has a folder");
        std::fs::create_dir_all(parent)
            .with_context(|| format!("{}: cannot create", parent.display()))?;
        std::fs::write(&path, text).with_context(|| format!("{}: cannot write", path.display()))?;
    }
    std::fs::create_dir_all(root.join("snapshots").join(slug))
        .context("cannot create snapshots/")?;
    println!(
        "created problems/{slug}, solutions/{slug}.rs and snapshots/{slug} (a working heap game)"
    );
    println!("next: certify its cases (snapshots from the references), test it, judge it:");
    println!("  cargo kata certify {slug} && cargo nextest run -p {slug} && cargo judge {slug}");
    Ok(true)
}
