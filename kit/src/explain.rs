//! Why a certified answer is right, in the game's own terms: what
//! [`Judged::explain`] prints under a failing input.
//!
//! Every problem has one, by family: **heap games and sums** (this module), **compounds**
//! other than the sum ([`compounds`]: selective, some-but-not-all, conjunctive), **misère
//! Nim** ([`misere_nim`]), **partizan** sums ([`partizan`]: canonical forms, stops, outcome),
//! **counting** problems ([`counting`]: the positions new at the input's size), and, in their
//! problems' crates, the misère quotients (`misere-octal`, and [`crate::notakto::explain`] for
//! Notakto and Toph's boards), the game graph and the few games of their own kind. Each family
//! has a check that holds an explanation's numbers to an independent search.
//!
//! The family of **heap games and sums**: a test is a [`Sum`] of parts
//! (heaps, knights, runs of pins, stones…), each a position of one [`SumGame`]. Its
//! explanation gives each part's Grundy value, computed by the game's definition (the mex
//! over its moves, [`cgt::GrundyMemo`], never the solution's method), their nim-sum, and a
//! winning move — or, for a P-position, one move and the reply that brings the nim-sum back
//! to 0. A problem states only how its input splits into parts ([`HeapSums`], or [`TestSums`]
//! for the `t` tests of [`crate::shapes`]) and sets its explainer,
//! `const EXPLAIN: Explain<…> = Some(kit::explain::explain::<Self>);`; the facts ([`facts`]),
//! their text and the law that checks them against game-tree search ([`check`]) are shared.
//!
//! ```text
//! test 1: heap 1 (3): g = 3, heap 2 (5): g = 5
//!   nim-sum 6 ≠ 0: the player to move wins, e.g. heap 2: 5 → 3 leaves nim-sum 0
//! ```

use std::fmt::Debug;

use cgt::Impartial;

use crate::judged::Judged;

pub mod check;
pub mod compounds;
pub mod counting;
pub mod facts;
mod games;
pub mod misere_nim;
pub mod partizan;
mod parts;
mod per_test;
pub mod text;

pub use games::{join_rows, show_row};
pub use parts::{Part, Sum, heaps, numbered, tests, wins};
pub use per_test::{PartOf, TestSums};

use facts::Explainer;

/// At most this many lines of explanation: the tests after them are counted, not explained.
pub const MAX_LINES: usize = 20;

/// A game whose positions are the parts of a sum: how a position is written, and — for games
/// whose positions are rows of several components already (heaps, count vectors) — how parts
/// join into one position.
///
/// # Example
/// ```
/// use cgt::Impartial;
/// use kit::explain::SumGame;
///
/// /// One heap from which a move takes 1 or 2.
/// #[derive(Clone, PartialEq)]
/// struct OneOrTwo;
/// impl Impartial for OneOrTwo {
///     type Position = u64;
///     fn options(&self, heap: &u64) -> Vec<u64> {
///         (1..=2).filter_map(|take| heap.checked_sub(take)).collect()
///     }
/// }
/// impl SumGame for OneOrTwo {
///     fn show(&self, heap: &u64) -> String {
///         heap.to_string()
///     }
/// }
/// assert_eq!((OneOrTwo.show(&5), OneOrTwo.show_move(&5, &3)), ("5".into(), "5 → 3".into()));
/// assert_eq!(OneOrTwo.join(&[&1, &2]), None);
/// ```
pub trait SumGame: Impartial<Position: Ord + Debug> + Clone + PartialEq {
    /// `position` as the statement would write it (`5`, `(3, 4)`, `2 + 4`).
    fn show(&self, position: &Self::Position) -> String;

    /// A move from `from` to `to` as the explanation writes it: `5 → 3` by default (the two
    /// positions), or the game's own words (`chop edge 3`).
    fn show_move(&self, from: &Self::Position, to: &Self::Position) -> String {
        format!("{} → {}", self.show(from), self.show(to))
    }

    /// The one position that is the sum of `parts`, when the game's positions are sums
    /// themselves (a row of heaps); `None` (the default) when a position is one component.
    /// [`check`] searches the joined position with the game's own moves where there is one.
    fn join(&self, parts: &[&Self::Position]) -> Option<Self::Position> {
        let _ = parts;
        None
    }
}

/// The position type of a [`HeapSums`] problem's parts.
pub type PositionOf<S> = <<S as HeapSums>::Game as Impartial>::Position;

/// A problem of the heap-games-and-sums family: its input split into sums of parts of one
/// [`SumGame`], and which of them its naive reference's answer says the player to move wins.
///
/// # Example
/// [`TestSums`] problems are [`HeapSums`]; the multi-knight problems' [`Knights`] are:
/// ```
/// use kit::judged::Judged;
/// use kit::knights::{CompoundRule, Knights, Limits, Rule, Test};
///
/// struct Sum;
/// impl CompoundRule for Sum {
///     const RULE: Rule = Rule::Sum;
///     fn limits() -> Limits {
///         Limits { t_max: 10, n_max: 1000, sum_k_max: 100 }
///     }
/// }
/// let tests = vec![Test { n: 3, knights: vec![(3, 2), (3, 2)] }];
/// let text = Knights::<Sum>::explain(&tests).unwrap();
/// assert_eq!(
///     text,
///     "test 1 (3×3): knight 1 (3, 2): g = 2, knight 2 (3, 2): g = 2\n  nim-sum 0: the player \
///      to move loses, as every move leaves a non-zero nim-sum: e.g. knight 1: (3, 2) → (1, 3) \
///      leaves nim-sum 3, answered by knight 2: (3, 2) → (1, 3) back to 0\n"
/// );
/// ```
///
/// [`Knights`]: crate::knights::Knights
pub trait HeapSums: Judged {
    /// The game of the parts.
    type Game: SumGame;
    /// Whether the answer lists every winning move (the explanation then lists them all),
    /// rather than whether the player to move wins.
    const EVERY_WINNING_MOVE: bool = false;

    /// The parts' game and each test as a sum, in the order to explain them. Called only on
    /// inputs the naive reference reaches.
    fn sums(input: &Self::Input) -> (Self::Game, Vec<Sum<PositionOf<Self>>>);

    /// For each sum of [`HeapSums::sums`], in its order, whether the player to move wins, as
    /// `answer` (the naive reference's: game-tree search of the whole position) says.
    fn first_wins(answer: &Self::Answer) -> Vec<bool>;
}

/// The explanation of `input` (see the module's documentation): each sum in two lines, as
/// many sums as fit in [`MAX_LINES`] (at least one), then how many were left out; `None`
/// beyond the naive reference's reach.
///
/// # Complexity
/// One run of naive, plus a Grundy-value search of every part explained (memoised over the
/// input).
///
/// # Example
/// See [`HeapSums`].
pub fn explain<S: HeapSums>(input: &S::Input) -> Option<String> {
    S::naive(input)?;
    let (game, sums) = S::sums(input);
    Some(Explainer::new(game, S::EVERY_WINNING_MOVE).explain(&sums))
}

/// How many of `count` sums an explanation shows: two lines each within [`MAX_LINES`], one
/// line kept for the count of the others; at least one.
///
/// # Example
/// ```
/// assert_eq!(kit::explain::shown(3), 3);
/// assert_eq!(kit::explain::shown(10), 10);
/// assert_eq!(kit::explain::shown(11), 9);
/// ```
pub fn shown(count: usize) -> usize {
    if 2 * count <= MAX_LINES { count } else { (MAX_LINES - 1) / 2 }
}
