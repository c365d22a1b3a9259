//! Impartial games given by their move rule, with memoised, iterative
//! evaluation of Grundy values and outcomes.

use std::collections::HashMap;
use std::hash::Hash;

use crate::impartial::nimber::{Nimber, mex};
use crate::outcome::{Outcome, Play};

/// An impartial game: both players have the same options from every position.
///
/// # Laws
///
/// - Finiteness: from every position, [`Impartial::options`] is a finite list
///   and every play (sequence of moves) ends — the game graph reachable from
///   any position is finite and acyclic.
/// - Determinism: `options` returns the same list for equal positions.
///
/// # Example
///
/// ```
/// use cgt::{GrundyMemo, Impartial};
///
/// /// Nim on a single heap: take any positive number of counters.
/// struct Nim;
///
/// impl Impartial for Nim {
///     type Position = u32;
///     fn options(&self, heap: &u32) -> Vec<u32> {
///         (0..*heap).collect()
///     }
/// }
///
/// assert_eq!(GrundyMemo::new(Nim).grundy(&7), 7);
/// ```
pub trait Impartial {
    /// A position of the game.
    type Position: Clone + Eq + Hash;

    /// The positions reachable in one move from `position` (duplicates allowed).
    ///
    /// # Constraints
    ///
    /// `position` is a position of the game.
    ///
    /// # Panics
    ///
    /// Implementation-defined.
    ///
    /// # Complexity
    ///
    /// Implementation-defined.
    ///
    /// # Example
    ///
    /// See [`Impartial`].
    fn options(&self, position: &Self::Position) -> Vec<Self::Position>;
}

/// One position being evaluated: its options and the index of the first option
/// not yet known to be evaluated.
struct Frame<P> {
    position: P,
    options: Vec<P>,
    next: usize,
}

/// A game with a memo of per-position values computed bottom-up from the
/// options' values. `None` marks a position on the current evaluation path.
pub(crate) struct Memo<G: Impartial, V> {
    game: G,
    values: HashMap<G::Position, Option<V>>,
}

impl<G: Impartial, V: Copy> Memo<G, V> {
    pub(crate) fn new(game: G) -> Self {
        Memo { game, values: HashMap::new() }
    }

    pub(crate) fn len(&self) -> usize {
        self.values.len()
    }

    /// Value of `root`, where a position's value is `combine` of its options'
    /// values, by a depth-first post-order walk on an explicit stack.
    pub(crate) fn evaluate(&mut self, root: &G::Position, combine: impl Fn(Vec<V>) -> V) -> V {
        if let Some(&Some(value)) = self.values.get(root) {
            return value;
        }
        let mut stack = vec![self.open(root.clone())];
        while let Some(frame) = stack.last_mut() {
            let mut child = None;
            while child.is_none() && frame.next < frame.options.len() {
                let option = &frame.options[frame.next];
                match self.values.get(option) {
                    Some(state) => {
                        assert!(state.is_some(), "the game has a cycle: every play must end");
                        frame.next += 1;
                    }
                    None => child = Some(option.clone()),
                }
            }
            match child {
                Some(child) => {
                    let frame = self.open(child);
                    stack.push(frame);
                }
                None => {
                    let frame = stack.pop().expect("the loop runs on a non-empty stack");
                    let option_values = frame
                        .options
                        .iter()
                        .map(|option| self.values[option].expect("options are evaluated first"));
                    let value = combine(option_values.collect());
                    self.values.insert(frame.position, Some(value));
                }
            }
        }
        self.values[root].expect("the root is evaluated last")
    }

    /// Marks `position` as being on the evaluation path and lists its options.
    fn open(&mut self, position: G::Position) -> Frame<G::Position> {
        let options = self.game.options(&position);
        self.values.insert(position.clone(), None);
        Frame { position, options, next: 0 }
    }
}

/// Memoised normal-play Grundy values of an [`Impartial`] game:
/// `g(p) = mex { g(q) : q an option of p }`.
///
/// Evaluation is iterative (explicit stack), so deep games such as a chain of
/// a million positions do not overflow the call stack.
///
/// # Example
///
/// ```
/// use cgt::{GrundyMemo, Impartial, Outcome};
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
/// let mut memo = GrundyMemo::new(TakeOneOrTwo);
/// assert_eq!(memo.grundy(&5), 2);
/// assert_eq!(memo.outcome(&6), Outcome::P);
/// assert_eq!(memo.len(), 7);
/// ```
pub struct GrundyMemo<G: Impartial> {
    memo: Memo<G, Nimber>,
}

impl<G: Impartial> GrundyMemo<G> {
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
    /// use cgt::{GrundyMemo, Impartial};
    ///
    /// struct Empty;
    /// impl Impartial for Empty {
    ///     type Position = ();
    ///     fn options(&self, _: &()) -> Vec<()> {
    ///         Vec::new()
    ///     }
    /// }
    /// assert!(GrundyMemo::new(Empty).is_empty());
    /// ```
    pub fn new(game: G) -> Self {
        GrundyMemo { memo: Memo::new(game) }
    }

    /// Normal-play Grundy value of `position`.
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
    /// O(V + E) hash-map operations and option calls over the positions V and
    /// moves E reachable from `position` that are not memoised yet; memory
    /// O(V) for the memo plus the options along the deepest path.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{GrundyMemo, Impartial};
    ///
    /// struct Nim;
    /// impl Impartial for Nim {
    ///     type Position = u8;
    ///     fn options(&self, heap: &u8) -> Vec<u8> {
    ///         (0..*heap).collect()
    ///     }
    /// }
    /// assert_eq!(GrundyMemo::new(Nim).grundy(&4), 4);
    /// ```
    pub fn grundy(&mut self, position: &G::Position) -> Nimber {
        self.memo.evaluate(position, mex)
    }

    /// Normal-play outcome of `position`: P iff its Grundy value is 0.
    ///
    /// # Constraints
    ///
    /// As [`GrundyMemo::grundy`].
    ///
    /// # Panics
    ///
    /// As [`GrundyMemo::grundy`].
    ///
    /// # Complexity
    ///
    /// As [`GrundyMemo::grundy`].
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{GrundyMemo, Impartial, Outcome};
    ///
    /// struct Nim;
    /// impl Impartial for Nim {
    ///     type Position = u8;
    ///     fn options(&self, heap: &u8) -> Vec<u8> {
    ///         (0..*heap).collect()
    ///     }
    /// }
    /// assert_eq!(GrundyMemo::new(Nim).outcome(&0), Outcome::P);
    /// ```
    pub fn outcome(&mut self, position: &G::Position) -> Outcome {
        Outcome::from_grundy(self.grundy(position))
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
    /// use cgt::{GrundyMemo, Impartial};
    ///
    /// struct Nim;
    /// impl Impartial for Nim {
    ///     type Position = u8;
    ///     fn options(&self, heap: &u8) -> Vec<u8> {
    ///         (0..*heap).collect()
    ///     }
    /// }
    /// let mut memo = GrundyMemo::new(Nim);
    /// memo.grundy(&9);
    /// assert_eq!(memo.len(), 10);
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
    /// See [`GrundyMemo::new`].
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Memoised outcomes of an [`Impartial`] game under a [`Play`] convention,
/// by definition: a position is N iff some option is P; a position without
/// options is P in normal play and N in misère play.
///
/// Evaluation is iterative (explicit stack), like [`GrundyMemo`].
///
/// # Example
///
/// ```
/// use cgt::{Impartial, Outcome, OutcomeMemo, Play};
///
/// /// Nim with two heaps.
/// struct Nim2;
///
/// impl Impartial for Nim2 {
///     type Position = (u8, u8);
///     fn options(&self, &(a, b): &(u8, u8)) -> Vec<(u8, u8)> {
///         (0..a).map(|x| (x, b)).chain((0..b).map(|y| (a, y))).collect()
///     }
/// }
///
/// // Misère Nim: with a heap above 1, play as in normal Nim.
/// let mut misere = OutcomeMemo::new(Nim2, Play::Misere);
/// assert_eq!(misere.outcome(&(1, 1)), Outcome::N);
/// assert_eq!(misere.outcome(&(2, 2)), Outcome::P);
/// assert_eq!(misere.outcome(&(0, 0)), Outcome::N);
/// ```
pub struct OutcomeMemo<G: Impartial> {
    memo: Memo<G, Outcome>,
    play: Play,
}

impl<G: Impartial> OutcomeMemo<G> {
    /// An empty memo for `game` under the convention `play`.
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
    /// use cgt::{Impartial, OutcomeMemo, Play};
    ///
    /// struct Empty;
    /// impl Impartial for Empty {
    ///     type Position = ();
    ///     fn options(&self, _: &()) -> Vec<()> {
    ///         Vec::new()
    ///     }
    /// }
    /// assert!(OutcomeMemo::new(Empty, Play::Misere).is_empty());
    /// ```
    pub fn new(game: G, play: Play) -> Self {
        OutcomeMemo { memo: Memo::new(game), play }
    }

    /// Outcome of `position` under the memo's play convention.
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
    /// As [`GrundyMemo::grundy`].
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{Impartial, Outcome, OutcomeMemo, Play};
    ///
    /// struct Empty;
    /// impl Impartial for Empty {
    ///     type Position = ();
    ///     fn options(&self, _: &()) -> Vec<()> {
    ///         Vec::new()
    ///     }
    /// }
    /// assert_eq!(OutcomeMemo::new(Empty, Play::Normal).outcome(&()), Outcome::P);
    /// assert_eq!(OutcomeMemo::new(Empty, Play::Misere).outcome(&()), Outcome::N);
    /// ```
    pub fn outcome(&mut self, position: &G::Position) -> Outcome {
        let play = self.play;
        self.memo.evaluate(position, |options| Outcome::from_options(play, options))
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
    /// use cgt::{Impartial, OutcomeMemo, Play};
    ///
    /// struct Nim;
    /// impl Impartial for Nim {
    ///     type Position = u8;
    ///     fn options(&self, heap: &u8) -> Vec<u8> {
    ///         (0..*heap).collect()
    ///     }
    /// }
    /// let mut memo = OutcomeMemo::new(Nim, Play::Misere);
    /// memo.outcome(&3);
    /// assert_eq!(memo.len(), 4);
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
    /// See [`OutcomeMemo::new`].
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
