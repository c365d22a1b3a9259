//! What every problem's criterion benchmark shares: its `max_*` cases, and one run of the
//! release solution on a case (the process as the judge runs it, start-up included).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::problem::{Case, Problem};

/// The `max_*` cases of the problem whose crate is at `manifest_dir`, its generated cases
/// built into the cache by its judge binary `judge` (`<slug>-judge generate-named NAME`).
///
/// # Panics
/// If the problem does not load, a generated case cannot be built or has another SHA-256
/// than the declared one, or there is no `max_*` case.
pub fn max_cases(manifest_dir: &str, slug: &str, judge: &str) -> Vec<Case> {
    let root: PathBuf = Path::new(manifest_dir).join("../..");
    let problem = Problem::load(&root, slug).unwrap_or_else(|e| panic!("{e:#}"));
    let build = |name: &str| crate::side::generate_named_by(Path::new(judge), name);
    problem.materialize(&build).unwrap_or_else(|e| panic!("{e:#}"));
    let cases: Vec<Case> =
        problem.cases.into_iter().filter(|case| case.name.starts_with("max_")).collect();
    assert!(!cases.is_empty(), "{slug}: no max_* case to benchmark");
    cases
}

/// Runs `exe` once with `input` as stdin and its output discarded.
///
/// # Panics
/// If the input cannot be opened, the solution cannot start, or it fails.
pub fn run_once(exe: &str, input: &Path) {
    let stdin = std::fs::File::open(input).unwrap_or_else(|e| panic!("{}: {e}", input.display()));
    let status = Command::new(exe)
        .stdin(stdin)
        .stdout(Stdio::null())
        .status()
        .unwrap_or_else(|e| panic!("{exe}: {e}"));
    assert!(status.success(), "{exe} failed on {}: {status}", input.display());
}

/// A problem's criterion benchmark: every `max_*` case, timed as whole runs of the release
/// solution. Use as the whole of `problems/<slug>/benches/max_cases.rs`:
/// `kit::bench_max_cases!("slug");` (with `harness = false` and criterion as a dev-dependency).
#[macro_export]
macro_rules! bench_max_cases {
    ($slug:literal) => {
        fn bench(c: &mut ::criterion::Criterion) {
            let exe = env!(concat!("CARGO_BIN_EXE_", $slug));
            let mut group = c.benchmark_group($slug);
            group.sample_size(10);
            let judge = env!(concat!("CARGO_BIN_EXE_", $slug, "-judge"));
            for case in $crate::bench::max_cases(env!("CARGO_MANIFEST_DIR"), $slug, judge) {
                group.bench_function(case.name.as_str(), |b| {
                    b.iter(|| $crate::bench::run_once(exe, &case.input))
                });
            }
            group.finish();
        }
        fn main() {
            let mut criterion = ::criterion::Criterion::default().configure_from_args();
            bench(&mut criterion);
            criterion.final_summary();
        }
    };
}
