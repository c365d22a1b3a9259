//! The standard tests of a problem crate, shared so that no problem copies them.
//!
//! A problem crate's judge side (`problems/<slug>/src/lib.rs`) implements
//! [`Judged`](crate::judged::Judged) (a strict `read`, `write`, `generate`, `naive`, `second`,
//! `print`, and optionally `check` and `shrink`), and its `tests/judged.rs` is one line:
//! `kit::problem_tests!(type crate_name::P);`.
//!
//! The certified expected output of a case is `naive`'s answer where it reaches, else
//! `second`'s; where both reach they must agree. It is that answer, never the
//! solution's output, that is stored as the insta snapshot `snapshots/<slug>/<case>.snap`.

use std::path::{Path, PathBuf};

use crate::problem::{Problem, read_snapshot};
use crate::side::Side;

/// The judge side of one problem, as the tests see it.
pub struct JudgeSide {
    /// The problem's slug.
    pub slug: &'static str,
    /// `problems/<slug>` (the crate's `CARGO_MANIFEST_DIR`).
    pub manifest_dir: &'static str,
    /// The solution binary built for the tests (`CARGO_BIN_EXE_<slug>`).
    pub solution: &'static str,
    /// The validator, generator and references.
    pub side: Side,
}

/// Seeds the generator-based checks use.
const SEEDS: std::ops::Range<u64> = 0..200;

impl JudgeSide {
    fn root(&self) -> PathBuf {
        Path::new(self.manifest_dir).join("../..")
    }

    /// The problem, its generated cases built in the cache by the named generators in
    /// process (a hash mismatch fails the test, naming the case).
    fn problem(&self) -> Problem {
        let problem = Problem::load(&self.root(), self.slug).unwrap_or_else(|e| panic!("{e:#}"));
        let generate_named = self.side.generate_named;
        let build =
            |name: &str| generate_named(name).ok_or_else(|| format!("no generator named {name:?}"));
        problem.materialize(&build).unwrap_or_else(|e| panic!("{e:#}"));
        problem
    }

    fn input(path: &Path) -> String {
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    fn certified(&self, input: &str) -> String {
        self.side.certified(input).unwrap_or_else(|e| panic!("{e}"))
    }

    /// Every case's snapshot is the certified answer; a missing or different snapshot fails
    /// (all cases are checked before failing, so one run shows every problem).
    pub fn check_snapshots(&self) {
        let problem = self.problem();
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path(self.root().join("snapshots").join(self.slug));
        settings.set_prepend_module_to_snapshot(false);
        settings.set_omit_expression(true);
        let mut failed = Vec::new();
        for case in &problem.cases {
            let input = Self::input(&case.input);
            let expected = self.certified(&input);
            settings.set_input_file(&case.input);
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                settings.bind(|| insta::assert_snapshot!(case.name.as_str(), expected));
            }));
            if outcome.is_err() {
                failed.push(case.name.clone());
            }
        }
        assert!(failed.is_empty(), "snapshots missing or not certified: {failed:?}");
    }

    /// The statement's sample outputs (`sample_NN.out`) equal the snapshots.
    pub fn check_samples(&self) {
        let problem = self.problem();
        let samples = problem.statement_outputs();
        assert!(!samples.is_empty(), "{}: no sample with its .out", self.slug);
        for (case, out) in samples {
            let judged = read_snapshot(&case.snapshot).unwrap_or_else(|e| panic!("{e:#}"));
            self.assert_accepted(
                &Self::input(&case.input),
                &Self::input(&out),
                &judged,
                &case.name,
            );
        }
    }

    /// Every committed case passes the validator, and generic mutations of each fail it.
    pub fn check_cases_valid_and_mutations_rejected(&self) {
        for case in &self.problem().cases {
            let input = Self::input(&case.input);
            if let Err(e) = (self.side.verify)(&input) {
                panic!("{}: {e}", case.input.display());
            }
            for (what, mutated) in mutations(&input) {
                assert!(
                    (self.side.verify)(&mutated).is_err(),
                    "{}: the validator accepts the input with {what}",
                    case.name
                );
            }
        }
    }

    /// The generator is deterministic, valid, varied, and `random_NN` cases are `generate(NN)`.
    pub fn check_generator(&self) {
        let mut answers = std::collections::HashSet::new();
        for seed in SEEDS {
            let input = (self.side.generate)(seed);
            assert_eq!(input, (self.side.generate)(seed), "generate({seed}) is not deterministic");
            if let Err(e) = (self.side.verify)(&input) {
                panic!("generate({seed}) is invalid: {e}");
            }
            if seed < 20 {
                answers.insert(self.certified(&input));
            }
        }
        assert!(
            answers.len() > 1,
            "generate gives one answer for every seed: a constant solution would pass"
        );
        for case in &self.problem().cases {
            if let Some(seed) = case.name.strip_prefix("random_") {
                let seed: u64 =
                    seed.parse().unwrap_or_else(|_| panic!("{}: seed is not a number", case.name));
                assert_eq!(
                    Self::input(&case.input),
                    (self.side.generate)(seed),
                    "{} is not generate({seed})",
                    case.name
                );
            }
        }
    }

    /// Naive and the second method agree on generated inputs (where naive reaches).
    pub fn check_naive_vs_second_method(&self) {
        let mut compared = 0;
        for seed in SEEDS {
            let input = (self.side.generate)(seed);
            if (self.side.naive)(&input).is_some() {
                if let Err(e) = self.side.certified(&input) {
                    panic!("generate({seed}): {e}");
                }
                compared += 1;
            }
        }
        assert!(compared >= SEEDS.end / 2, "naive reaches only {compared} generated inputs");
    }

    /// The solution prints the judged answer on every case.
    pub fn check_solution_on_cases(&self) {
        for case in &self.problem().cases {
            let expected = read_snapshot(&case.snapshot).unwrap_or_else(|e| panic!("{e:#}"));
            let input = Self::input(&case.input);
            self.assert_accepted(&input, &self.run_solution(&input), &expected, &case.name);
        }
    }

    /// The solution agrees with the certified answer on generated inputs (a stress test).
    pub fn check_solution_on_generated(&self) {
        for seed in SEEDS.take(50) {
            let input = (self.side.generate)(seed);
            let output = self.run_solution(&input);
            self.assert_accepted(&input, &output, &self.certified(&input), &format!("gen {seed}"));
        }
    }

    /// The problem's own shrinker (none by default) offers candidates of generated inputs that
    /// differ from the input and are no longer, and when it offers some, some are valid (a
    /// shrinker that only offers invalid inputs is useless).
    pub fn check_shrinker(&self) {
        for seed in SEEDS.take(50) {
            let input = (self.side.generate)(seed);
            let candidates = self.side.shrink_candidates(&input);
            for candidate in &candidates {
                assert!(
                    candidate != &input && candidate.len() <= input.len(),
                    "generate({seed}): the shrinker offers {candidate:?}, not smaller"
                );
            }
            let valid = candidates.iter().filter(|c| (self.side.verify)(c).is_ok()).count();
            assert!(
                candidates.is_empty() || valid > 0,
                "generate({seed}): no valid candidate among {} from the shrinker",
                candidates.len()
            );
        }
    }

    fn assert_accepted(&self, input: &str, output: &str, answer: &str, what: &str) {
        if let Err(reason) = self.side.accepts(input, output, answer) {
            panic!("{what}: {reason}");
        }
    }

    fn run_solution(&self, input: &str) -> String {
        let output = crate::pipe::pipe(Path::new(self.solution), &[], input)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(output.status.success(), "the solution failed: {}", output.status);
        String::from_utf8(output.stdout).expect("UTF-8 output")
    }
}

/// Generic malformations a strict validator must reject: a token added at the end, the last
/// token removed, a blank line added at the end, the first token made negative or not a number.
pub fn mutations(input: &str) -> Vec<(&'static str, String)> {
    let trimmed = input.trim_end_matches('\n');
    let first_end = input.find(char::is_whitespace).unwrap_or(input.len());
    let last_start = trimmed.rfind(char::is_whitespace).map_or(0, |i| i + 1);
    vec![
        ("an extra token at the end", format!("{trimmed} 1\n")),
        ("the last token removed", format!("{}\n", trimmed[..last_start].trim_end())),
        ("an extra blank line", format!("{trimmed}\n\n")),
        ("a negative first token", format!("-1{}", &input[first_end..])),
        ("a first token that is not a number", format!("x{}", &input[first_end..])),
    ]
}

/// The standard tests of a problem crate: `kit::problem_tests!(type crate_name::P);` in its
/// `tests/judged.rs`, for its [`Judged`](crate::judged::Judged) type `P` (the slug is the
/// package's name). See [`JudgeSide`] for what each test checks.
#[macro_export]
macro_rules! problem_tests {
    (type $problem:ty) => {
        fn judge_side() -> $crate::testing::JudgeSide {
            $crate::testing::JudgeSide {
                slug: env!("CARGO_PKG_NAME"),
                manifest_dir: env!("CARGO_MANIFEST_DIR"),
                solution: env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME"))),
                side: $crate::judged::side::<$problem>(),
            }
        }
        #[test]
        fn snapshots_are_certified() {
            judge_side().check_snapshots();
        }
        #[test]
        fn samples_match_the_statement() {
            judge_side().check_samples();
        }
        #[test]
        fn cases_are_valid_and_mutations_rejected() {
            judge_side().check_cases_valid_and_mutations_rejected();
        }
        #[test]
        fn generator_is_deterministic_valid_and_varied() {
            judge_side().check_generator();
        }
        #[test]
        fn naive_agrees_with_second_method() {
            judge_side().check_naive_vs_second_method();
        }
        #[test]
        fn solution_passes_every_case() {
            judge_side().check_solution_on_cases();
        }
        #[test]
        fn solution_agrees_on_generated_inputs() {
            judge_side().check_solution_on_generated();
        }
        #[test]
        fn shrinker_offers_smaller_valid_inputs() {
            judge_side().check_shrinker();
        }
    };
}
