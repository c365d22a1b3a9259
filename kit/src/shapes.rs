//! Problem shapes that several problems share: a problem of such a shape states only what is
//! its own (limits, generator, references) and gets its [`Judged`] side from the shape.

use std::marker::PhantomData;

use crate::judged::{Explain, Judged, lines};
use crate::validate::{TestLists, write_test_lists};

/// A problem whose input is `t` tests of integers (the [`TestLists`] shape) and whose answer
/// is, for each test, whether the first player wins, printed as one of two words.
///
/// # Example
/// ```
/// use kit::shapes::{FirstWinsPerTest, PerTest};
/// use kit::validate::TestLists;
///
/// /// Nim: the first player wins iff the nim-sum is not 0.
/// pub struct NimRules;
///
/// impl FirstWinsPerTest for NimRules {
///     fn shape() -> TestLists {
///         TestLists { t_max: 10, n_max: 10, sum_n_max: None, lo: 1, hi: 9, value: "x" }
///     }
///     const WORDS: [&'static str; 2] = ["First", "Second"];
///     fn generate(seed: u64) -> Vec<Vec<u64>> {
///         vec![vec![seed % 9 + 1, 3]]
///     }
///     fn naive(tests: &[Vec<u64>]) -> Option<Vec<bool>> {
///         Some(Self::second(tests))
///     }
///     fn second(tests: &[Vec<u64>]) -> Vec<bool> {
///         tests.iter().map(|heaps| heaps.iter().fold(0, |s, h| s ^ h) != 0).collect()
///     }
/// }
///
/// let side = kit::judged::side::<PerTest<NimRules>>();
/// assert_eq!(side.certified("2\n2\n3 3\n1\n4\n"), Ok("Second\nFirst\n".to_string()));
/// ```
pub trait FirstWinsPerTest {
    /// The input's shape and limits (a function, so that they can come from the problem's
    /// `[params]`).
    fn shape() -> TestLists;
    /// The words printed when the first player wins, and when the second does.
    const WORDS: [&'static str; 2];

    /// A deterministic, balanced input for `seed`.
    fn generate(seed: u64) -> Vec<Vec<u64>>;

    /// The game's definition, or `None` where it cannot reach: for each test, whether the
    /// first player wins.
    fn naive(tests: &[Vec<u64>]) -> Option<Vec<bool>>;

    /// An independent second method, for every valid input.
    fn second(tests: &[Vec<u64>]) -> Vec<bool>;

    /// The problem's explainer ([`Judged::EXPLAIN`]); none by default.
    const EXPLAIN: Explain<Vec<Vec<u64>>> = None;
}

/// The [`Judged`] side of a [`FirstWinsPerTest`] problem.
pub struct PerTest<P>(PhantomData<P>);

impl<P: FirstWinsPerTest> Judged for PerTest<P> {
    /// Each test's integers.
    type Input = Vec<Vec<u64>>;
    /// For each test, whether the first player wins.
    type Answer = Vec<bool>;

    const EXPLAIN: Explain<Vec<Vec<u64>>> = P::EXPLAIN;

    /// Strictly against the shape and its limits.
    fn read(text: &str) -> Result<Vec<Vec<u64>>, String> {
        P::shape().read(text)
    }

    fn write(tests: &Vec<Vec<u64>>) -> String {
        write_test_lists(tests)
    }

    fn generate(seed: u64) -> Vec<Vec<u64>> {
        P::generate(seed)
    }

    fn naive(tests: &Vec<Vec<u64>>) -> Option<Vec<bool>> {
        P::naive(tests)
    }

    fn second(tests: &Vec<Vec<u64>>) -> Vec<bool> {
        P::second(tests)
    }

    fn print(first_wins: &Vec<bool>) -> String {
        let [first, second] = P::WORDS;
        lines(first_wins, |&&wins| if wins { first } else { second })
    }
}
