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
    /// The idea in a few words: the after-solve note of `cargo kata watch` (a spoiler, shown
    /// to a person practising only once the kata is solved or revealed).
    pub idea: String,
    /// The kata's stage on the suggested path through the theory (every problem of the
    /// workspace has one: kata's layout test checks it; a fixture may do without).
    #[serde(default)]
    pub topic: Option<crate::practice::Topic>,
    /// How hard the kata is, 1 (a first exercise) to 10 (a research-grade computation), by
    /// the rubric of the root README (every problem of the workspace has one).
    #[serde(default)]
    pub difficulty: Option<u8>,
    /// Three hints, from a nudge to an outline (`[hints]`; every problem of the workspace has
    /// them).
    #[serde(default)]
    pub hints: Option<crate::practice::Hints>,
    /// Other solutions and the verdicts they must get (`[[extra]]` tables).
    #[serde(default)]
    pub extra: Vec<Extra>,
    /// The cases built on demand by the problem's named generators (`[[generated]]` tables).
    #[serde(default)]
    pub generated: Vec<Generated>,
    /// The problem's parameters (`[params]`: limits as whole numbers), which its validator
    /// and generator read through [`params!`](crate::params!) and its README's constraints
    /// state.
    #[serde(default)]
    pub params: std::collections::BTreeMap<String, i64>,
    /// A reproduction's judge: its compiler and limits, with sources (`[judge]`), which
    /// `cargo bundle --check` compiles and measures the bundle against.
    #[serde(default)]
    pub judge: Option<crate::judge_env::JudgeEnv>,
}

/// A case that is not committed but built on demand by the problem's named generator
/// ([`Judged::generate_named`](crate::judged::Judged::generate_named)), and pinned by the
/// SHA-256 of its bytes: `[[generated]] name = "max_x" sha256 = "…"` in `problem.toml`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Generated {
    /// The case's name, which is also its generator's name.
    pub name: String,
    /// The SHA-256 of the input's exact bytes, 64 lowercase hexadecimal digits: the case
    /// never changes, whatever becomes of the generator.
    pub sha256: String,
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
    /// `problems/<slug>/cases/<name>.in`, or for a generated case its place in the cache,
    /// `<target>/generated-cases/<slug>/<name>.in` (there once [`Problem::materialize`] ran).
    pub input: PathBuf,
    /// `snapshots/<slug>/<name>.snap`: the certified expected output.
    pub snapshot: PathBuf,
    /// For a generated case, the SHA-256 its input must have; `None` for a committed one.
    pub sha256: Option<String>,
}

impl Case {
    /// Whether the case's input is built by a named generator rather than committed.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let case = kit::problem::Case {
    ///     name: "max_n".into(),
    ///     input: "target/generated-cases/demo/max_n.in".into(),
    ///     snapshot: "snapshots/demo/max_n.snap".into(),
    ///     sha256: Some("0".repeat(64)),
    /// };
    /// assert!(case.is_generated());
    /// ```
    pub fn is_generated(&self) -> bool {
        self.sha256.is_some()
    }
}

/// Builds a generated case's input by name: the problem's named generator, in process
/// ([`Side::generate_named`](crate::side::Side)) or through its judge binary
/// ([`generate_named_by`](crate::side::generate_named_by)). The error is one line.
pub type Builder<'a> = &'a dyn Fn(&str) -> Result<String, String>;

/// A problem of the workspace, loaded and checked for shape.
#[derive(Debug, Clone)]
pub struct Problem {
    /// The slug: folder, package, binary, solution file and snapshot folder name.
    pub slug: String,
    /// `problems/<slug>`.
    pub dir: PathBuf,
    /// The parsed `problem.toml`.
    pub spec: Spec,
    /// Its cases, committed and generated, sorted by name.
    pub cases: Vec<Case>,
}

/// Where the generated cases of `slug` are cached: `<target>/generated-cases/<slug>`, with
/// `<target>` the `CARGO_TARGET_DIR` of the environment (relative to `root`), else
/// `root/target`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// let dir = kit::problem::generated_dir(std::path::Path::new("/w"), "coins-134");
/// assert!(dir.ends_with("generated-cases/coins-134"));
/// ```
pub fn generated_dir(root: &Path, slug: &str) -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .filter(|dir| !dir.is_empty())
        .map_or_else(|| root.join("target"), |dir| root.join(dir));
    target.join("generated-cases").join(slug)
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
                cases.push(Case { name, input: path, snapshot, sha256: None });
            }
        }
        let cache = generated_dir(root, slug);
        for generated in &spec.generated {
            let name = &generated.name;
            if let Some(twin) = cases.iter().find(|case| case.name == *name) {
                bail!(
                    "{}: case {name} is generated, and {} too: keep one",
                    spec_path.display(),
                    if twin.is_generated() { "declared twice" } else { "committed" }
                );
            }
            cases.push(Case {
                name: name.clone(),
                input: cache.join(format!("{name}.in")),
                snapshot: root.join("snapshots").join(slug).join(format!("{name}.snap")),
                sha256: Some(generated.sha256.clone()),
            });
        }
        if cases.is_empty() {
            bail!("{}: no case (*.in, nor [[generated]])", cases_dir.display());
        }
        cases.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(Problem { slug: slug.to_string(), dir, spec, cases })
    }

    /// Makes every generated case's input present in the cache with its declared bytes: a
    /// cached input whose SHA-256 is right is kept, any other is built again by `build` and
    /// written (through a temporary file, so a concurrent reader never sees half of it).
    /// Committed cases are left alone.
    ///
    /// Errors (one line, naming the case): `build` fails (no generator of that name, say),
    /// the built input's SHA-256 is not the declared one (a case never changes: nothing is
    /// written), the cache cannot be written.
    ///
    /// # Complexity
    /// O(bytes of the generated inputs), plus the generators' work for the missing ones.
    ///
    /// # Example
    /// ```no_run
    /// let root = std::path::Path::new(".");
    /// let problem = kit::problem::Problem::load(root, "game-graph")?;
    /// let judge = root.join("target/release/game-graph-judge");
    /// problem.materialize(&|name: &str| kit::side::generate_named_by(&judge, name))?;
    /// # Ok::<(), anyhow::Error>(())
    /// ```
    pub fn materialize(&self, build: Builder) -> Result<()> {
        for case in self.cases.iter().filter(|case| case.is_generated()) {
            self.materialize_case(case, build)?;
        }
        Ok(())
    }

    fn materialize_case(&self, case: &Case, build: Builder) -> Result<()> {
        let declared = case.sha256.as_deref().unwrap_or_default();
        if std::fs::read(&case.input).is_ok_and(|bytes| crate::sha256::hex(&bytes) == declared) {
            return Ok(());
        }
        let what = format!("{}: generated case {}", self.slug, case.name);
        let text = build(&case.name).map_err(|e| anyhow::anyhow!("{what}: {e}"))?;
        let built = crate::sha256::hex(text.as_bytes());
        if built != declared {
            bail!(
                "{what}: the generator's input has SHA-256 {built}, problem.toml declares \
                 {declared} (a case never changes: restore the generator, or add a new case)"
            );
        }
        // Renamed into place: threads of one test binary, or two tools, may build the same
        // case at once.
        write_atomically(&case.input, &text).with_context(|| what.clone())
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

/// Writes `text` to `file` through a temporary file in the same folder renamed into place
/// (the folder is made if needed): a reader sees the old file or the new one, never half of
/// one. What the generated cases' cache and a person's practice files are written with.
///
/// Errors (one line, naming the file): the folder or the file cannot be written.
///
/// # Complexity
/// O(length of the text).
///
/// # Example
/// ```
/// let dir = tempfile::tempdir()?;
/// let file = dir.path().join("a/b.txt");
/// kit::problem::write_atomically(&file, "done\n")?;
/// assert_eq!(std::fs::read_to_string(&file)?, "done\n");
/// # Ok::<(), anyhow::Error>(())
/// ```
pub fn write_atomically(file: &Path, text: &str) -> Result<()> {
    let dir = file.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).with_context(|| format!("{}: cannot create", dir.display()))?;
    let cannot = || format!("{}: cannot write", file.display());
    let mut partial = tempfile::NamedTempFile::new_in(dir).with_context(cannot)?;
    std::io::Write::write_all(&mut partial, text.as_bytes()).with_context(cannot)?;
    partial.persist(file).map_err(|e| e.error).with_context(cannot)?;
    Ok(())
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
    if let Some(difficulty) = spec.difficulty.filter(|d| !(1..=10).contains(d)) {
        return Err(format!("difficulty must be 1..=10, not {difficulty}"));
    }
    if !(spec.float_tolerance > 0.0 && spec.float_tolerance < 1.0) {
        return Err("float_tolerance must lie in (0, 1)".to_string());
    }
    for generated in &spec.generated {
        check_generated(generated)?;
    }
    if let Some(judge) = &spec.judge {
        judge.check()?;
    }
    Ok(spec)
}

/// A `[[generated]]` entry is well formed: a case name of lowercase letters, digits and `_`,
/// and a SHA-256 of 64 lowercase hexadecimal digits.
fn check_generated(generated: &Generated) -> Result<(), String> {
    let name = &generated.name;
    let name_ok = !name.is_empty()
        && name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
    if !name_ok {
        return Err(format!("generated {name:?}: a case name is made of a-z, 0-9 and _"));
    }
    let hash = &generated.sha256;
    if hash.len() != 64 || !hash.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)) {
        return Err(format!(
            "generated {name}: sha256 must be 64 lowercase hex digits, not {hash:?}"
        ));
    }
    Ok(())
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

#[cfg(test)]
mod tests {
    use super::*;

    /// `sha256sum` of `40 2\n`.
    const SHA_40_2: &str = "2df23f1167a9ca936a6dffca88024590a34432a7fbdf9b561e8b010c5eac6cb8";

    /// A scratch workspace root holding the problem `<test>` (its own slug, so that its cache
    /// is its own even under a shared `CARGO_TARGET_DIR`) with the committed case `a_small`
    /// and `problem.toml` ending in `generated`; removed on drop.
    struct Scratch(PathBuf, &'static str);

    impl Scratch {
        fn new(test: &'static str, generated: &str) -> Scratch {
            let root = std::env::temp_dir().join(format!("kit-{test}-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&root);
            let dir = root.join("problems").join(test);
            std::fs::create_dir_all(dir.join("cases")).unwrap();
            std::fs::write(dir.join("cases/a_small.in"), "1 2\n").unwrap();
            let spec = "title = \"Sum\"\nsource = \"own\"\ntime_limit_ms = 1000\n\
                        memory_limit_mb = 256\nidea = \"add\"\n";
            std::fs::write(dir.join("problem.toml"), format!("{spec}{generated}")).unwrap();
            Scratch(root, test)
        }

        fn load(&self) -> Result<Problem> {
            Problem::load(&self.0, self.1)
        }
    }

    impl Drop for Scratch {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
            let _ = std::fs::remove_dir_all(generated_dir(&self.0, self.1));
        }
    }

    fn declared(name: &str, sha256: &str) -> String {
        format!("\n[[generated]]\nname = \"{name}\"\nsha256 = \"{sha256}\"\n")
    }

    fn forty_two(name: &str) -> Result<String, String> {
        match name {
            "b_gen" | "0_gen" => Ok("40 2\n".to_string()),
            _ => Err(format!("no generator named {name:?}")),
        }
    }

    #[test]
    fn generated_cases_are_listed_with_the_committed_ones_by_name() {
        let toml = declared("b_gen", SHA_40_2) + &declared("0_gen", SHA_40_2);
        let scratch = Scratch::new("listed", &toml);
        let problem = scratch.load().unwrap();
        let names: Vec<&str> = problem.cases.iter().map(|case| case.name.as_str()).collect();
        assert_eq!(names, ["0_gen", "a_small", "b_gen"]);
        let generated: Vec<bool> = problem.cases.iter().map(Case::is_generated).collect();
        assert_eq!(generated, [true, false, true]);
        let b_gen = &problem.cases[2];
        assert!(b_gen.input.ends_with("generated-cases/listed/b_gen.in"), "{:?}", b_gen.input);
        assert!(b_gen.snapshot.ends_with("snapshots/listed/b_gen.snap"));
    }

    #[test]
    fn a_case_both_committed_and_generated_is_an_error_of_one_line() {
        let scratch = Scratch::new("twin", &declared("a_small", SHA_40_2));
        let error = format!("{:#}", scratch.load().unwrap_err());
        assert!(
            error.ends_with("case a_small is generated, and committed too: keep one"),
            "{error}"
        );
        assert_eq!(error.lines().count(), 1);
        let twice = declared("b_gen", SHA_40_2).repeat(2);
        let error = format!("{:#}", Scratch::new("twice", &twice).load().unwrap_err());
        assert!(error.contains("case b_gen is generated, and declared twice"), "{error}");
    }

    #[test]
    fn malformed_entries_are_refused() {
        for (toml, expected) in [
            (declared("b_gen", "abc"), "sha256 must be 64 lowercase hex digits"),
            (declared("b_gen", &SHA_40_2.to_uppercase()), "sha256 must be 64 lowercase hex"),
            (declared("../b", SHA_40_2), "a case name is made of a-z, 0-9 and _"),
            (declared("", SHA_40_2), "a case name is made of"),
            ("\n[[generated]]\nname = \"b\"\n".to_string(), "missing field `sha256`"),
        ] {
            let error = format!("{:#}", Scratch::new("malformed", &toml).load().unwrap_err());
            assert!(error.contains(expected), "{toml}: {error}");
            assert_eq!(error.lines().count(), 1, "{error}");
        }
    }

    #[test]
    fn materialize_writes_the_declared_bytes_and_rebuilds_a_spoilt_cache() {
        let scratch = Scratch::new("written", &declared("b_gen", SHA_40_2));
        let problem = scratch.load().unwrap();
        let input = &problem.cases[1].input;
        problem.materialize(&forty_two).unwrap();
        assert_eq!(std::fs::read_to_string(input).unwrap(), "40 2\n");
        // A cached input with the right hash is kept: the generator is not run again.
        problem.materialize(&|name| Err(format!("{name} should not be built"))).unwrap();
        std::fs::write(input, "40 3\n").unwrap();
        problem.materialize(&forty_two).unwrap();
        assert_eq!(std::fs::read_to_string(input).unwrap(), "40 2\n");
        let leftovers = std::fs::read_dir(input.parent().unwrap()).unwrap().count();
        assert_eq!(leftovers, 1, "no partial file is left behind");
    }

    #[test]
    fn a_generated_input_with_another_hash_is_refused_in_one_line() {
        let wrong = SHA_40_2.replace('2', "3");
        let scratch = Scratch::new("wrong", &declared("b_gen", &wrong));
        let problem = scratch.load().unwrap();
        let error = format!("{:#}", problem.materialize(&forty_two).unwrap_err());
        assert_eq!(
            error,
            format!(
                "wrong: generated case b_gen: the generator's input has SHA-256 {SHA_40_2}, \
                 problem.toml declares {wrong} (a case never changes: restore the generator, \
                 or add a new case)"
            )
        );
        assert!(!problem.cases[1].input.exists(), "nothing is written");
        // A stale cached file of another hash is not accepted either.
        std::fs::create_dir_all(problem.cases[1].input.parent().unwrap()).unwrap();
        std::fs::write(&problem.cases[1].input, "40 2\n").unwrap();
        assert!(problem.materialize(&forty_two).is_err());
    }

    #[test]
    fn a_missing_generator_is_named() {
        let scratch = Scratch::new("missing", &declared("c_gen", SHA_40_2));
        let error = format!("{:#}", scratch.load().unwrap().materialize(&forty_two).unwrap_err());
        assert_eq!(error, "missing: generated case c_gen: no generator named \"c_gen\"");
    }
}
