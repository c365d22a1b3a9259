//! The standard tests of a problem crate, shared so that no problem copies them.
//!
//! A problem crate's judge side (`problems/<slug>/src/lib.rs`) implements
//! [`Judged`] (a strict `read`, `write`, `generate`, `naive`, `second`, `print`, and optionally
//! `check` and `shrink`), and its `tests/judged.rs` is one line:
//! `kit::problem_tests!(type crate_name::P);`.
//!
//! The tests work on the problem's types: they generate, certify, check and shrink typed
//! inputs ([`laws`](crate::laws) holds the laws that need no files), and meet text only where
//! text is what is checked: the committed case files (and their mutations, for the strict
//! reader), the snapshots, the statement's sample outputs, the solution's stdin and stdout,
//! and `random_NN` files, which must be `write(generate(NN))`.
//!
//! The certified expected output of a case is [`certified`]'s answer (`naive` where it
//! reaches, else `second`, the two agreeing where both reach), the one definition that the
//! `<slug>-judge` binary and `cargo kata certify` use too. It is that answer, never the
//! solution's output, that is stored as the insta snapshot `snapshots/<slug>/<case>.snap`.

use std::marker::PhantomData;
use std::path::{Path, PathBuf};

use crate::judged::{Judged, accepts, certified};
use crate::laws;
use crate::problem::{Problem, read_snapshot};

/// The standard tests of the problem `P`, with where its folder and its solution are.
///
/// # Example
/// What `kit::problem_tests!(type game_graph::GameGraph);` expands to, test by test:
/// ```no_run
/// # struct GameGraph;
/// # impl kit::judged::Judged for GameGraph {
/// #     type Input = u8;
/// #     type Answer = u8;
/// #     fn read(text: &str) -> Result<u8, String> { text.trim().parse().map_err(|_| "n".into()) }
/// #     fn write(n: &u8) -> String { format!("{n}\n") }
/// #     fn generate(seed: u64) -> u8 { seed as u8 }
/// #     fn naive(n: &u8) -> Option<u8> { Some(*n) }
/// #     fn second(n: &u8) -> u8 { *n }
/// #     fn print(n: &u8) -> String { format!("{n}\n") }
/// # }
/// use kit::testing::JudgeSide;
/// let tests = JudgeSide::<GameGraph>::new(
///     "game-graph",
///     "/work/main/problems/game-graph",
///     "/work/main/target/debug/game-graph",
/// );
/// tests.check_snapshots();
/// tests.check_solution_on_generated();
/// ```
pub struct JudgeSide<P> {
    /// The problem's slug.
    pub slug: &'static str,
    /// `problems/<slug>` (the crate's `CARGO_MANIFEST_DIR`).
    pub manifest_dir: &'static str,
    /// The solution binary built for the tests (`CARGO_BIN_EXE_<slug>`).
    pub solution: &'static str,
    problem: PhantomData<P>,
}

impl<P: Judged> JudgeSide<P> {
    /// The tests of the problem `slug`, whose crate is at `manifest_dir` and whose solution
    /// binary is `solution`.
    ///
    /// # Complexity
    /// Constant.
    pub fn new(slug: &'static str, manifest_dir: &'static str, solution: &'static str) -> Self {
        JudgeSide { slug, manifest_dir, solution, problem: PhantomData }
    }

    fn root(&self) -> PathBuf {
        Path::new(self.manifest_dir).join("../..")
    }

    /// The problem, its generated cases built in the cache by the named generators in
    /// process (a hash mismatch fails the test, naming the case).
    fn problem(&self) -> Problem {
        let problem = Problem::load(&self.root(), self.slug).unwrap_or_else(|e| panic!("{e:#}"));
        let build = |name: &str| {
            P::generate_named(name)
                .map(|input| P::write(&input))
                .ok_or_else(|| format!("no generator named {name:?}"))
        };
        problem.materialize(&build).unwrap_or_else(|e| panic!("{e:#}"));
        problem
    }

    fn text(path: &Path) -> String {
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    /// The case file at `path`, as text and read.
    fn case(path: &Path) -> (String, P::Input) {
        let text = Self::text(path);
        let input = P::read(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        (text, input)
    }

    /// The certified answer to `input`, printed (a disagreement fails, naming `what`).
    fn certified(input: &P::Input, what: &str) -> String {
        P::print(&certified::<P>(input).unwrap_or_else(|e| panic!("{what}: {e}")))
    }

    /// Every case's snapshot is the certified answer; a missing or different snapshot fails
    /// (all cases are checked before failing, so one run shows every problem).
    ///
    /// # Complexity
    /// One read and one certification per case.
    pub fn check_snapshots(&self) {
        let problem = self.problem();
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path(self.root().join("snapshots").join(self.slug));
        settings.set_prepend_module_to_snapshot(false);
        settings.set_omit_expression(true);
        let mut failed = Vec::new();
        for case in &problem.cases {
            let (_, input) = Self::case(&case.input);
            let expected = Self::certified(&input, &case.name);
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

    /// The statement's sample outputs (`sample_NN.out`) are accepted against the snapshots.
    ///
    /// # Complexity
    /// One read and one check per sample.
    pub fn check_samples(&self) {
        let problem = self.problem();
        let samples = problem.statement_outputs();
        assert!(!samples.is_empty(), "{}: no sample with its .out", self.slug);
        for (case, out) in samples {
            let judged = read_snapshot(&case.snapshot).unwrap_or_else(|e| panic!("{e:#}"));
            let (_, input) = Self::case(&case.input);
            Self::assert_accepted(&input, &Self::text(&out), &judged, &case.name);
        }
    }

    /// Every committed case passes the strict reader, and generic mutations of each fail it.
    ///
    /// # Complexity
    /// Six reads per case.
    pub fn check_cases_valid_and_mutations_rejected(&self) {
        for case in &self.problem().cases {
            let (text, _) = Self::case(&case.input);
            for (what, mutated) in mutations(&text) {
                assert!(
                    P::read(&mutated).is_err(),
                    "{}: the validator accepts the input with {what}",
                    case.name
                );
            }
        }
    }

    /// The generator's laws ([`laws::generator_is_deterministic_valid_and_varied`]: among them
    /// `write(read(write(x))) == write(x)`), and `random_NN` cases are `write(generate(NN))`.
    ///
    /// # Complexity
    /// The law's, plus one generation per `random_NN` case.
    pub fn check_generator(&self) {
        laws::generator_is_deterministic_valid_and_varied::<P>();
        for case in &self.problem().cases {
            if let Some(seed) = case.name.strip_prefix("random_") {
                let seed: u64 =
                    seed.parse().unwrap_or_else(|_| panic!("{}: seed is not a number", case.name));
                assert_eq!(
                    Self::text(&case.input),
                    P::write(&P::generate(seed)),
                    "{} is not generate({seed})",
                    case.name
                );
            }
        }
    }

    /// Naive and the second method agree on generated inputs
    /// ([`laws::naive_agrees_with_second_method`]).
    ///
    /// # Complexity
    /// The law's.
    pub fn check_naive_vs_second_method(&self) {
        laws::naive_agrees_with_second_method::<P>();
    }

    /// The solution prints an answer accepted against the snapshot on every case.
    ///
    /// # Complexity
    /// One solution run, one read and one check per case.
    pub fn check_solution_on_cases(&self) {
        for case in &self.problem().cases {
            let expected = read_snapshot(&case.snapshot).unwrap_or_else(|e| panic!("{e:#}"));
            let (text, input) = Self::case(&case.input);
            Self::assert_accepted(&input, &self.run_solution(&text), &expected, &case.name);
        }
    }

    /// The solution agrees with the certified answer on generated inputs (a stress test).
    ///
    /// # Complexity
    /// One generation, one certification and one solution run per seed of
    /// [`laws::FEW_SEEDS`].
    pub fn check_solution_on_generated(&self) {
        for seed in laws::FEW_SEEDS {
            let what = format!("generate({seed})");
            let input = P::generate(seed);
            let output = self.run_solution(&P::write(&input));
            Self::assert_accepted(&input, &output, &Self::certified(&input, &what), &what);
        }
    }

    /// The problem's own shrinker offers smaller valid inputs
    /// ([`laws::shrinker_offers_smaller_valid_inputs`]).
    ///
    /// # Complexity
    /// The law's.
    pub fn check_shrinker(&self) {
        laws::shrinker_offers_smaller_valid_inputs::<P>();
    }

    /// The problem has an explainer and explains the generated inputs naive reaches
    /// ([`laws::explains_what_naive_reaches`]).
    ///
    /// # Complexity
    /// The law's.
    pub fn check_explanations(&self) {
        laws::explains_what_naive_reaches::<P>();
    }

    fn assert_accepted(input: &P::Input, output: &str, answer: &str, what: &str) {
        if let Err(reason) = accepts::<P>(input, output, answer) {
            panic!("{what}: {reason}");
        }
    }

    /// The problem's stub (`stub.rs`, bin `<slug>-stub`, what `cargo kata start` writes as a
    /// person's attempt) compiles — it is a bin of the crate — and is not accepted: on every
    /// sample it reads the input and stops at its `todo!()`, whose panic message it prints.
    ///
    /// # Complexity
    /// One run of the stub per sample.
    pub fn check_stub(&self, stub: &str) {
        let samples: Vec<_> =
            self.problem().cases.into_iter().filter(|c| c.name.starts_with("sample")).collect();
        assert!(!samples.is_empty(), "{}: no sample to run the stub on", self.slug);
        for case in samples {
            let text = Self::text(&case.input);
            let output = crate::pipe::pipe(Path::new(stub), &[], &text)
                .unwrap_or_else(|e| panic!("{stub}: {e}"));
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert!(
                !output.status.success() && stderr.contains("not yet implemented"),
                "{}: the stub on {} does not stop at its todo!() ({}): {stderr}",
                self.slug,
                case.name,
                output.status
            );
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
        fn judge_side() -> $crate::testing::JudgeSide<$problem> {
            $crate::testing::JudgeSide::new(
                env!("CARGO_PKG_NAME"),
                env!("CARGO_MANIFEST_DIR"),
                env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME"))),
            )
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
        #[test]
        fn explains_what_naive_reaches() {
            judge_side().check_explanations();
        }
        #[test]
        fn stub_compiles_and_is_not_accepted() {
            judge_side().check_stub(env!(concat!(
                "CARGO_BIN_EXE_",
                env!("CARGO_PKG_NAME"),
                "-stub"
            )));
        }
    };
}

/// The law of the heap-games-and-sums family
/// ([`sums_are_explained`](crate::explain::check::sums_are_explained)) as a test, beside the
/// standard ones: `kit::sums_tests!(type crate_name::P);` for the problem's
/// [`HeapSums`](crate::explain::HeapSums) type `P` (its [`Judged`](crate::judged::Judged) one).
#[macro_export]
macro_rules! sums_tests {
    (type $problem:ty) => {
        #[test]
        fn explanations_hold_by_search() {
            $crate::explain::check::sums_are_explained::<$problem>();
        }
    };
}

/// The law of the partizan family
/// ([`partizan_sums_are_explained`](crate::explain::partizan::check::partizan_sums_are_explained))
/// as a test, beside the standard ones: `kit::partizan_tests!(type crate_name::P);` for the
/// problem's [`PartizanSums`](crate::explain::partizan::PartizanSums) type `P`.
#[macro_export]
macro_rules! partizan_tests {
    (type $problem:ty) => {
        #[test]
        fn partizan_explanations_hold_by_search() {
            $crate::explain::partizan::check::partizan_sums_are_explained::<$problem>();
        }
    };
}
