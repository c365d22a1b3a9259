//! The laws of a [`Judged`] impl on its generated inputs, checked on the problem's types: the
//! generator, the two references and the shrinker. No files and no processes, so that the
//! harness's own tests can break each law with a toy problem; the standard tests
//! ([`testing`](crate::testing)) add what needs the problem's folder and its solution.

use std::collections::HashSet;
use std::ops::Range;

use crate::judged::{Judged, certified, naive_checked};

/// The seeds the generator-based laws use.
pub const SEEDS: Range<u64> = 0..200;

/// The seeds of the costlier laws (the shrinker, the solution on generated inputs).
pub const FEW_SEEDS: Range<u64> = 0..50;

/// The seeds whose certified answers must not all be the same.
const VARIED_SEEDS: Range<u64> = 0..20;

/// The generator is deterministic, what it writes passes the reader and writes back to the
/// same text (the reader drops nothing: `write(read(write(x))) == write(x)`), and its
/// certified answers vary (a constant solution would not pass).
///
/// # Panics
/// Naming the first seed that breaks a law, and the law.
///
/// # Complexity
/// Two generations, two writes and one read per seed of [`SEEDS`], plus one certification
/// per seed of the first 20.
///
/// # Example
/// ```
/// # use kit::shapes::{FirstWinsPerTest, PerTest};
/// # use kit::validate::TestLists;
/// # struct Nim;
/// # impl FirstWinsPerTest for Nim {
/// #     fn shape() -> TestLists {
/// #         TestLists { t_max: 9, n_max: 9, sum_n_max: None, lo: 1, hi: 9, value: "x" }
/// #     }
/// #     const WORDS: [&'static str; 2] = ["First", "Second"];
/// #     fn generate(seed: u64) -> Vec<Vec<u64>> { vec![vec![seed % 9 + 1, 3]] }
/// #     fn naive(tests: &[Vec<u64>]) -> Option<Vec<bool>> { Some(Self::second(tests)) }
/// #     fn second(tests: &[Vec<u64>]) -> Vec<bool> {
/// #         tests.iter().map(|h| h.iter().fold(0, |s, x| s ^ x) != 0).collect()
/// #     }
/// # }
/// // `Nim` is one test of two heaps, `seed % 9 + 1` and 3: answers vary.
/// kit::laws::generator_is_deterministic_valid_and_varied::<PerTest<Nim>>();
/// ```
pub fn generator_is_deterministic_valid_and_varied<P: Judged>() {
    let mut answers = HashSet::new();
    for seed in SEEDS {
        let input = P::generate(seed);
        let text = P::write(&input);
        assert_eq!(text, P::write(&P::generate(seed)), "generate({seed}) is not deterministic");
        assert_reads_back::<P>(&text, &format!("generate({seed})"));
        if VARIED_SEEDS.contains(&seed) {
            let answer = certified::<P>(&input).unwrap_or_else(|e| panic!("generate({seed}): {e}"));
            answers.insert(P::print(&answer));
        }
    }
    assert!(
        answers.len() > 1,
        "generate gives one answer for every seed: a constant solution would pass"
    );
}

/// Naive and the second method agree on generated inputs ([`naive_checked`]), and naive
/// reaches at least half of them.
///
/// # Panics
/// Naming the first seed where they disagree, or how few inputs naive reaches.
///
/// # Complexity
/// One run of naive per seed of [`SEEDS`], and one of the second method where naive reaches.
///
/// # Example
/// ```
/// # use kit::shapes::{FirstWinsPerTest, PerTest};
/// # use kit::validate::TestLists;
/// # struct Nim;
/// # impl FirstWinsPerTest for Nim {
/// #     fn shape() -> TestLists {
/// #         TestLists { t_max: 9, n_max: 9, sum_n_max: None, lo: 1, hi: 9, value: "x" }
/// #     }
/// #     const WORDS: [&'static str; 2] = ["First", "Second"];
/// #     fn generate(seed: u64) -> Vec<Vec<u64>> { vec![vec![seed % 9 + 1, 3]] }
/// #     fn naive(tests: &[Vec<u64>]) -> Option<Vec<bool>> { Some(Self::second(tests)) }
/// #     fn second(tests: &[Vec<u64>]) -> Vec<bool> {
/// #         tests.iter().map(|h| h.iter().fold(0, |s, x| s ^ x) != 0).collect()
/// #     }
/// # }
/// kit::laws::naive_agrees_with_second_method::<PerTest<Nim>>();
/// ```
pub fn naive_agrees_with_second_method<P: Judged>() {
    let mut compared = 0;
    for seed in SEEDS {
        if let Some(checked) = naive_checked::<P>(&P::generate(seed)) {
            checked.unwrap_or_else(|e| panic!("generate({seed}): {e}"));
            compared += 1;
        }
    }
    assert!(compared >= SEEDS.end / 2, "naive reaches only {compared} generated inputs");
}

/// The problem's own shrinker (none by default) offers, for generated inputs, candidates that
/// write to a text different from the input's and no longer, and when it offers some, some
/// pass the reader (a shrinker that only offers invalid inputs is useless).
///
/// # Panics
/// Naming the first seed whose candidates break the law.
///
/// # Complexity
/// One generation, one shrink, and one write and one read per candidate, per seed of
/// [`FEW_SEEDS`].
///
/// # Example
/// ```
/// # use kit::shapes::{FirstWinsPerTest, PerTest};
/// # use kit::validate::TestLists;
/// # struct Nim;
/// # impl FirstWinsPerTest for Nim {
/// #     fn shape() -> TestLists {
/// #         TestLists { t_max: 9, n_max: 9, sum_n_max: None, lo: 1, hi: 9, value: "x" }
/// #     }
/// #     const WORDS: [&'static str; 2] = ["First", "Second"];
/// #     fn generate(seed: u64) -> Vec<Vec<u64>> { vec![vec![seed % 9 + 1, 3]] }
/// #     fn naive(tests: &[Vec<u64>]) -> Option<Vec<bool>> { Some(Self::second(tests)) }
/// #     fn second(tests: &[Vec<u64>]) -> Vec<bool> {
/// #         tests.iter().map(|h| h.iter().fold(0, |s, x| s ^ x) != 0).collect()
/// #     }
/// # }
/// // No shrinker: nothing offered, nothing to check.
/// kit::laws::shrinker_offers_smaller_valid_inputs::<PerTest<Nim>>();
/// ```
pub fn shrinker_offers_smaller_valid_inputs<P: Judged>() {
    for seed in FEW_SEEDS {
        let input = P::generate(seed);
        let text = P::write(&input);
        let candidates: Vec<String> = P::shrink(&input).iter().map(P::write).collect();
        for candidate in &candidates {
            assert!(
                candidate != &text && candidate.len() <= text.len(),
                "generate({seed}): the shrinker offers {candidate:?}, not smaller"
            );
        }
        let valid = candidates.iter().filter(|c| P::read(c).is_ok()).count();
        assert!(
            candidates.is_empty() || valid > 0,
            "generate({seed}): no valid candidate among {} from the shrinker",
            candidates.len()
        );
    }
}

/// A problem has an explainer ([`Judged::EXPLAIN`]) and explains every generated input the
/// naive reference reaches (among [`FEW_SEEDS`], at least one) with some text that is not
/// blank. Each family's own check (e.g. [`crate::explain::check::sums_are_explained`]) holds
/// the explanation's numbers to an independent search; this law only asks that there is one.
///
/// # Panics
/// When the problem has no explainer, naming the first seed with no explanation, or when
/// naive reaches no generated input.
///
/// # Complexity
/// One generation, one run of naive and one explanation per seed of [`FEW_SEEDS`].
///
/// # Example
/// ```should_panic
/// # use kit::shapes::{FirstWinsPerTest, PerTest};
/// # use kit::validate::TestLists;
/// # struct Nim;
/// # impl FirstWinsPerTest for Nim {
/// #     fn shape() -> TestLists {
/// #         TestLists { t_max: 9, n_max: 9, sum_n_max: None, lo: 1, hi: 9, value: "x" }
/// #     }
/// #     const WORDS: [&'static str; 2] = ["First", "Second"];
/// #     fn generate(seed: u64) -> Vec<Vec<u64>> { vec![vec![seed % 9 + 1, 3]] }
/// #     fn naive(tests: &[Vec<u64>]) -> Option<Vec<bool>> { Some(Self::second(tests)) }
/// #     fn second(tests: &[Vec<u64>]) -> Vec<bool> {
/// #         tests.iter().map(|h| h.iter().fold(0, |s, x| s ^ x) != 0).collect()
/// #     }
/// # }
/// // `Nim` has no explainer: the law fails.
/// kit::laws::explains_what_naive_reaches::<PerTest<Nim>>();
/// ```
pub fn explains_what_naive_reaches<P: Judged>() {
    assert!(P::EXPLAIN.is_some(), "the problem has no explainer (Judged::EXPLAIN is None)");
    let mut explained = 0;
    for seed in FEW_SEEDS {
        let input = P::generate(seed);
        if P::naive(&input).is_none() {
            continue;
        }
        let text = P::explain(&input).unwrap_or_else(|| panic!("generate({seed}): no explanation"));
        assert!(!text.trim().is_empty(), "generate({seed}): a blank explanation");
        explained += 1;
    }
    assert!(explained > 0, "naive reaches no generated input: nothing was explained");
}

/// `text` (named `what`) passes the reader, and what the reader gives writes back to `text`.
fn assert_reads_back<P: Judged>(text: &str, what: &str) {
    let read = P::read(text).unwrap_or_else(|e| panic!("{what} is invalid: {e}"));
    let again = P::write(&read);
    if again != text {
        let at = crate::compare::exact(text, &again)
            .err()
            .unwrap_or_else(|| "in its whitespace".to_string());
        panic!("{what}: the reader drops what the writer wrote: write(read(text)) differs, {at}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judged::Explain;
    use crate::validate::Strict;

    /// A toy problem, sound or with one flaw (`FLAW`, one of the constants below): the input
    /// is two numbers `a b` (`1 <= a <= 99`, `0 <= b <= 99`), the answer their sum.
    struct Toy<const FLAW: u8>;

    const SOUND: u8 = 0;
    /// The reader reads `b` and drops it (gives 0).
    const LOSSY_READER: u8 = 1;
    /// The second method is one off when `a` is odd.
    const WRONG_SECOND: u8 = 2;
    /// The generator gives the same input for every seed.
    const CONSTANT_GENERATOR: u8 = 3;
    /// The shrinker offers a longer input.
    const GROWING_SHRINKER: u8 = 4;
    /// The shrinker offers only inputs with `a = 0`.
    const INVALID_SHRINKER: u8 = 5;
    /// The problem says it explains, but explains nothing.
    const SILENT_EXPLAINER: u8 = 6;

    impl<const FLAW: u8> Judged for Toy<FLAW> {
        type Input = (u8, u8);
        type Answer = u16;
        fn read(text: &str) -> Result<(u8, u8), String> {
            let mut r = Strict::new(text);
            let a = r.int(1, 99, "a")?;
            r.space()?;
            let b = r.int(0, 99, "b")?;
            r.eoln()?;
            r.eof()?;
            Ok((a, if FLAW == LOSSY_READER { 0 } else { b }))
        }
        fn write(&(a, b): &(u8, u8)) -> String {
            format!("{a} {b}\n")
        }
        fn generate(seed: u64) -> (u8, u8) {
            if FLAW == CONSTANT_GENERATOR {
                return (1, 1);
            }
            ((seed % 99 + 1) as u8, (seed * 7 % 97 + 1) as u8)
        }
        fn naive(&(a, b): &(u8, u8)) -> Option<u16> {
            (a < 90).then(|| (0..b).fold(u16::from(a), |sum, _| sum + 1))
        }
        fn second(&(a, b): &(u8, u8)) -> u16 {
            u16::from(a) + u16::from(b) + u16::from(FLAW == WRONG_SECOND && a % 2 == 1)
        }
        fn print(sum: &u16) -> String {
            format!("{sum}\n")
        }
        const EXPLAIN: Explain<(u8, u8)> = Some(|&(a, b)| {
            (FLAW != SILENT_EXPLAINER && a < 90).then(|| format!("{a} + {b} = {}\n", a + b))
        });
        fn shrink(&(a, b): &(u8, u8)) -> Vec<(u8, u8)> {
            match FLAW {
                GROWING_SHRINKER => vec![(a, 200)],
                INVALID_SHRINKER => vec![(0, b)],
                _ => [(a / 2, b), (a, b / 2)].into_iter().filter(|&c| c != (a, b)).collect(),
            }
        }
    }

    #[test]
    fn a_sound_problem_keeps_every_law() {
        generator_is_deterministic_valid_and_varied::<Toy<SOUND>>();
        naive_agrees_with_second_method::<Toy<SOUND>>();
        shrinker_offers_smaller_valid_inputs::<Toy<SOUND>>();
        explains_what_naive_reaches::<Toy<SOUND>>();
    }

    #[test]
    #[should_panic(expected = "generate(0): no explanation")]
    fn a_problem_that_explains_nothing_fails_the_explanation_law() {
        explains_what_naive_reaches::<Toy<SILENT_EXPLAINER>>();
    }

    #[test]
    #[should_panic(expected = "generate(0): the reader drops what the writer wrote: \
                               write(read(text)) differs, line 1, column 3")]
    fn a_reader_that_drops_what_the_writer_wrote_fails_the_generator_law() {
        generator_is_deterministic_valid_and_varied::<Toy<LOSSY_READER>>();
    }

    #[test]
    #[should_panic(expected = "generate(0): naive and the second method disagree")]
    fn references_that_disagree_fail_the_agreement_law() {
        naive_agrees_with_second_method::<Toy<WRONG_SECOND>>();
    }

    #[test]
    #[should_panic(expected = "generate gives one answer for every seed")]
    fn a_constant_generator_fails_the_generator_law() {
        generator_is_deterministic_valid_and_varied::<Toy<CONSTANT_GENERATOR>>();
    }

    #[test]
    #[should_panic(expected = "generate(0): the shrinker offers \"1 200\\n\", not smaller")]
    fn a_shrinker_that_grows_fails_the_shrinker_law() {
        shrinker_offers_smaller_valid_inputs::<Toy<GROWING_SHRINKER>>();
    }

    #[test]
    #[should_panic(expected = "generate(0): no valid candidate among 1 from the shrinker")]
    fn a_shrinker_of_invalid_inputs_fails_the_shrinker_law() {
        shrinker_offers_smaller_valid_inputs::<Toy<INVALID_SHRINKER>>();
    }
}
