//! What the partizan rulesets (Domineering, Col, Snort, Hackenbush, contorted fractions,
//! sums of `{L | R}` games) share: the [`Rules`] each implements, the [`Partizan`] adapter
//! that makes any of them an engine [`Ruleset`], and the canonical values the coach shows and
//! the engine's best stop is read from (the lib's `GameStore`).

use std::cell::RefCell;
use std::hash::Hash;

use anyhow::{Result, bail};
use cgt::partizan::{Dyadic, GameId, GameStore, PartizanOutcome, ValueMemo};
use cgt::{Outcome, Play};

use crate::play::coach::Theory;
use crate::play::engine::{Ruleset, Side};

/// A partizan ruleset under normal play: Left's and Right's moves, their notation, a picture,
/// and each position's canonical value in the ruleset's own [`GameStore`].
///
/// Laws: as [`Ruleset`]'s (finite play, `canonical` keeps the game tree); `value(p)` is the
/// canonical form of `p`'s game tree, with Left's moves its Left options.
pub trait Rules {
    /// A position as the person sees it.
    type Position: Clone + Eq + Hash;
    /// A move.
    type Move: Clone;

    /// What a move is for Left and for Right, in one line.
    fn rules(&self) -> String;

    /// The moves of `side` from `position`, each with the position it leads to.
    fn moves(&self, position: &Self::Position, side: Side) -> Vec<(Self::Move, Self::Position)>;

    /// An upper bound on the number of `side`'s moves, found without making them.
    fn branching(&self, position: &Self::Position, side: Side) -> u64;

    /// A canonical form of the position for the engine's memo (the position itself unless
    /// the ruleset knows better).
    fn canonical(&self, position: Self::Position) -> Self::Position {
        position
    }

    /// The move in the game's notation.
    fn notation(&self, position: &Self::Position, mv: &Self::Move) -> String;

    /// The position as a picture, lines ending in `\n`, Left's colour blue and Right's red
    /// when `colour`.
    fn picture(&self, position: &Self::Position, colour: bool) -> String;

    /// The store the values live in.
    fn store(&self) -> &RefCell<GameStore>;

    /// The canonical value of `position`, in [`Rules::store`].
    fn value(&self, position: &Self::Position) -> GameId;
}

/// The canonical values of a lib ruleset's positions, computed once each: a store and a
/// transposition table, behind cells so that a `&self` ruleset can fill them.
///
/// # Example
/// ```
/// use cgt::partizan::domineering::{Board, Domineering};
/// use kata::play::partizan::Values;
///
/// let values = Values::default();
/// let g = values.of(&Domineering, &Board::empty(2, 2));
/// assert_eq!(values.store.borrow_mut().to_notation(g), "{1|-1}");
/// ```
pub struct Values<P> {
    /// The store of the canonical forms.
    pub store: RefCell<GameStore>,
    memo: RefCell<ValueMemo<P>>,
}

impl<P> Default for Values<P> {
    fn default() -> Self {
        Values { store: RefCell::new(GameStore::new()), memo: RefCell::new(ValueMemo::default()) }
    }
}

impl<P: Clone + Eq + Hash> Values<P> {
    /// The canonical value of `position` of the lib ruleset `game`.
    ///
    /// # Complexity
    /// One canonicalisation per component not valued before (the lib's `ValueMemo`).
    ///
    /// # Example
    /// See [`Values`].
    pub fn of<G: cgt::partizan::Partizan<Position = P>>(&self, game: &G, position: &P) -> GameId {
        let mut store = self.store.borrow_mut();
        self.memo.borrow_mut().value(game, &mut store, position)
    }
}

/// The person's side, written `left` or `right`.
///
/// # Errors
/// Anything else, in one line.
///
/// # Complexity
/// O(length of `text`).
///
/// # Example
/// ```
/// use kata::play::engine::Side;
///
/// assert_eq!(kata::play::partizan::side("Right").unwrap(), Side::Right);
/// assert!(kata::play::partizan::side("up").is_err());
/// ```
pub fn side(text: &str) -> Result<Side> {
    match text.to_ascii_lowercase().as_str() {
        "left" => Ok(Side::Left),
        "right" => Ok(Side::Right),
        _ => bail!("--as `{text}`: expected left or right"),
    }
}

/// `text` in ANSI blue (Left's colour) or red (Right's) when `colour`.
///
/// # Complexity
/// O(length of `text`).
///
/// # Example
/// ```
/// use kata::play::engine::Side;
/// use kata::play::partizan::tinted;
///
/// assert_eq!(tinted("B", Side::Left, false), "B");
/// assert_eq!(tinted("R", Side::Right, true), "\x1b[1;31mR\x1b[0m");
/// ```
pub fn tinted(text: &str, side: Side, colour: bool) -> String {
    let style = match side {
        Side::Left => "1;34",
        Side::Right => "1;31",
    };
    if colour { format!("\x1b[{style}m{text}\x1b[0m") } else { text.to_string() }
}

/// Whether the player `side` wins moving first in a game of outcome class `outcome`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::partizan::PartizanOutcome;
/// use kata::play::engine::Side;
///
/// assert!(kata::play::partizan::first_wins(PartizanOutcome::L, Side::Left));
/// assert!(!kata::play::partizan::first_wins(PartizanOutcome::P, Side::Right));
/// ```
pub fn first_wins(outcome: PartizanOutcome, side: Side) -> bool {
    matches!(
        (outcome, side),
        (PartizanOutcome::N, _)
            | (PartizanOutcome::L, Side::Left)
            | (PartizanOutcome::R, Side::Right)
    )
}

/// A partizan [`Rules`] as an engine [`Ruleset`]: normal play, the coach's theory the
/// canonical value, and the stops for the engine's choice in a lost position.
///
/// # Example
/// ```
/// use cgt::Outcome;
/// use kata::play::domineering::Domineering;
/// use kata::play::engine::{Engine, Side};
/// use kata::play::partizan::Partizan;
///
/// let game = Partizan(Domineering::default());
/// let board = Domineering::parse("..,..").unwrap();
/// let mut engine = Engine::new(game);
/// assert_eq!(engine.solve(&board, Side::Right).unwrap().outcome, Outcome::N);
/// ```
pub struct Partizan<G>(pub G);

impl<G: Rules> Ruleset for Partizan<G> {
    type Position = G::Position;
    type Move = G::Move;

    fn rules(&self) -> String {
        self.0.rules()
    }

    fn impartial(&self) -> bool {
        false
    }

    fn play(&self) -> Play {
        Play::Normal
    }

    fn moves(&self, position: &G::Position, side: Side) -> Vec<(G::Move, G::Position)> {
        self.0.moves(position, side)
    }

    fn branching(&self, position: &G::Position, side: Side) -> u64 {
        self.0.branching(position, side)
    }

    fn canonical(&self, position: G::Position) -> G::Position {
        self.0.canonical(position)
    }

    fn notation(&self, position: &G::Position, mv: &G::Move) -> String {
        self.0.notation(position, mv)
    }

    fn picture(&self, position: &G::Position, colour: bool) -> String {
        self.0.picture(position, colour)
    }

    /// The canonical value `G` and its outcome class: `side` wins moving first iff the class
    /// is `N` or `side`'s own (`L` for Left, `R` for Right).
    fn theory(&self, position: &G::Position, side: Side) -> Theory {
        let g = self.0.value(position);
        let mut store = self.0.store().borrow_mut();
        let class = store.outcome(g);
        let wins = first_wins(class, side);
        let why = format!("value {} (class {class})", store.to_notation(g));
        Theory { outcome: Some(if wins { Outcome::N } else { Outcome::P }), why }
    }

    /// Right's stop of the value after Left's move, minus Left's stop after Right's.
    fn stop(&self, position: &G::Position, next: Side) -> Option<Dyadic> {
        let g = self.0.value(position);
        let store = self.0.store().borrow();
        Some(match next {
            Side::Right => store.right_stop(g),
            Side::Left => -store.left_stop(g),
        })
    }
}

/// A move in a row of summands: which one (0-based) and what it becomes.
pub type Replace<T> = (usize, T);

/// Every row made from `row` by replacing one summand by one of its `options`, summand by
/// summand.
///
/// # Complexity
/// O(moves · length of the row).
///
/// # Example
/// ```
/// let moves = kata::play::partizan::one_replaced(&[2u32, 1], |&x| (0..x).collect());
/// let rows: Vec<Vec<u32>> = moves.into_iter().map(|(_, row)| row).collect();
/// assert_eq!(rows, [vec![0, 1], vec![1, 1], vec![2, 0]]);
/// ```
pub fn one_replaced<T: Clone>(
    row: &[T],
    mut options: impl FnMut(&T) -> Vec<T>,
) -> Vec<(Replace<T>, Vec<T>)> {
    let mut moves = Vec::new();
    for (i, item) in row.iter().enumerate() {
        for option in options(item) {
            let mut next = row.to_vec();
            next[i] = option.clone();
            moves.push(((i, option), next));
        }
    }
    moves
}
