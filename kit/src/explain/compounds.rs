//! Why a certified answer is right for the family of **compounds other than the sum**: a test
//! is several components of one game played together under a rule other than "move exactly
//! one" ([`Compound`]). Its explanation gives the rule's statistic of each component, computed
//! by the component game's definition (Grundy values by the mex rule, Smith's remoteness),
//! the rule's conclusion, and a winning move — or, for a loss, one move and the reply.
//!
//! - selective (move any non-empty set): lost iff every component has Grundy value 0;
//! - some-but-not-all (a non-empty proper subset): lost iff all values are equal (one
//!   component alone has no move at all);
//! - conjunctive (move every component; stuck when one is): won iff the least remoteness is
//!   odd.
//!
//! ```text
//! test 1 (5×5): knight 1 (5, 2): r = 2, knight 2 (3, 3): r = 1
//!   least remoteness 1 (knight 2) is odd: the player to move wins, moving every knight to a
//!   square of remoteness one less: knight 1: (5, 2) → (3, 3) and knight 2: (3, 3) → (1, 2)
//! ```
//!
//! A problem states how its input splits into compounds ([`Compounds`], or [`TestCompounds`]
//! for the `t` tests of [`crate::shapes`]) and sets
//! `const EXPLAIN: Explain<…> = Some(kit::explain::compounds::explain::<Self>);`;
//! [`check::compounds_are_explained`] is the family's law.

use cgt::Impartial;

use crate::explain::{Sum, SumGame};
use crate::judged::Judged;
use crate::shapes::{FirstWinsPerTest, PerTest};

pub mod check;
pub mod facts;
mod text;

use facts::CompoundExplainer;

/// How a move of a compound moves its components.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compound {
    /// Any non-empty set of components, each by one move of its own.
    Selective,
    /// A non-empty proper subset of the components.
    SomeNotAll,
    /// Every component; a player who cannot move every component loses.
    Conjunctive,
}

impl Compound {
    /// Whether moving `moved` of `k` components at once is a move under this rule.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use kit::explain::compounds::Compound;
    /// assert!(Compound::Selective.allows(3, 3));
    /// assert!(!Compound::SomeNotAll.allows(3, 3));
    /// assert!(!Compound::Conjunctive.allows(2, 3));
    /// ```
    pub fn allows(self, moved: usize, k: usize) -> bool {
        match self {
            Compound::Selective => moved >= 1,
            Compound::SomeNotAll => moved >= 1 && moved < k,
            Compound::Conjunctive => moved == k,
        }
    }

    /// The statistic the rule reads off each component: `g` (Grundy value) or `r`
    /// (remoteness), as the explanation writes it.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use kit::explain::compounds::Compound;
    /// assert_eq!((Compound::Selective.symbol(), Compound::Conjunctive.symbol()), ("g", "r"));
    /// ```
    pub fn symbol(self) -> &'static str {
        match self {
            Compound::Conjunctive => "r",
            _ => "g",
        }
    }

    /// Whether the player to move wins a compound whose components have the statistics
    /// `values` ([`Compound::symbol`]): some value non-zero (selective); at least two values
    /// and not all equal (some-but-not-all); the least value odd (conjunctive).
    ///
    /// # Complexity
    /// O(k) for k components.
    ///
    /// # Example
    /// ```
    /// use kit::explain::compounds::Compound;
    /// assert!(Compound::Selective.wins(&[0, 2]));
    /// assert!(!Compound::SomeNotAll.wins(&[3]));
    /// assert!(Compound::Conjunctive.wins(&[4, 3]));
    /// ```
    pub fn wins(self, values: &[u64]) -> bool {
        match self {
            Compound::Selective => values.iter().any(|&v| v != 0),
            Compound::SomeNotAll => values.iter().any(|&v| v != values[0]),
            Compound::Conjunctive => values.iter().min().is_some_and(|least| least % 2 == 1),
        }
    }
}

/// An input as compounds: the components' game, the rule, the word for one component
/// (`knight`, `heap`), and each test as a [`Sum`] of its components (one copy each), in the
/// order to explain them.
#[derive(Clone, Debug)]
pub struct CompoundInput<G: SumGame> {
    /// The components' game.
    pub game: G,
    /// How a move moves them.
    pub rule: Compound,
    /// One component, as the explanation calls it.
    pub noun: &'static str,
    /// Each test's components (their names and positions).
    pub compounds: Vec<Sum<G::Position>>,
}

/// The position type of a [`Compounds`] problem's components.
pub type ComponentOf<C> = <<C as Compounds>::Game as Impartial>::Position;

/// A problem of the compounds family: its input split into compounds, and which of them its
/// naive reference's answer says the player to move wins.
///
/// # Example
/// The multi-knight problems under a rule other than the sum are:
/// ```
/// use kit::judged::Judged;
/// use kit::knights::{CompoundRule, Knights, Limits, Rule, Test};
///
/// struct Selective;
/// impl CompoundRule for Selective {
///     const RULE: Rule = Rule::Selective;
///     fn limits() -> Limits {
///         Limits { t_max: 10, n_max: 1000, sum_k_max: 100 }
///     }
/// }
/// let tests = vec![Test { n: 3, knights: vec![(3, 1), (1, 3)] }];
/// let text = Knights::<Selective>::explain(&tests).unwrap();
/// assert_eq!(
///     text,
///     "test 1 (3×3): knight 1 (3, 1): g = 1, knight 2 (1, 3): g = 1\n  some knight has g ≠ 0: \
///      the player to move wins, moving every knight with g ≠ 0 to g = 0: knight 1: (3, 1) → \
///      (1, 2) and knight 2: (1, 3) → (2, 1)\n"
/// );
/// ```
pub trait Compounds: Judged {
    /// The components' game.
    type Game: SumGame;

    /// The input as compounds. Called only on inputs the naive reference reaches.
    fn compounds(input: &Self::Input) -> CompoundInput<Self::Game>;

    /// For each compound of [`Compounds::compounds`], in its order, whether the player to
    /// move wins, as `answer` (the naive reference's) says.
    fn first_wins(answer: &Self::Answer) -> Vec<bool>;
}

/// A [`FirstWinsPerTest`] problem whose tests are compounds of one [`SumGame`].
///
/// # Example
/// Heaps from which a move takes one coin from each of any non-empty set of them
/// (`cses-another-game`): the selective compound of [`Subtraction`](crate::heaps::Subtraction)
/// `{1}` heaps.
/// ```
/// use kit::explain::compounds::{Compound, CompoundInput, TestCompounds};
/// use kit::explain::{numbered, tests};
/// use kit::heaps::Subtraction;
/// use kit::judged::{Explain, Judged};
/// use kit::shapes::{FirstWinsPerTest, PerTest};
/// # use kit::validate::TestLists;
///
/// struct OneCoinEach;
/// impl FirstWinsPerTest for OneCoinEach {
/// #     fn shape() -> TestLists {
/// #         TestLists { t_max: 9, n_max: 9, sum_n_max: None, lo: 1, hi: 9, value: "x" }
/// #     }
/// #     const WORDS: [&'static str; 2] = ["first", "second"];
/// #     fn generate(seed: u64) -> Vec<Vec<u64>> { vec![vec![seed % 9 + 1, 2]] }
/// #     fn naive(tests: &[Vec<u64>]) -> Option<Vec<bool>> { Some(Self::second(tests)) }
/// #     fn second(tests: &[Vec<u64>]) -> Vec<bool> {
/// #         tests.iter().map(|h| h.iter().any(|x| x % 2 == 1)).collect()
/// #     }
///     // … shape, words, generator and references …
///     const EXPLAIN: Explain<Vec<Vec<u64>>> =
///         Some(kit::explain::compounds::explain::<PerTest<Self>>);
/// }
/// impl TestCompounds for OneCoinEach {
///     type Game = Subtraction;
///     fn compounds(heap_tests: &[Vec<u64>]) -> CompoundInput<Subtraction> {
///         let compounds = tests("test", heap_tests, |h| numbered("heap", h.clone()));
///         let game = Subtraction { moves: vec![1] };
///         CompoundInput { game, rule: Compound::Selective, noun: "heap", compounds }
///     }
/// }
/// let text = PerTest::<OneCoinEach>::explain(&vec![vec![3, 2]]).unwrap();
/// assert!(text.starts_with("test 1: heap 1 (3): g = 1, heap 2 (2): g = 0\n  some heap"));
/// ```
pub trait TestCompounds: FirstWinsPerTest {
    /// The components' game.
    type Game: SumGame;

    /// The tests as compounds, in the input's order.
    fn compounds(tests: &[Vec<u64>]) -> CompoundInput<Self::Game>;
}

/// The tests are the compounds of [`TestCompounds::compounds`]; the answer is already whether
/// the player to move wins each.
impl<R: TestCompounds> Compounds for PerTest<R> {
    type Game = R::Game;

    fn compounds(tests: &Vec<Vec<u64>>) -> CompoundInput<R::Game> {
        R::compounds(tests)
    }

    fn first_wins(answer: &Vec<bool>) -> Vec<bool> {
        answer.clone()
    }
}

/// The explanation of `input` (see the module's documentation): each compound in two lines,
/// as many as fit in [`MAX_LINES`](crate::explain::MAX_LINES), then how many were left out;
/// `None` beyond the naive reference's reach.
///
/// # Complexity
/// One run of naive, plus a memoised search of every component's game from its position.
///
/// # Example
/// See [`Compounds`].
pub fn explain<C: Compounds>(input: &C::Input) -> Option<String> {
    C::naive(input)?;
    let CompoundInput { game, rule, noun, compounds } = C::compounds(input);
    Some(CompoundExplainer::new(game, rule, noun).explain(&compounds))
}

/// The law of the compounds family ([`check::compounds_are_explained`]) as a test, beside the
/// standard ones: `kit::compounds_tests!(type crate_name::P);` for the problem's
/// [`Compounds`] type `P` (its [`Judged`] one).
#[macro_export]
macro_rules! compounds_tests {
    (type $problem:ty) => {
        #[test]
        fn explanations_hold_by_search_of_the_compound() {
            $crate::explain::compounds::check::compounds_are_explained::<$problem>();
        }
    };
}
