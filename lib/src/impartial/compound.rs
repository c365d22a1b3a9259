//! Compounds of impartial games in normal play: outcome rules for playing
//! several components together (disjunctive, selective, some-but-not-all and
//! conjunctive), and remoteness, which decides the conjunctive compound.

use crate::impartial::Impartial;
use crate::impartial::game::Memo;
use crate::impartial::nimber::{Nimber, nim_sum};
use crate::outcome::Outcome;

/// Outcome of the disjunctive sum of components with Grundy values
/// `grundy_values`: a move is a move in exactly one component; N iff the
/// nim-sum of the values is not 0.
///
/// Proof sketch (Sprague–Grundy): a component of value `g` has options of
/// every value below `g` and none of value `g`, like a Nim heap of `g`, and
/// the sum's value is the nim-sum of the components' values (Bouton).
///
/// # Constraints
///
/// Each value is the normal-play Grundy value of one component.
///
/// # Complexity
///
/// O(n) for n components.
///
/// # Example
///
/// ```
/// use cgt::{Nimber, Outcome, disjunctive_outcome};
///
/// assert_eq!(disjunctive_outcome([1u32, 2, 3].map(Nimber::from)), Outcome::P);
/// assert_eq!(disjunctive_outcome([2u32, 2, 1].map(Nimber::from)), Outcome::N);
/// ```
pub fn disjunctive_outcome(grundy_values: impl IntoIterator<Item = Nimber>) -> Outcome {
    Outcome::from_grundy(nim_sum(grundy_values))
}

/// Outcome of the selective compound of components with outcomes `outcomes`:
/// a move moves one or more components (any that can move), each by one legal
/// move; P iff every component is P.
///
/// Proof sketch, by induction: if every component is P (terminal ones
/// included), any move turns the moved components into N ones, and the reply
/// moves exactly those back to P options. If some component is N, moving every
/// N component to a P option leaves only P components. So only the outcomes
/// matter; Grundy values are not needed.
///
/// # Constraints
///
/// Each outcome is the normal-play outcome of one component.
///
/// # Complexity
///
/// O(n) for n components.
///
/// # Example
///
/// ```
/// use cgt::{Outcome::{N, P}, selective_outcome};
///
/// assert_eq!(selective_outcome([P, P, P]), P);
/// assert_eq!(selective_outcome([P, N, P]), N);
/// // Two Nim heaps of one: the first player empties both.
/// assert_eq!(selective_outcome([N, N]), N);
/// ```
pub fn selective_outcome(outcomes: impl IntoIterator<Item = Outcome>) -> Outcome {
    let all_p = outcomes.into_iter().all(|outcome| outcome == Outcome::P);
    if all_p { Outcome::P } else { Outcome::N }
}

/// Outcome of the some-but-not-all compound of components with Grundy values
/// `grundy_values`: a move moves a non-empty proper subset of the components,
/// each by one legal move (with one component there is no move); P iff all the
/// Grundy values are equal.
///
/// With two components this is the disjunctive sum (`g1 XOR g2 = 0` iff
/// `g1 == g2`). Proof sketch, by induction: if every component has value `g`,
/// a move changes a non-empty proper subset, each to a value other than `g`
/// (a position has no option of its own value), while the unmoved components
/// keep `g`: the values are no longer all equal. If not, let `m` be the least
/// value: every component of a larger value has an option of value `m` (mex),
/// and moving exactly those is legal (some component keeps `m`, so the set is
/// proper) and makes all values equal to `m`. Terminal components are just
/// value 0 here: whether a P component can move does not matter, but the
/// outcomes alone do not suffice (Nim heaps of 1 and 2 are both N, and the
/// compound of heaps 1, 1, 2 is N while that of 1, 1, 1 is P).
///
/// # Constraints
///
/// Each value is the normal-play Grundy value of one component.
///
/// # Complexity
///
/// O(n) for n components.
///
/// # Example
///
/// ```
/// use cgt::{Nimber, Outcome, some_but_not_all_outcome};
///
/// let outcome = |values: &[u32]| some_but_not_all_outcome(values.iter().map(|&v| Nimber::from(v)));
/// assert_eq!(outcome(&[1, 1, 1]), Outcome::P);
/// assert_eq!(outcome(&[1, 1, 2]), Outcome::N);
/// // Nim-sum 0, yet the first player moves the values 3 and 2 down to 1.
/// assert_eq!(outcome(&[1, 3, 2]), Outcome::N);
/// assert_eq!(outcome(&[7]), Outcome::P);
/// ```
pub fn some_but_not_all_outcome(grundy_values: impl IntoIterator<Item = Nimber>) -> Outcome {
    let mut values = grundy_values.into_iter();
    let all_equal = match values.next() {
        Some(first) => values.all(|value| value == first),
        None => true,
    };
    if all_equal { Outcome::P } else { Outcome::N }
}

/// Remoteness of the conjunctive compound of components with remoteness
/// `remoteness` (see [`RemotenessMemo`]): a move moves every component, each
/// by one legal move, so the player to move loses as soon as some component
/// is terminal. It is the least remoteness of the components (Smith).
///
/// Proof sketch, by induction on the least remoteness `r`. If `r = 0` there is
/// no move. If `r` is odd, move each component of remoteness `s` to an option
/// of remoteness `s - 1` (a P component, of even `s > 0`, has such an option,
/// its slowest; an N component its fastest win): the least becomes `r - 1`,
/// even. If `r > 0` is even, whatever the move, the component of remoteness
/// `r` (P) goes to an N option of remoteness below `r`, while the P options
/// of an N component of remoteness `s > r` have remoteness `>= s - 1 >= r`
/// and P components go to N options: the least becomes odd and below `r`.
/// Counting moves the same way (the winner hurries, the loser delays) gives
/// exactly `r`.
///
/// # Constraints
///
/// At least one component; each value is the normal-play remoteness of one.
///
/// # Panics
///
/// If there are no components.
///
/// # Complexity
///
/// O(n) for n components.
///
/// # Example
///
/// ```
/// use cgt::conjunctive_remoteness;
///
/// assert_eq!(conjunctive_remoteness([4, 3, 8]), 3);
/// ```
pub fn conjunctive_remoteness(remoteness: impl IntoIterator<Item = u64>) -> u64 {
    let least = remoteness.into_iter().min();
    least.expect("a conjunctive compound needs at least one component")
}

/// Outcome of the conjunctive compound of components with remoteness
/// `remoteness`: N iff [`conjunctive_remoteness`] is odd. Grundy values do not
/// decide it: a heap of 1 and a heap of 3 in the subtraction game {1} both
/// have value 1, but remoteness 1 and 3.
///
/// # Constraints
///
/// As [`conjunctive_remoteness`].
///
/// # Panics
///
/// As [`conjunctive_remoteness`].
///
/// # Complexity
///
/// O(n) for n components.
///
/// # Example
///
/// ```
/// use cgt::{Outcome, conjunctive_outcome};
///
/// assert_eq!(conjunctive_outcome([4, 3, 8]), Outcome::N);
/// assert_eq!(conjunctive_outcome([4, 5, 8]), Outcome::P);
/// ```
pub fn conjunctive_outcome(remoteness: impl IntoIterator<Item = u64>) -> Outcome {
    if conjunctive_remoteness(remoteness) % 2 == 1 { Outcome::N } else { Outcome::P }
}

/// Memoised normal-play remoteness (Smith) of an [`Impartial`] game: 0 at a
/// terminal position; if some option has even remoteness (is P), 1 + the least
/// even option remoteness (the winner hurries); otherwise 1 + the largest
/// option remoteness (the loser delays). It is odd exactly at N-positions.
///
/// Evaluation is iterative (explicit stack) and shares its walk with
/// [`crate::GrundyMemo`], so deep games do not overflow the call stack.
///
/// # Example
///
/// ```
/// use cgt::{Impartial, RemotenessMemo};
///
/// /// Take one or two counters from a heap.
/// struct TakeOneOrTwo;
///
/// impl Impartial for TakeOneOrTwo {
///     type Position = u64;
///     fn options(&self, heap: &u64) -> Vec<u64> {
///         [1, 2].iter().filter_map(|take| heap.checked_sub(*take)).collect()
///     }
/// }
///
/// let mut memo = RemotenessMemo::new(TakeOneOrTwo);
/// // 0 is P; 1, 2 are N; 3 is P: either move lets the opponent win at once.
/// assert_eq!(memo.remoteness(&3), 2);
/// assert_eq!(memo.remoteness(&5), 3);
/// assert_eq!(memo.len(), 6);
/// ```
pub struct RemotenessMemo<G: Impartial> {
    memo: Memo<G, u64>,
}

impl<G: Impartial> RemotenessMemo<G> {
    /// An empty memo for `game`.
    ///
    /// # Constraints
    ///
    /// `game` obeys the [`Impartial`] laws.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{Impartial, RemotenessMemo};
    ///
    /// struct Empty;
    /// impl Impartial for Empty {
    ///     type Position = ();
    ///     fn options(&self, _: &()) -> Vec<()> {
    ///         Vec::new()
    ///     }
    /// }
    /// assert!(RemotenessMemo::new(Empty).is_empty());
    /// ```
    pub fn new(game: G) -> Self {
        RemotenessMemo { memo: Memo::new(game) }
    }

    /// Normal-play remoteness of `position`.
    ///
    /// # Constraints
    ///
    /// The game obeys the [`Impartial`] laws from `position`.
    ///
    /// # Panics
    ///
    /// If a cycle is met while evaluating (the game breaks its laws); the
    /// memo must not be used after such a panic.
    ///
    /// # Complexity
    ///
    /// As [`crate::GrundyMemo::grundy`].
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{Impartial, RemotenessMemo};
    ///
    /// struct Nim;
    /// impl Impartial for Nim {
    ///     type Position = u8;
    ///     fn options(&self, heap: &u8) -> Vec<u8> {
    ///         (0..*heap).collect()
    ///     }
    /// }
    /// // Any heap is won at once by taking it all.
    /// assert_eq!(RemotenessMemo::new(Nim).remoteness(&9), 1);
    /// ```
    pub fn remoteness(&mut self, position: &G::Position) -> u64 {
        self.memo.evaluate(position, remoteness_from_options)
    }

    /// Number of memoised positions.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{Impartial, RemotenessMemo};
    ///
    /// struct Nim;
    /// impl Impartial for Nim {
    ///     type Position = u8;
    ///     fn options(&self, heap: &u8) -> Vec<u8> {
    ///         (0..*heap).collect()
    ///     }
    /// }
    /// let mut memo = RemotenessMemo::new(Nim);
    /// memo.remoteness(&4);
    /// assert_eq!(memo.len(), 5);
    /// ```
    pub fn len(&self) -> usize {
        self.memo.len()
    }

    /// Whether no position is memoised yet.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// See [`RemotenessMemo::new`].
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Remoteness of a position from its options' remoteness: 0 without options,
/// else 1 + the least even one if any (a fastest win), else 1 + the largest.
fn remoteness_from_options(options: Vec<u64>) -> u64 {
    let fastest_win = options.iter().copied().filter(|r| r % 2 == 0).min();
    match fastest_win {
        Some(r) => r + 1,
        None => options.iter().max().map_or(0, |r| r + 1),
    }
}
