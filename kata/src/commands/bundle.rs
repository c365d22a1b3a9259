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
//! - **For the judge's compiler** ([`Target`]). A reproduction's bundle is made for the oldest
//!   rustc its `[judge]` table reports (no older than the oldest stand-in, 1.63): without the
//!   lib's Cargo features (`#[cfg(feature = …)]` resolved, so no AVX-512 kernel), and refused
//!   when it reaches a module declared for a newer Rust (`#[clippy::msrv = "…"]` on the
//!   module's declaration, else the lib's `rust-version`). Our own problems' bundles are made
//!   for the current compiler, features on, edition 2024.
//! - **Checking.** `--check` compiles the file with `rustc --edition <the judge's> -O
//!   -D warnings` of a stand-in no newer than the judge's ([`compilers`]: Debian's rustc 1.63
//!   or rustc-web 1.85, fetched once), or of the current rustc for our own problems, runs it on
//!   the problem's samples and checks the judge's source limit; a judge older than 1.63 also
//!   gets clippy's `incompatible_msrv` at its version. `--all --check` first compiles the lib's
//!   modules declared for 1.63 and for 1.85 with those stand-ins ([`lib_at`]).
//!
//! Limits: library modules name each other by `crate::` paths, their children's names or
//! `super::` paths; the solution names the library by
//! `cgt::` paths at its top level (a nested module of the solution would need `crate::cgt::`);
//! a module is taken whole (its functions the solution never calls too).

pub mod check;
pub mod compilers;
mod lexer;
pub mod library;
pub mod paths;
pub mod reader;
pub mod solution;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use crate::commands::workspace;
use compilers::Compiler;
use kit::problem::Problem;
use library::{Features, Library, Module, RustVersion};

/// Where the bundle takes proconio from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ProconioMode {
    /// Inline a minimal reader written for this workspace (judges without proconio).
    #[default]
    Inline,
    /// Leave `use proconio::…` as it is: the judge provides the crate (AtCoder).
    External,
}

/// Which compiler a bundle is made for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum RustFor {
    /// A reproduction's judge (`[judge]` of its `problem.toml`), checked with a stand-in no
    /// newer; our own problems' the current compiler.
    #[default]
    Judge,
    /// The current compiler, whatever the problem (the lib's default features, edition 2024).
    Current,
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
    /// Compile the bundle with plain rustc (for a reproduction, a Debian stand-in no newer
    /// than its judge's, fetched once into `target/judge-compilers/`), run it on the
    /// problem's samples, and check the judge's source limit.
    #[arg(long)]
    pub check: bool,
    /// Make the bundle for the judge's compiler (the default), or for the current one.
    #[arg(long, value_enum, default_value_t)]
    pub rust: RustFor,
}

/// What the bundle may take from the judge rather than inline.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Options {
    /// Where proconio comes from.
    pub proconio: ProconioMode,
    /// Whether the judge provides itertools.
    pub allow_itertools: bool,
    /// The lib's Cargo features the bundle has: the default ones for the current compiler,
    /// none for a judge's older one (no AVX-512 kernel).
    pub features: Features,
    /// The Rust version the bundle is made for (`None`: the current compiler): a module
    /// declared for a newer one (`#[clippy::msrv]`, else the lib's `rust-version`) is an error.
    pub rust: Option<RustVersion>,
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
    /// The newest Rust version its modules are declared for (`None` without modules).
    pub rust_version: Option<RustVersion>,
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
    let library = Library::load_with(&root.join("lib"), options.features)?;
    let mut roots = BTreeSet::new();
    for path in &needs.cgt {
        roots.extend(library.resolve(path).map_err(|e| anyhow::anyhow!("{shown}: {e}"))?);
    }
    let modules: Vec<&Module> = library.reach(&roots, &source)?;
    if let Some(made_for) = options.rust
        && let Some(newer) = modules.iter().find(|m| m.rust_version > made_for)
    {
        bail!(
            "{shown}: reaches cgt::{} ({}), declared for Rust {} (its `#[clippy::msrv]`, else \
             the lib's rust-version), newer than {}, the version this bundle is made for",
            newer.name,
            newer.file(),
            version_text(newer.rust_version),
            version_text(made_for)
        );
    }
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
        rust_version: modules.iter().map(|m| m.rust_version).max(),
    })
}

/// `1.63` for `(1, 63)`.
pub fn version_text((major, minor): RustVersion) -> String {
    format!("{major}.{minor}")
}

/// The library's modules declared for Rust `version` or older (`#[clippy::msrv]`, else the
/// lib's `rust-version`), with their parents, without features, as one file: what a stand-in
/// of that version compiles to hold the declarations true, whichever bundles reach them.
/// Returns the file's text and the modules' names.
///
/// # Errors
///
/// The library cannot be read.
pub fn lib_at(root: &Path, version: RustVersion) -> Result<(String, Vec<String>)> {
    let library = Library::load_with(&root.join("lib"), Features::None)?;
    let mut kept: BTreeSet<usize> = BTreeSet::new();
    for (m, module) in library.modules.iter().enumerate().skip(1) {
        if module.rust_version <= version {
            kept.insert(m);
        }
    }
    let modules: Vec<&Module> = library.closed_under_parents(&kept);
    let names = modules.iter().map(|m| m.name.clone()).collect();
    let text = format!(
        "// The modules of cgt declared for Rust {} or older, checked by `cargo bundle --all \
         --check`.\n{}",
        version_text(version),
        library.inline(&modules)?
    );
    Ok((text, names))
}

/// Compiles [`lib_at`] for the stand-in `compiler` (as a library, `-D warnings`); returns a
/// report line.
fn check_lib(root: &Path, compiler: Compiler) -> Result<String> {
    let version = compiler.version().unwrap_or((1, 63));
    let (text, names) = lib_at(root, version)?;
    let dir = target_dir(root).join("bundle");
    std::fs::create_dir_all(&dir).with_context(|| format!("{}: cannot create", dir.display()))?;
    let out = dir.join(format!("cgt-{}.rs", version_text(version)));
    std::fs::write(&out, &text).with_context(|| format!("{}: cannot write", out.display()))?;
    let ready = compilers::ready(compiler, &target_dir(root))?;
    let output = ready
        .command()
        .args(["--edition", "2021", "--crate-type", "lib", "--crate-name", "cgt_check"])
        .args(["-D", "warnings"])
        .args(["--error-format=short", "--emit=metadata", "--out-dir"])
        .arg(tempfile::tempdir()?.path())
        .arg(&out)
        .output()
        .with_context(|| format!("cannot run {}", compiler.label()))?;
    let shown = shown(root, &out);
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let first = stderr.lines().find(|line| line.contains("error")).unwrap_or("failed");
        bail!(
            "{shown}: cgt's modules declared for Rust {} do not compile with {}: {first}",
            version_text(version),
            compiler.label()
        );
    }
    Ok(format!(
        "checked cgt at Rust {}: {} modules compile with {} -> {shown}",
        version_text(version),
        names.len(),
        compiler.label()
    ))
}

/// The oldest stand-in's version: Debian bookworm's rustc 1.63.
pub const OLDEST_STAND_IN: RustVersion = (1, 63);

/// What a problem's bundle is made for and checked with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    /// The compiler `--check` compiles it with.
    pub compiler: Compiler,
    /// The edition it is compiled with.
    pub edition: String,
    /// The version it is made for: the judge's oldest published one, at most the stand-in's
    /// (`None`: the current compiler).
    pub rust: Option<RustVersion>,
    /// The judge's own version when it is older than the stand-in (HackerRank's 1.59): the
    /// standard library is then also checked at that version by clippy.
    pub older_judge: Option<RustVersion>,
    /// The judge's source limit in bytes, if known.
    pub source_limit: Option<u64>,
    /// The judge as reports name it: `CSES (rustc 1.75)`, `our own problem`.
    pub judge: String,
}

impl Target {
    /// The target of `problem`: our own problems (`source = "own"`) and `RustFor::Current`
    /// take the current compiler and edition 2024; a reproduction its `[judge]`'s stand-in
    /// ([`Compiler::stand_in`]), edition and limit.
    ///
    /// # Errors
    ///
    /// A reproduction without a `[judge]` table.
    pub fn of(problem: &Problem, rust: RustFor) -> Result<Target> {
        let judge = problem.spec.judge.as_ref();
        let own = problem.spec.source == "own";
        if rust == RustFor::Current || own {
            return Ok(Target {
                compiler: Compiler::Current,
                edition: "2024".to_string(),
                rust: None,
                older_judge: None,
                source_limit: judge.and_then(|j| j.source_limit_bytes),
                judge: if own { "our own problem".into() } else { "the current compiler".into() },
            });
        }
        let Some(judge) = judge else {
            bail!(
                "problems/{}/problem.toml: a reproduction needs a [judge] table (its judge's \
                 rustc, edition, source limit, with sources)",
                problem.slug
            );
        };
        let oldest = judge.oldest_rustc();
        let compiler = Compiler::stand_in(oldest);
        let stand_in = compiler.version().unwrap_or(OLDEST_STAND_IN);
        // No older than the oldest stand-in: what is older than that (HackerRank's 1.59) no
        // compiler here checks, only clippy's lint of the standard library.
        let rust = oldest.map_or(stand_in, |judge| judge.clamp(OLDEST_STAND_IN, stand_in));
        let version = match &judge.rustc {
            _ if oldest.is_none() => "rustc unknown".to_string(),
            Some(rustc) if judge.rustc_also_reported.is_empty() => format!("rustc {rustc}"),
            Some(rustc) => {
                format!("rustc {rustc}, also reported {}", judge.rustc_also_reported.join(", "))
            }
            None => format!("rustc reported {}", judge.rustc_also_reported.join(", ")),
        };
        Ok(Target {
            compiler,
            edition: judge.edition_or_default().to_string(),
            rust: Some(rust),
            older_judge: oldest.filter(|&judge| judge < stand_in),
            source_limit: judge.source_limit_bytes,
            judge: format!("{} ({version})", judge.name),
        })
    }

    /// The options of a bundle for this target: no lib features for a judge's compiler.
    pub fn options(&self, proconio: ProconioMode, allow_itertools: bool) -> Options {
        Options {
            proconio,
            allow_itertools,
            features: if self.rust.is_some() { Features::None } else { Features::Default },
            rust: self.rust,
        }
    }
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
    if !args.all {
        let Some(slug) = &args.slug else { bail!("name a problem, or pass --all") };
        let problem = &workspace::select(root, std::slice::from_ref(slug))?[0];
        println!("{}", bundle_one(root, problem, args)?);
        return Ok(true);
    }
    let mut all_ok = true;
    if args.check && args.rust == RustFor::Judge {
        for compiler in [Compiler::Debian163, Compiler::Debian185] {
            match check_lib(root, compiler) {
                Ok(line) => println!("{line}"),
                Err(error) => {
                    eprintln!("error: {error:#}");
                    all_ok = false;
                }
            }
        }
    }
    for problem in workspace::problems(root)? {
        match bundle_one(root, &problem, args) {
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
fn bundle_one(root: &Path, problem: &Problem, args: &BundleArgs) -> Result<String> {
    let slug = &problem.slug;
    let solution = match &args.file {
        Some(file) => file.clone(),
        None => root.join("solutions").join(format!("{slug}.rs")),
    };
    let target = Target::of(problem, args.rust)?;
    let allow_itertools = args.allow_external.iter().any(|name| name == "itertools");
    let options = target.options(args.proconio, allow_itertools);
    let bundled = bundle(root, slug, &solution, &options)?;
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
    let bytes = bundled.text.len();
    let limit = match target.source_limit {
        Some(limit) => format!("limit {limit}"),
        None => "limit unknown".to_string(),
    };
    let mut line = format!(
        "bundled {slug}: {} lines, {bytes} bytes ({limit}), modules [{}], for {}",
        bundled.lines(),
        bundled.modules.join(", "),
        target.judge,
    );
    if args.check {
        if bundled.external {
            bail!(
                "{shown}: --check compiles with plain rustc, which has no external crate \
                 (bundle with --proconio inline and without itertools)"
            );
        }
        if let Some(limit) = target.source_limit.filter(|&limit| bytes as u64 > limit) {
            bail!("{shown}: {bytes} bytes, over {}'s source limit of {limit}", target.judge);
        }
        let target_dir = target_dir(root);
        let compiler = compilers::ready(target.compiler, &target_dir)?;
        let dir = tempfile::tempdir().context("cannot create a temporary directory")?;
        let exe = dir.path().join(slug);
        let build = check::Build { compiler: &compiler, edition: &target.edition };
        check::compile(&out, &exe, build).map_err(|e| anyhow::anyhow!("{shown} {e}"))?;
        line.push_str(&format!(", compiled by {}", target.compiler.label()));
        if let Some(older) = target.older_judge {
            check::check_msrv(&out, older, &target.edition)
                .map_err(|e| anyhow::anyhow!("{shown} {e}"))?;
            line.push_str(&format!(" and clippy's std check at {}", version_text(older)));
        }
        let samples = check::run_samples(problem, &exe)?;
        line.push_str(if samples == 0 { ", no samples" } else { ", samples OK" });
    }
    line.push_str(&format!(" -> {shown}"));
    Ok(line)
}

/// Cargo's target folder: `CARGO_TARGET_DIR` (relative to `root`), else `root/target`.
fn target_dir(root: &Path) -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .filter(|dir| !dir.is_empty())
        .map_or_else(|| root.join("target"), |dir| root.join(dir))
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
