//! Building the problems' executables in release mode (as judges build), or finding the ones
//! already built: the solution `<slug>` and, if there is one, the checker `<slug>-checker`.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use anyhow::{Context, Result, bail};
use serde_json::Value;

/// The executables of one problem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Executables {
    /// The solution, bin `<slug>`.
    pub solution: PathBuf,
    /// The checker, bin `<slug>-checker`, when the problem has one.
    pub checker: Option<PathBuf>,
}

/// What building one problem gave: its executables, or its first compiler error.
pub type Built = Result<Executables, String>;

/// Builds the bins of the packages `slugs` with one `cargo build --release --bins --keep-going`
/// in `root`, and returns per slug its executables or its first compiler error (as
/// `error[E0425]: cannot find value `x` in this scope at solutions/x.rs:3:5`).
///
/// Cargo's progress goes to stderr, and so does every compiler error, rendered in full.
/// Errors: cargo cannot run, or fails without a compiler error (a broken manifest, say).
///
/// # Example
/// ```no_run
/// let root = kata::commands::workspace::root();
/// let built = kata::judging::compile::build(&root, &["coins-134".to_string()])?;
/// match &built["coins-134"] {
///     Ok(exes) => println!("{}", exes.solution.display()),
///     Err(error) => println!("CE: {error}"),
/// }
/// # Ok::<(), anyhow::Error>(())
/// ```
pub fn build(root: &Path, slugs: &[String]) -> Result<BTreeMap<String, Built>> {
    let packages: Vec<String> = slugs.iter().flat_map(|slug| ["-p".into(), slug.clone()]).collect();
    let (bins, errors) = cargo_build(cargo(root), &packages, root)?;
    Ok(slugs
        .iter()
        .map(|slug| {
            let built = match bins.get(slug) {
                Some(solution) => Ok(Executables {
                    solution: solution.clone(),
                    checker: bins.get(&format!("{slug}-checker")).cloned(),
                }),
                None => Err(failure(slug, &errors)),
            };
            (slug.clone(), built)
        })
        .collect())
}

/// Builds one Rust file of the user's as a solution, in release, against the workspace's lib
/// and the crates a judge provides (proconio, itertools), with the workspace's `Cargo.lock`
/// and target folder (so nothing is downloaded or rebuilt twice). The file is compiled where
/// it is; a detached package for it is written under `<target>/kata-file/<stem>-<hash>/` (the
/// hash of its path), and its executable has the same name.
///
/// Returns the executable, or the first compiler error (one line).
/// Errors: the file does not exist, cargo cannot run or fails without a compiler error.
///
/// # Example
/// ```no_run
/// let root = kata::commands::workspace::root();
/// let exe = kata::judging::compile::build_file(&root, std::path::Path::new("mine.rs"))?;
/// # Ok::<(), anyhow::Error>(())
/// ```
pub fn build_file(root: &Path, file: &Path) -> Result<Result<PathBuf, String>> {
    let file = file.canonicalize().with_context(|| format!("{}: no such file", file.display()))?;
    let target = release_dir(root)?.parent().map(Path::to_path_buf).unwrap_or_default();
    // The file's own name: two files (from any folder) never share a package or an
    // executable, which judges running side by side would otherwise overwrite.
    let stem = file.file_stem().unwrap_or_default().to_string_lossy().replace(['.', ' '], "-");
    let mut hasher = std::hash::DefaultHasher::new();
    std::hash::Hash::hash(&file, &mut hasher);
    let stem = format!("{stem}-{:08x}", std::hash::Hasher::finish(&hasher) as u32);
    let package = target.join("kata-file").join(&stem);
    std::fs::create_dir_all(&package)
        .with_context(|| format!("{}: cannot create", package.display()))?;
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).context("root Cargo.toml")?;
    let version = |name: &str| -> String {
        manifest
            .lines()
            .find_map(|line| line.strip_prefix(&format!("{name} = ")))
            .unwrap_or("\"*\"")
            .to_string()
    };
    let toml_path = |path: &Path| path.display().to_string().replace('\\', "/");
    std::fs::write(
        package.join("Cargo.toml"),
        format!(
            "[package]\nname = \"kata-file-{stem}\"\nversion = \"0.0.0\"\nedition = \"2024\"\n\
             publish = false\n\n[[bin]]\nname = \"{stem}\"\npath = \"{file}\"\n\n\
             [dependencies]\ncgt = {{ path = \"{lib}\" }}\nproconio = {proconio}\n\
             itertools = {itertools}\n\n[profile.release]\nlto = true\ncodegen-units = 1\n\n\
             # Not a member of the katas workspace.\n[workspace]\n",
            file = toml_path(&file),
            lib = toml_path(&root.join("lib")),
            proconio = version("proconio"),
            itertools = version("itertools"),
        ),
    )
    .context("cannot write the package of --file")?;
    std::fs::copy(root.join("Cargo.lock"), package.join("Cargo.lock"))
        .context("cannot copy Cargo.lock for --file")?;
    let mut command = cargo(&package);
    command.env("CARGO_TARGET_DIR", &target);
    let (bins, errors) = cargo_build(command, &[], root)?;
    Ok(match bins.get(&stem) {
        Some(exe) => Ok(exe.clone()),
        None => Err(errors.first().map_or_else(|| "no executable built".into(), |e| e.1.clone())),
    })
}

/// What one `cargo build` gave: the executables by target name, and the compiler errors as
/// (target, one line).
type BuildOutput = (BTreeMap<String, PathBuf>, Vec<(String, String)>);

/// Runs `cargo build --release --bins --keep-going <extra>` as `command` is set up, and
/// collects the executables built (by target name) and the compiler errors (target, one line).
fn cargo_build(mut command: Command, extra: &[String], root: &Path) -> Result<BuildOutput> {
    command.args(["build", "--release", "--bins", "--keep-going", "--message-format=json"]);
    command.args(extra);
    let mut child = command.stdout(Stdio::piped()).spawn().context("cannot run `cargo build`")?;
    let mut bins = BTreeMap::new();
    let mut errors: Vec<(String, String)> = Vec::new();
    let stdout = child.stdout.take().expect("stdout is piped");
    for line in BufReader::new(stdout).lines() {
        let line = line.context("cannot read cargo's output")?;
        let Ok(message) = serde_json::from_str::<Value>(&line) else {
            continue;
        };
        let target = message["target"]["name"].as_str().unwrap_or_default().to_string();
        match message["reason"].as_str() {
            Some("compiler-artifact") => {
                if let Some(exe) = message["executable"].as_str() {
                    bins.insert(target, PathBuf::from(exe));
                }
            }
            Some("compiler-message") if message["message"]["level"] == "error" => {
                let diagnostic = &message["message"];
                eprint!("{}", diagnostic["rendered"].as_str().unwrap_or_default());
                errors.push((target, first_error_line(diagnostic)));
            }
            _ => {}
        }
    }
    let status = child.wait().context("cannot wait for `cargo build`")?;
    if !status.success() && errors.is_empty() {
        bail!("`cargo build --release` failed in {} (see above)", root.display());
    }
    Ok((bins, errors))
}

/// The executables of `slug` already built in `release_dir` (whether or not they exist).
///
/// # Example
/// ```
/// use std::path::Path;
/// let exes = kata::judging::compile::prebuilt(Path::new("target/release"), "coins-134");
/// assert_eq!(exes.solution, Path::new("target/release/coins-134"));
/// ```
pub fn prebuilt(release_dir: &Path, slug: &str) -> Executables {
    let checker = release_dir.join(format!("{slug}-checker"));
    Executables { solution: release_dir.join(slug), checker: checker.is_file().then_some(checker) }
}

/// The release folder of the workspace at `root`: `<target dir>/release`, as
/// `cargo metadata` tells (so `CARGO_TARGET_DIR` and cargo's config are heeded).
///
/// Errors: `cargo metadata` fails (e.g. a broken manifest).
pub fn release_dir(root: &Path) -> Result<PathBuf> {
    let output = cargo(root)
        .args(["metadata", "--format-version", "1", "--no-deps"])
        .stderr(Stdio::inherit())
        .output()
        .context("cannot run `cargo metadata`")?;
    if !output.status.success() {
        bail!("`cargo metadata` failed in {} (see above)", root.display());
    }
    let metadata: Value =
        serde_json::from_slice(&output.stdout).context("`cargo metadata`: not JSON")?;
    let target =
        metadata["target_directory"].as_str().context("`cargo metadata`: no target_directory")?;
    Ok(Path::new(target).join("release"))
}

/// `cargo` (the one running us, if any) in `root`.
fn cargo(root: &Path) -> Command {
    let mut command = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    command.current_dir(root);
    command
}

/// One line for a compiler diagnostic: its headline and primary location.
fn first_error_line(diagnostic: &Value) -> String {
    let code = diagnostic["code"]["code"].as_str().map(|code| format!("[{code}]"));
    let mut line = format!(
        "error{}: {}",
        code.unwrap_or_default(),
        diagnostic["message"].as_str().unwrap_or("?")
    );
    let spans = diagnostic["spans"].as_array().map(Vec::as_slice).unwrap_or_default();
    if let Some(span) = spans.iter().find(|span| span["is_primary"] == true) {
        line += &format!(
            " at {}:{}:{}",
            normalize(span["file_name"].as_str().unwrap_or("?")),
            span["line_start"],
            span["column_start"]
        );
    }
    line
}

/// `a/b/../../c` as `c`: cargo names a solution by the path from its package, through `..`.
fn normalize(path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            ".." if parts.last().is_some_and(|last| *last != "..") => {
                parts.pop();
            }
            "." => {}
            _ => parts.push(part),
        }
    }
    parts.join("/")
}

/// Why `slug` has no executable: its own first error, else the first error elsewhere (in a
/// dependency), else a plain failure.
fn failure(slug: &str, errors: &[(String, String)]) -> String {
    let norm = |name: &str| name.replace('-', "_");
    let own = norm(slug);
    let checker = format!("{own}_checker");
    if let Some((_, error)) = errors.iter().find(|(target, _)| {
        let target = norm(target);
        target == own || target == checker
    }) {
        return error.clone();
    }
    match errors.first() {
        Some((target, error)) => format!("in `{target}`: {error}"),
        None => format!("no bin `{slug}` was built"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compiler_errors_become_one_line() {
        let diagnostic: Value = serde_json::from_str(
            r#"{"message":"cannot find value `x` in this scope","code":{"code":"E0425"},
            "level":"error","spans":[{"file_name":"a.rs","line_start":1,"column_start":9,
            "is_primary":false},{"file_name":"solutions/x.rs","line_start":3,
            "column_start":5,"is_primary":true}]}"#
                .replace("solutions/x.rs", "problems/x/../../solutions/x.rs")
                .as_str(),
        )
        .unwrap();
        assert_eq!(
            first_error_line(&diagnostic),
            "error[E0425]: cannot find value `x` in this scope at solutions/x.rs:3:5"
        );
        let bare: Value = serde_json::from_str(r#"{"message":"aborting","spans":[]}"#).unwrap();
        assert_eq!(first_error_line(&bare), "error: aborting");
        assert_eq!(normalize("problems/x/../../solutions/x.rs"), "solutions/x.rs");
        assert_eq!(normalize("../lib/./src/a.rs"), "../lib/src/a.rs");
        assert_eq!(normalize("/abs/x.rs"), "/abs/x.rs");
    }

    #[test]
    fn errors_are_blamed_on_their_problem_first() {
        let errors = [
            ("cgt".to_string(), "error: in lib".to_string()),
            ("coins_134".to_string(), "error: judge side".to_string()),
        ];
        assert_eq!(failure("coins-134", &errors), "error: judge side");
        assert_eq!(failure("cses-stick-game", &errors), "in `cgt`: error: in lib");
        assert_eq!(failure("x", &[]), "no bin `x` was built");
    }
}
