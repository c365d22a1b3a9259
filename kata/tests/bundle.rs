//! `cargo bundle` on the workspace's own solutions: only the reached library modules, paths
//! rewritten, no absolute path, plain-rustc compilation and the samples; clear one-line
//! failures for what cannot be bundled.

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::{Command, Output};

use kata::commands::bundle::compilers::Compiler;
use kata::commands::bundle::library::{Features, Library};
use kata::commands::bundle::paths::{PathEnd, UsePath, use_paths};
use kata::commands::bundle::{Bundle, Options, ProconioMode, RustFor, Target, bundle};

fn root() -> PathBuf {
    kata::commands::workspace::root()
}

fn bundle_of(slug: &str, options: &Options) -> Bundle {
    let solution = root().join("solutions").join(format!("{slug}.rs"));
    bundle(&root(), slug, &solution, options).unwrap_or_else(|e| panic!("{slug}: {e:#}"))
}

fn kata(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kata")).args(args).current_dir(root()).output().unwrap()
}

/// The paths of the modules inside the bundle's `mod cgt`, from their `pub mod` lines and
/// their indentation (four spaces a level), sorted.
fn inlined_modules(text: &str) -> Vec<String> {
    let inline = text.find("\nmod cgt {").map_or("", |at| &text[at..]);
    let mut open: Vec<String> = Vec::new();
    let mut names = Vec::new();
    for line in inline.lines() {
        let indent = line.len() - line.trim_start().len();
        let rest = line.trim_start();
        let declared = ["pub mod ", "pub(crate) mod ", "mod "];
        let Some(name) = declared.iter().find_map(|d| rest.strip_prefix(d)) else {
            continue;
        };
        let Some(name) = name.strip_suffix(" {") else { continue };
        if indent < 4 || indent % 4 != 0 {
            continue;
        }
        open.truncate(indent / 4 - 1);
        open.push(name.to_string());
        names.push(open.join("::"));
    }
    names.sort();
    names
}

#[test]
fn every_solution_bundles_with_exactly_the_modules_it_reaches() {
    let library = Library::load(&root().join("lib")).unwrap();
    let mut solutions: Vec<PathBuf> = std::fs::read_dir(root().join("solutions"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "rs"))
        .collect();
    solutions.sort();
    assert!(!solutions.is_empty());
    for solution in solutions {
        let slug = solution.file_stem().unwrap().to_str().unwrap().to_string();
        let bundled = bundle_of(&slug, &Options::default());
        let mut modules = bundled.modules.clone();
        modules.sort();
        assert_eq!(inlined_modules(&bundled.text), modules, "{slug}");
        // Closed: every `cgt::…` path of the bundle names included modules only.
        let included: BTreeSet<&str> = bundled.modules.iter().map(String::as_str).collect();
        for path in use_paths(&bundled.text, "cgt").unwrap() {
            if path.end == PathEnd::Bare {
                continue;
            }
            for module in library.resolve(&path).unwrap() {
                let name = library.modules[module].name.as_str();
                assert!(included.contains(name), "{slug}: {path:?} needs {name}");
            }
        }
        assert!(bundled.text.starts_with(&format!("// {slug}: one file")), "{slug}");
        assert!(bundled.text.contains(&format!("solutions/{slug}.rs")), "{slug}");
        let root_text = root().display().to_string();
        assert!(!bundled.text.contains(&root_text), "{slug}: an absolute path");
        let source = std::fs::read_to_string(&solution).unwrap();
        let added = bundled.text.replace(source.trim_end(), "");
        assert!(!added.contains("//!") && !added.contains("///"), "{slug}: doc comments");
    }
}

#[test]
fn the_stick_game_takes_subtraction_and_its_dependencies_but_not_graph() {
    let bundled = bundle_of("cses-stick-game", &Options::default());
    assert_eq!(
        bundled.modules,
        [
            "impartial",
            "impartial::nimber",
            "impartial::periodic",
            "impartial::subtraction",
            "outcome"
        ]
    );
    assert!(!bundled.text.contains("pub mod graph"));
    assert!(bundled.text.contains("mod proconio {"));
    // Root re-exports of the included modules only, rewritten.
    assert!(
        bundled.text.contains("    pub use crate::cgt::impartial::subtraction::SubtractionGame;\n")
    );
    assert!(!bundled.text.contains("crate::cgt::graph"));
}

#[test]
fn crate_paths_point_into_the_inline_module() {
    let bundled = bundle_of("coins-134", &Options::default());
    assert!(bundled.text.contains("use crate::cgt::impartial::nimber::{Nimber, mex, nim_sum};\n"));
    assert!(
        bundled
            .text
            .contains("use crate::cgt::impartial::periodic::{Periodic, detect_window_recurrence};")
    );
    let stray = bundled.text.match_indices("crate::").filter(|(at, _)| {
        !bundled.text[at + "crate::".len()..].starts_with("cgt::")
            && !bundled.text[..*at].ends_with('$')
    });
    assert_eq!(stray.count(), 0, "a `crate::` path not rewritten");
    // The solution itself is kept as written.
    assert!(bundled.text.contains("use cgt::{Play, SubtractionGame};\nuse proconio::input;\n"));
}

#[test]
fn external_proconio_is_left_to_the_judge() {
    let options = Options { proconio: ProconioMode::External, ..Options::default() };
    let bundled = bundle_of("cses-stick-game", &options);
    assert!(bundled.external);
    assert!(!bundled.text.contains("mod proconio"));
    assert!(bundled.text.contains("use proconio::input;"));
}

#[test]
fn bundles_compile_with_plain_rustc_and_pass_the_samples() {
    let dir = tempfile::tempdir().unwrap();
    // (`--rust current`: a reproduction's stand-in compiler is fetched and run by
    // `cargo bundle --all --check` in CI, not here.)
    for slug in ["coins-134", "cses-stick-game"] {
        let out = dir.path().join(format!("{slug}.rs"));
        let args = ["bundle", slug, "--check", "--rust", "current", "--out", out.to_str().unwrap()];
        let output = kata(&args);
        let stdout = String::from_utf8_lossy(&output.stdout);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "{slug}: {stderr}");
        assert!(stdout.starts_with(&format!("bundled {slug}: ")), "{stdout}");
        assert!(stdout.contains(" lines, ") && stdout.contains(" bytes (limit "), "{stdout}");
        assert!(stdout.contains("modules [") && stdout.contains("samples OK"), "{stdout}");
        assert!(out.is_file());
    }
}

/// Runs `kata bundle` on a solution written to a temporary file; returns (exit code, stderr).
fn bundle_file(source: &str, extra: &[&str]) -> (Option<i32>, String) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("solution.rs");
    std::fs::write(&file, source).unwrap();
    let out = dir.path().join("out.rs");
    let mut args = vec!["bundle", "cses-stick-game", "--file", file.to_str().unwrap()];
    args.extend(["--out", out.to_str().unwrap()]);
    args.extend(extra);
    let output = kata(&args);
    (output.status.code(), String::from_utf8_lossy(&output.stderr).into_owned())
}

fn one_error_line(stderr: &str) -> &str {
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 1, "{stderr}");
    assert!(lines[0].starts_with("error: "), "{stderr}");
    lines[0]
}

#[test]
fn an_unsupported_input_form_fails_with_one_clear_line() {
    let source = "use proconio::input;\nfn main() {\n    input! {\n        (a, b): (u64, u64),\n    }\n    println!(\"{}\", a + b);\n}\n";
    let (code, stderr) = bundle_file(source, &[]);
    assert_eq!(code, Some(2));
    let line = one_error_line(&stderr);
    assert!(line.contains("solution.rs: line 4: the input! form `(a, b): (u64, u64)`"), "{line}");
    assert!(line.contains("not supported by the inlined reader"), "{line}");
    // The judge's proconio supports it.
    let (code, stderr) = bundle_file(source, &["--proconio", "external"]);
    assert_eq!(code, Some(0), "{stderr}");
}

#[test]
fn itertools_needs_to_be_allowed() {
    let source = "use itertools::Itertools;\nfn main() {\n    println!(\"{}\", [1, 2].iter().join(\" \"));\n}\n";
    let (code, stderr) = bundle_file(source, &[]);
    assert_eq!(code, Some(2));
    assert!(one_error_line(&stderr).contains("uses itertools"), "{stderr}");
    let (code, stderr) = bundle_file(source, &["--allow-external", "itertools"]);
    assert_eq!(code, Some(0), "{stderr}");
    // Plain rustc has no itertools: --check refuses clearly.
    let (code, stderr) = bundle_file(source, &["--allow-external", "itertools", "--check"]);
    assert_eq!(code, Some(2));
    assert!(one_error_line(&stderr).contains("--check compiles with plain rustc"), "{stderr}");
}

#[test]
fn a_bundle_that_does_not_compile_names_rustc_first_error() {
    let source = "fn main() {\n    let x: u32 = \"no\";\n}\n";
    let (code, stderr) = bundle_file(source, &["--check", "--rust", "current"]);
    assert_eq!(code, Some(2));
    let line = one_error_line(&stderr);
    assert!(
        line.contains("does not compile with the current rustc (`rustc --edition 2024"),
        "{line}"
    );
    assert!(line.contains("error[E0308]"), "{line}");
}

#[test]
fn a_module_tree_is_bundled_with_only_the_submodules_reached() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("src");
    std::fs::create_dir_all(src.join("outer/inner")).unwrap();
    let files = [
        (
            "lib.rs",
            "//! Lib.\npub mod base;\npub mod lookalike;\npub mod outer;\npub use crate::outer::Thing;\n",
        ),
        ("base.rs", "/// Doubles.\npub fn double(x: u32) -> u32 {\n    2 * x\n}\n"),
        (
            "outer.rs",
            "//! Outer.\npub mod inner;\nmod hidden;\npub mod spare;\n\
             pub use crate::outer::inner::Thing;\npub use spare::{Spare, SPARE};\n",
        ),
        (
            "outer/inner.rs",
            "//! Inner.\npub mod deepest;\n/// A thing.\npub struct Thing(pub u32);\nimpl Thing {\n    \
             pub fn value(&self) -> u32 {\n        \
             crate::base::double(crate::outer::inner::deepest::ONE + self.0) + crate::outer::hidden::secret()\n    \
             }\n}\n",
        ),
        ("outer/inner/deepest.rs", "pub const ONE: u32 = 1;\n#[cfg(test)]\nmod tests {}\n"),
        ("outer/hidden.rs", "pub(crate) fn secret() -> u32 {\n    5\n}\n"),
        // Reached by nothing: left out, with its re-export.
        ("outer/spare.rs", "pub struct Spare;\npub const SPARE: u32 = 9;\n"),
        // A type of its own with the reached type's name and method: its impl is not one of
        // the reached `Thing`'s, so it is left out too.
        (
            "lookalike.rs",
            "pub struct Thing;\nimpl Thing {\n    pub fn value(&self) -> u32 {\n        0\n    }\n}\n",
        ),
    ];
    for (path, text) in files {
        std::fs::write(src.join(path), text).unwrap();
    }
    let library = Library::load(dir.path()).unwrap();
    let thing = UsePath { segments: vec!["Thing".into()], end: PathEnd::Name("Thing".into()) };
    let roots = library.resolve(&thing).unwrap();
    let reached = library.reach(&roots, "").unwrap();
    let names: Vec<&str> = reached.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(
        names,
        ["base", "outer", "outer::inner", "outer::inner::deepest", "outer::hidden"],
        "the tree's paths reach base; the spare submodule and the lookalike are left out"
    );
    let inline = library.inline(&reached).unwrap();
    assert!(!inline.contains("Spare") && !inline.contains("spare"), "{inline}");
    let program = format!(
        "{inline}\nfn main() {{\n    std::process::exit(crate::cgt::Thing(4).value() as i32);\n}}\n"
    );
    let file = dir.path().join("bundle.rs");
    std::fs::write(&file, program).unwrap();
    let exe = dir.path().join("bundle");
    let compiled = Command::new("rustc")
        .args(["--edition", "2021", "-o"])
        .arg(&exe)
        .arg(&file)
        .output()
        .unwrap();
    assert!(compiled.status.success(), "{}", String::from_utf8_lossy(&compiled.stderr));
    // 2 × (1 + 4) + 5.
    assert_eq!(Command::new(&exe).status().unwrap().code(), Some(15));
}

fn problem(slug: &str) -> kit::problem::Problem {
    kit::problem::Problem::load(&root(), slug).unwrap()
}

/// Every reproduction: the bundle as made for its judge.
fn reproductions() -> Vec<(kit::problem::Problem, Target, Bundle)> {
    let problems = kata::commands::workspace::problems(&root()).unwrap();
    let mut out = Vec::new();
    for problem in problems.into_iter().filter(|p| p.spec.source != "own") {
        let slug = problem.slug.clone();
        let target = Target::of(&problem, RustFor::Judge).unwrap_or_else(|e| panic!("{e:#}"));
        let options = target.options(ProconioMode::Inline, false);
        let solution = root().join("solutions").join(format!("{slug}.rs"));
        let bundled =
            bundle(&root(), &slug, &solution, &options).unwrap_or_else(|e| panic!("{slug}: {e:#}"));
        out.push((problem, target, bundled));
    }
    out
}

#[test]
fn every_reproduction_names_its_judge_and_gets_a_stand_in_no_newer() {
    for (problem, target, bundled) in reproductions() {
        let slug = &problem.slug;
        let judge = problem.spec.judge.as_ref().expect("a [judge] table");
        assert!(!judge.sources.is_empty(), "{slug}: sources");
        let made_for = target.rust.expect("a judge's version");
        let stand_in = target.compiler.version().expect("a stand-in");
        assert!(made_for <= stand_in, "{slug}: made for {made_for:?}, checked by {stand_in:?}");
        if let Some(oldest) = judge.oldest_rustc() {
            assert!(stand_in <= oldest.max((1, 63)), "{slug}: the stand-in is newer");
        } else {
            assert_eq!(target.compiler, Compiler::Debian163, "{slug}: unknown takes the oldest");
        }
        // No module declared for a newer Rust than the bundle is made for.
        assert!(bundled.rust_version.is_none_or(|v| v <= made_for), "{slug}");
        if let Some(limit) = target.source_limit {
            assert!(bundled.text.len() as u64 <= limit, "{slug}: over the judge's limit");
        }
    }
    let of = |slug: &str| Target::of(&problem(slug), RustFor::Judge).unwrap();
    assert_eq!(of("cses-grundys-game").compiler, Compiler::Debian163);
    assert_eq!(of("atcoder-abc229-h").compiler, Compiler::Debian185);
    // Kattis: 1.85, but a contest page showed 1.78.
    assert_eq!(of("kattis-hackenbushbamboo").compiler, Compiler::Debian163);
    assert_eq!(of("hr-poker-nim").older_judge, Some((1, 59)));
    assert_eq!(of("coins-134").compiler, Compiler::Current);
}

/// What Rust 1.63 lacks and the lib once used (the compile table of issue 31): a bundle
/// made for 1.63 holds none of it, in code.
const NEWER_THAN_1_63: [&str; 12] = [
    "is_some_and(",
    "is_none_or(",
    "is_ok_and(",
    "repeat_n(",
    ".div_ceil(",
    "is_multiple_of(",
    "next_multiple_of(",
    "first_chunk",
    "each_mut(",
    "OnceLock",
    "std::hash::DefaultHasher",
    "hash_one(",
];

#[test]
fn bundles_for_old_judges_hold_no_avx512_and_nothing_newer_than_their_rust() {
    for (problem, target, bundled) in reproductions() {
        let slug = &problem.slug;
        let code = code_of(&bundled.text);
        // The AVX2 kernel and its runtime check (stable since Rust 1.27) may be there.
        for avx512 in ["_mm512", "avx512", "gfni"] {
            assert!(!code.contains(avx512), "{slug}: {avx512} in a bundle for {}", target.judge);
        }
        if target.rust == Some((1, 63)) {
            for newer in NEWER_THAN_1_63 {
                assert!(!code.contains(newer), "{slug}: `{newer}` in a bundle for 1.63");
            }
            // `let … else` (1.65): a `let` statement with an `else` block and no `if`.
            for statement in code.split(';').filter(|s| s.trim_start().starts_with("let ")) {
                let if_else = statement.contains("if ") || statement.contains("match ");
                assert!(!statement.contains(" else {") || if_else, "{slug}: let-else: {statement}");
            }
        }
    }
    // The mechanism can fail: the same solution for the current compiler has the kernel.
    let current = bundle_of("cses-grundys-game", &Options::default());
    assert!(code_of(&current.text).contains("_mm512"), "the kernel is bundled for today's rustc");
    assert!(current.modules.iter().any(|m| m == "impartial::sparse::wide::kernel"));
}

/// A bundle's code: comments and literals blanked.
fn code_of(text: &str) -> String {
    let mut code = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(['/', '"']) {
        code.push_str(&rest[..at]);
        let tail = &rest[at..];
        let skip = if tail.starts_with("//") {
            tail.find('\n').unwrap_or(tail.len())
        } else if tail.starts_with('"') {
            let mut end = 1;
            let bytes = tail.as_bytes();
            while end < bytes.len() && bytes[end] != b'"' {
                end += if bytes[end] == b'\\' { 2 } else { 1 };
            }
            (end + 1).min(tail.len())
        } else {
            code.push('/');
            1
        };
        rest = &tail[skip..];
    }
    code.push_str(rest);
    code
}

#[test]
fn features_and_declared_versions_decide_what_a_bundle_may_hold() {
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("lib");
    std::fs::create_dir_all(lib.join("src")).unwrap();
    std::fs::create_dir_all(dir.path().join("solutions")).unwrap();
    std::fs::write(lib.join("Cargo.toml"), "[package]\nname = \"cgt\"\nrust-version = \"1.89\"\n")
        .unwrap();
    let files = [
        ("lib.rs", "#[clippy::msrv = \"1.63\"]\npub mod old;\npub mod new;\n"),
        (
            "old.rs",
            "#[cfg(feature = \"fast\")]\npub fn speed() -> u32 {\n    crate::new::fast()\n}\n\
             #[cfg(not(feature = \"fast\"))]\npub fn speed() -> u32 {\n    1\n}\n",
        ),
        ("new.rs", "pub fn fast() -> u32 {\n    2\n}\n"),
    ];
    for (file, text) in files {
        std::fs::write(lib.join("src").join(file), text).unwrap();
    }
    let solution = dir.path().join("solutions/demo.rs");
    std::fs::write(&solution, "fn main() {\n    println!(\"{}\", cgt::old::speed());\n}\n")
        .unwrap();
    let old = Options { features: Features::None, rust: Some((1, 63)), ..Options::default() };
    let bundled = bundle(dir.path(), "demo", &solution, &old).unwrap();
    assert_eq!(bundled.modules, ["old"]);
    assert_eq!(bundled.rust_version, Some((1, 63)));
    assert!(bundled.text.contains("1\n") && !bundled.text.contains("fast"), "{}", bundled.text);
    // With the feature, the faster path reaches a module declared for the crate's 1.89: fine
    // for the current compiler, refused for 1.63.
    let bundled = bundle(dir.path(), "demo", &solution, &Options::default()).unwrap();
    assert_eq!(bundled.modules, ["old", "new"]);
    assert!(!bundled.text.contains("cfg(feature"), "{}", bundled.text);
    let refused = Options { features: Features::Default, ..old };
    let error = format!("{:#}", bundle(dir.path(), "demo", &solution, &refused).unwrap_err());
    assert!(error.contains("reaches cgt::new (lib/src/new.rs), declared for Rust 1.89"), "{error}");
    assert!(error.contains("newer than 1.63"), "{error}");
}
