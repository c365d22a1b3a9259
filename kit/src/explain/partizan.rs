//! The family of **partizan** games: a test is a disjunctive sum of components (a Hackenbush
//! piece, a Col or Snort region, a term of a game expression, a board column, a box…). Its
//! explanation writes each component's canonical form or number (by the lib, in the
//! workspace notation), their sum, its stops where the sum is not a number, and its outcome
//! class with what the problem asks:
//!
//! ```text
//! picture 1: piece 1 (0-1 B, 1-2 R) = 1/2; piece 2 (0-3 G) = *
//!   sum = 1/2* > 0: outcome L, Left wins whoever starts
//! ```
//!
//! A problem states how its input splits ([`PartizanSums`]) and sets
//! `const EXPLAIN: Explain<…> = Some(kit::explain::partizan::explain::<Self>);`; the text
//! ([`text`]) and the law that checks it by plain game-tree search ([`check`], on [`Tree`]s)
//! are shared; [`pieces`] splits Hackenbush pictures.

use cgt::partizan::{GameId, GameStore, PartizanOutcome};

use crate::judged::Judged;

pub mod check;
pub mod pieces;
pub mod text;
pub mod tree;

pub use tree::Tree;

/// One component of a sum: its name as the explanation writes it (`piece 1 (0-1 B)`) and its
/// canonical value in the store the problem valued it in.
#[derive(Clone, Debug)]
pub struct Component {
    /// Its name and a short description of it.
    pub name: String,
    /// Its canonical value.
    pub value: GameId,
}

/// One test of a partizan problem: its label (`picture 2`) and its components, whose
/// disjunctive sum the test is.
#[derive(Clone, Debug)]
pub struct PartizanSum {
    /// How the test is named (`map 1`, `row 3`).
    pub label: String,
    /// The components, in the order the explanation writes them.
    pub components: Vec<Component>,
}

/// What a problem's naive reference says about one test, each part where it says it: the
/// explanation's text must agree with all of them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Said {
    /// The outcome class.
    pub outcome: Option<PartizanOutcome>,
    /// Whether Left wins moving first (for problems that ask only that).
    pub left_first_wins: Option<bool>,
    /// The value, in the workspace notation (a canonical form or a number).
    pub value: Option<String>,
    /// The left and right stops, as numbers in the notation.
    pub stops: Option<(String, String)>,
}

/// A problem of the partizan family: its input split into sums of components valued by the
/// lib, the same components as game trees by their rules (for [`check`]), and what its naive
/// reference's answer says.
///
/// # Example
/// A row of integers `n`, each a game where Left (for `n > 0`) or Right (for `n < 0`) may
/// lower its absolute value by one:
/// ```
/// use cgt::partizan::{GameStore, Partizan, PartizanOutcome};
/// use kit::explain::partizan::{Component, PartizanSum, PartizanSums, Said, Tree};
/// use kit::judged::{Explain, Judged};
///
/// struct Steps;
/// impl Partizan for Steps {
///     type Position = i64;
///     fn left_options(&self, &n: &i64) -> Vec<i64> { if n > 0 { vec![n - 1] } else { vec![] } }
///     fn right_options(&self, &n: &i64) -> Vec<i64> { if n < 0 { vec![n + 1] } else { vec![] } }
/// }
/// struct Row;
/// impl Judged for Row {
///     type Input = Vec<i64>;
///     type Answer = PartizanOutcome;
/// #   fn read(_: &str) -> Result<Vec<i64>, String> { Err("unused".into()) }
/// #   fn write(_: &Vec<i64>) -> String { String::new() }
/// #   fn generate(seed: u64) -> Vec<i64> { vec![seed as i64 % 3, -1] }
///     fn naive(row: &Vec<i64>) -> Option<PartizanOutcome> { Some(Self::second(row)) }
///     fn second(row: &Vec<i64>) -> PartizanOutcome {
///         match row.iter().sum::<i64>().signum() {
///             1 => PartizanOutcome::L,
///             -1 => PartizanOutcome::R,
///             _ => PartizanOutcome::P,
///         }
///     }
/// #   fn print(o: &PartizanOutcome) -> String { format!("{o}\n") }
///     const EXPLAIN: Explain<Vec<i64>> = Some(kit::explain::partizan::explain::<Self>);
/// }
/// impl PartizanSums for Row {
///     fn sums(row: &Vec<i64>, store: &mut GameStore) -> Vec<PartizanSum> {
///         let components = row
///             .iter()
///             .map(|&n| Component { name: format!("[{n}]"), value: store.integer(n) })
///             .collect();
///         vec![PartizanSum { label: "row".into(), components }]
///     }
///     fn searched(row: &Vec<i64>) -> Vec<Vec<Tree>> {
///         vec![row.iter().map(|n| Tree::of(&Steps, n)).collect()]
///     }
///     fn said(outcome: &PartizanOutcome) -> Vec<Said> {
///         vec![Said { outcome: Some(*outcome), ..Said::default() }]
///     }
/// }
/// assert_eq!(
///     Row::explain(&vec![2, -1]).unwrap(),
///     "row: [2] = 2; [-1] = -1\n  sum = 1 > 0: outcome L, Left wins whoever starts\n"
/// );
/// kit::explain::partizan::check::partizan_sums_are_explained::<Row>();
/// ```
pub trait PartizanSums: Judged {
    /// Each test as a sum of components valued in `store`, in the input's order. Called only
    /// on inputs the naive reference reaches.
    fn sums(input: &Self::Input, store: &mut GameStore) -> Vec<PartizanSum>;

    /// Each test's components as game trees searched by the game's rules, in the order of
    /// [`PartizanSums::sums`] (one tree a component).
    fn searched(input: &Self::Input) -> Vec<Vec<Tree>>;

    /// What the naive reference's `answer` says of each test, in order.
    fn said(answer: &Self::Answer) -> Vec<Said>;

    /// What `outcome` means in the problem's words: by default who wins (`Left wins whoever
    /// starts`, `the first player wins`).
    fn verdict(outcome: PartizanOutcome) -> String {
        match outcome {
            PartizanOutcome::L => "Left wins whoever starts",
            PartizanOutcome::R => "Right wins whoever starts",
            PartizanOutcome::P => "the second player wins",
            PartizanOutcome::N => "the first player wins",
        }
        .to_string()
    }
}

/// The explanation of `input` (see the module's documentation): each test in two lines, as
/// many as fit in [`MAX_LINES`](crate::explain::MAX_LINES), then how many were left out;
/// `None` beyond the naive reference's reach.
///
/// # Complexity
/// One run of naive, plus the problem's valuation of the components and one sum of them a
/// test shown.
///
/// # Example
/// See [`PartizanSums`].
pub fn explain<S: PartizanSums>(input: &S::Input) -> Option<String> {
    S::naive(input)?;
    let mut store = GameStore::new();
    let sums = S::sums(input, &mut store);
    Some(text::explain(&mut store, &sums, S::verdict))
}

/// The outcome class named by `letter` (`L`, `R`, `P`, `N`), as problems print it.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::partizan::PartizanOutcome;
/// use kit::explain::partizan::outcome;
///
/// assert_eq!((outcome("N"), outcome("x")), (Some(PartizanOutcome::N), None));
/// ```
pub fn outcome(letter: &str) -> Option<PartizanOutcome> {
    match letter {
        "L" => Some(PartizanOutcome::L),
        "R" => Some(PartizanOutcome::R),
        "P" => Some(PartizanOutcome::P),
        "N" => Some(PartizanOutcome::N),
        _ => None,
    }
}
