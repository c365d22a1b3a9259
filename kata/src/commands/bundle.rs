//! `cargo bundle <slug>`: one `.rs` file to submit to an online judge, made of the solution
//! `solutions/<slug>.rs`, the modules of the library `cgt` it reaches (as an inline
//! `mod cgt { … }`) and, unless the judge provides proconio, a small inlined stdin reader.
//!
//! - **Reachability.** A module is a file (`lib/src/a.rs`, `lib/src/a/b.rs`, …). The
//!   solution reaches a module through a path `cgt::a::b::…`, or through a re-export
//!   (`cgt::Name` or `cgt::a::Name`: the module the `pub use` line naming it points to); a
//!   module reaches its parent and the modules its paths name (`crate::…`, or `<child>::…`),
//!   its re-exports of its own submodules aside; an `impl Type` block in another module than
//!   `Type`'s comes with `Type` once one of its methods is named anywhere reached (an
//!   `impl Trait for Type`, with both). The closure is kept,
//!   each module nested in its parent; declarations and re-exports of the others are removed
//!   (a re-export that names several items keeps those that are reached).
//! - **Rewriting.** Inside `mod cgt`, every `crate::` path (code only, not comments or
//!   literals) becomes `crate::cgt::`; doc comments and `#[cfg(test)]` items are dropped.
//! - **proconio.** `--proconio inline` (the default: CSES, HackerRank and TopCoder have no
//!   proconio) adds [`reader::MODULE`], which supports the `input!` subset of
//!   [`solution::check_reader_subset`]; `--proconio external` leaves `use proconio::…` as it is
//!   (AtCoder). itertools is never inlined: a solution using it fails unless
//!   `--allow-external itertools`.
//! - **Checking.** `--check` compiles the file with plain `rustc --edition 2021 -O
//!   -D warnings` and runs it on the problem's samples.
//!
//! Limits: library modules name each other by `crate::` paths or their children's names (a
//! `super::` path is not followed); the solution names the library by
//! `cgt::` paths at its top level (a nested module of the solution would need `crate::cgt::`);
//! the lib is written in edition 2024 but the bundle is compiled as 2021, as judges do, so
//! 2024-only syntax (let chains) in a reached module fails `--check`.

pub mod check;
mod lexer;
pub mod library;
pub mod paths;
pub mod reader;
pub mod solution;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use crate::commands::workspace;
use kit::problem::Problem;
use library::{Library, Module};

/// Where the bundle takes proconio from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ProconioMode {
    /// Inline a minimal reader written for this workspace (judges without proconio).
    #[default]
    Inline,
    /// Leave `use proconio::…` as it is: the judge provides the crate (AtCoder).
    External,
}

/// The arguments of `cargo bundle`.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct BundleArgs {
    /// The problem whose solution to bundle.
    #[arg(required_unless_present = "all", conflicts_with = "all")]
    pub slug: Option<String>,
    /// Bundle every problem (one line each); with `--check`, what CI runs.
    #[arg(long)]
    pub all: bool,
    /// Bundle this file instead of `solutions/<slug>.rs`.
    #[arg(long, value_name = "PATH", conflicts_with = "all")]
    pub file: Option<PathBuf>,
    /// Write here instead of `target/bundle/<slug>.rs` (under the workspace root).
    #[arg(long, value_name = "PATH", conflicts_with = "all")]
    pub out: Option<PathBuf>,
    /// Inline a minimal stdin reader, or leave proconio to the judge. The reader's `input!`
    /// takes entries `name: T` and `mut name: T`, T a scalar (integers, floats, String, char),
    /// a marker (Chars, Bytes, Usize1, Isize1), an array `[T; n]` or a tuple `(T, …)`.
    #[arg(long, value_enum, default_value_t)]
    pub proconio: ProconioMode,
    /// A crate the judge provides and the bundle may use as is (only `itertools`).
    #[arg(long, value_name = "CRATE", value_parser = ["itertools"])]
    pub allow_external: Vec<String>,
    /// Compile the bundle with plain rustc and run it on the problem's samples.
    #[arg(long)]
    pub check: bool,
}

/// What the bundle may take from the judge rather than inline.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Options {
    /// Where proconio comes from.
    pub proconio: ProconioMode,
    /// Whether the judge provides itertools.
    pub allow_itertools: bool,
}

/// A bundled solution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bundle {
    /// The file's text.
    pub text: String,
    /// The library modules it holds, in `lib.rs` order.
    pub modules: Vec<String>,
    /// Whether it needs a crate the judge provides (proconio or itertools), so that plain
    /// rustc cannot compile it.
    pub external: bool,
}

impl Bundle {
    /// Its number of lines.
    pub fn lines(&self) -> usize {
        self.text.lines().count()
    }
}

/// Bundles the solution file `solution` of the problem `slug`, with the library at
/// `<root>/lib`. Paths in the header are relative to `root`. O(size of the sources).
///
/// Errors (one line, naming the file): an unreadable file, itertools without
/// `allow_itertools`, a proconio form the inlined reader does not support.
///
/// # Example
/// ```no_run
/// use kata::commands::bundle::{Options, bundle};
/// let root = kata::commands::workspace::root();
/// let solution = root.join("solutions/cses-stick-game.rs");
/// let bundled = bundle(&root, "cses-stick-game", &solution, &Options::default())?;
/// assert!(bundled.modules.contains(&"subtraction".to_string()));
/// # Ok::<(), anyhow::Error>(())
/// ```
pub fn bundle(root: &Path, slug: &str, solution: &Path, options: &Options) -> Result<Bundle> {
    let shown = shown(root, solution);
    let source =
        std::fs::read_to_string(solution).with_context(|| format!("{shown}: cannot read"))?;
    let needs = solution::scan(&source).map_err(|e| anyhow::anyhow!("{shown}: {e}"))?;
    if needs.itertools && !options.allow_itertools {
        bail!(
            "{shown}: uses itertools, which is not inlined; pass --allow-external itertools if \
             the judge provides it (AtCoder does)"
        );
    }
    let inline_reader = needs.proconio && options.proconio == ProconioMode::Inline;
    if inline_reader {
        solution::check_reader_subset(&source).map_err(|e| {
            anyhow::anyhow!("{shown}: {e} (see `cargo bundle --help`; or --proconio external)")
        })?;
    }
    let library = Library::load(&root.join("lib"))?;
    let mut roots = BTreeSet::new();
    for path in &needs.cgt {
        roots.extend(library.resolve(path).map_err(|e| anyhow::anyhow!("{shown}: {e}"))?);
    }
    let modules: Vec<&Module> = library.reach(&roots, &source)?;
    let mut sources = vec![relative(root, solution)];
    if !modules.is_empty() {
        sources.push("lib/src/lib.rs".to_string());
        sources.extend(modules.iter().map(|m| m.file().to_string()));
    }
    if inline_reader {
        sources.push("kata/src/commands/bundle/reader.rs".to_string());
    }
    let mut text = format!("// {slug}: one file for an online judge, bundled by `cargo bundle`.\n");
    let mut line = "// Sources:".to_string();
    for (k, source) in sources.iter().enumerate() {
        let separator = if k + 1 == sources.len() { "." } else { "," };
        if line.len() + source.len() + 2 > 100 {
            text.push_str(&line);
            text.push('\n');
            line = "//".to_string();
        }
        line.push_str(&format!(" {source}{separator}"));
    }
    text.push_str(&line);
    text.push_str("\n\n");
    text.push_str(source.trim_end());
    text.push('\n');
    if inline_reader {
        text.push('\n');
        text.push_str(reader::MODULE);
    }
    if !modules.is_empty() {
        text.push('\n');
        text.push_str(&library.inline(&modules)?);
    }
    Ok(Bundle {
        text,
        modules: modules.iter().map(|m| m.name.clone()).collect(),
        external: needs.itertools || (needs.proconio && !inline_reader),
    })
}

/// Runs `cargo bundle` in the workspace at `root`: bundles the named problem (or every
/// problem with `--all`), writes each file, checks it with `--check`, and prints one line a
/// problem: `bundled <slug>: N lines, modules [..], samples OK -> target/bundle/<slug>.rs`.
///
/// Returns `Ok(false)` when some problem of `--all` failed (its error is printed as one
/// `error: <slug>: …` line); a single problem's failure is the error.
///
/// Errors: no slug and no `--all`, an unknown problem, a bundle that cannot be made, written
/// or checked, `--check` of a bundle that needs an external crate.
pub fn bundle_command(root: &Path, args: &BundleArgs) -> Result<bool> {
    let options = Options {
        proconio: args.proconio,
        allow_itertools: args.allow_external.iter().any(|name| name == "itertools"),
    };
    if !args.all {
        let Some(slug) = &args.slug else { bail!("name a problem, or pass --all") };
        let problem = &workspace::select(root, std::slice::from_ref(slug))?[0];
        println!("{}", bundle_one(root, problem, args, &options)?);
        return Ok(true);
    }
    let mut all_ok = true;
    for problem in workspace::problems(root)? {
        match bundle_one(root, &problem, args, &options) {
            Ok(line) => println!("{line}"),
            Err(error) => {
                eprintln!("error: {}: {error:#}", problem.slug);
                all_ok = false;
            }
        }
    }
    Ok(all_ok)
}

/// Bundles, writes and maybe checks one problem; returns its report line.
fn bundle_one(
    root: &Path,
    problem: &Problem,
    args: &BundleArgs,
    options: &Options,
) -> Result<String> {
    let slug = &problem.slug;
    let solution = match &args.file {
        Some(file) => file.clone(),
        None => root.join("solutions").join(format!("{slug}.rs")),
    };
    let bundled = bundle(root, slug, &solution, options)?;
    let out = match &args.out {
        Some(out) => out.clone(),
        None => root.join("target").join("bundle").join(format!("{slug}.rs")),
    };
    let shown = shown(root, &out);
    if let Some(dir) = out.parent().filter(|dir| !dir.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .with_context(|| format!("{}: cannot create", dir.display()))?;
    }
    std::fs::write(&out, &bundled.text).with_context(|| format!("{shown}: cannot write"))?;
    let mut line = format!(
        "bundled {slug}: {} lines, modules [{}]",
        bundled.lines(),
        bundled.modules.join(", ")
    );
    if args.check {
        if bundled.external {
            bail!(
                "{shown}: --check compiles with plain rustc, which has no external crate \
                 (bundle with --proconio inline and without itertools)"
            );
        }
        let dir = tempfile::tempdir().context("cannot create a temporary directory")?;
        let exe = dir.path().join(slug);
        check::compile(&out, &exe).map_err(|e| anyhow::anyhow!("{shown} {e}"))?;
        let samples = check::run_samples(problem, &exe)?;
        line.push_str(if samples == 0 { ", no samples" } else { ", samples OK" });
    }
    line.push_str(&format!(" -> {shown}"));
    Ok(line)
}

/// `path` relative to `root` when it is inside, else as given: for messages.
fn shown(root: &Path, path: &Path) -> String {
    path.strip_prefix(root).unwrap_or(path).display().to_string()
}

/// `path` relative to `root` when it is inside, else as given when relative, else its file
/// name: a bundle never shows an absolute path.
fn relative(root: &Path, path: &Path) -> String {
    let shown = match path.strip_prefix(root) {
        Ok(inside) => inside,
        Err(_) if path.is_relative() => path,
        Err(_) => path.file_name().map_or(path, Path::new),
    };
    shown.display().to_string()
}
