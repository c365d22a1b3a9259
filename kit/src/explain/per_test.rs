//! The heap-games-and-sums explanations of the `t`-tests shape ([`FirstWinsPerTest`]): a
//! problem of that shape says how each test splits into parts ([`TestSums`]) and gets its
//! [`HeapSums`] from [`PerTest`].

use cgt::Impartial;

use crate::explain::{HeapSums, Sum, SumGame};
use crate::shapes::{FirstWinsPerTest, PerTest};

/// The position type of a [`TestSums`] problem's parts.
pub type PartOf<R> = <<R as TestSums>::Game as Impartial>::Position;

/// A [`FirstWinsPerTest`] problem whose tests are sums of parts of one [`SumGame`].
///
/// # Example
/// ```
/// use kit::explain::{Sum, TestSums, heaps, tests};
/// use kit::heaps::TakeAway;
/// use kit::judged::{Explain, Judged};
/// use kit::shapes::{FirstWinsPerTest, PerTest};
/// # use kit::validate::TestLists;
///
/// struct Nim;
/// impl FirstWinsPerTest for Nim {
/// #     fn shape() -> TestLists {
/// #         TestLists { t_max: 9, n_max: 9, sum_n_max: None, lo: 1, hi: 9, value: "x" }
/// #     }
/// #     const WORDS: [&'static str; 2] = ["First", "Second"];
/// #     fn generate(seed: u64) -> Vec<Vec<u64>> { vec![vec![seed % 9 + 1, 3]] }
/// #     fn naive(tests: &[Vec<u64>]) -> Option<Vec<bool>> { Some(Self::second(tests)) }
/// #     fn second(tests: &[Vec<u64>]) -> Vec<bool> {
/// #         tests.iter().map(|h| h.iter().fold(0, |s, x| s ^ x) != 0).collect()
/// #     }
///     // … shape, words, generator and references …
///     const EXPLAIN: Explain<Vec<Vec<u64>>> = Some(kit::explain::explain::<PerTest<Self>>);
/// }
/// impl TestSums for Nim {
///     type Game = TakeAway;
///     fn sums(heap_tests: &[Vec<u64>]) -> (TakeAway, Vec<Sum<Vec<u64>>>) {
///         (TakeAway::NIM, tests("test", heap_tests, |sizes| heaps("heap", sizes)))
///     }
/// }
/// let text = PerTest::<Nim>::explain(&vec![vec![2, 2]]).unwrap();
/// assert!(text.starts_with("test 1: heap 1 (2): g = 2, heap 2 (2): g = 2\n  nim-sum 0"));
/// ```
pub trait TestSums: FirstWinsPerTest {
    /// The game of the parts.
    type Game: SumGame;

    /// The parts' game and each test as a sum, in the input's order.
    fn sums(tests: &[Vec<u64>]) -> (Self::Game, Vec<Sum<PartOf<Self>>>);
}

/// The tests are the sums of [`TestSums::sums`]; the answer is already whether the player to
/// move wins each.
impl<R: TestSums> HeapSums for PerTest<R> {
    type Game = R::Game;

    fn sums(tests: &Vec<Vec<u64>>) -> (R::Game, Vec<Sum<PartOf<R>>>) {
        R::sums(tests)
    }

    fn first_wins(answer: &Vec<bool>) -> Vec<bool> {
        answer.clone()
    }
}
