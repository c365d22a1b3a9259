//! The perfect player: an exact game-tree search, memoised over canonical positions, that
//! knows for every position whether the player to move wins and its Steinhaus remoteness, and
//! so plays the fastest win, or in a lost position the move that keeps the game going longest.

use std::fmt;

use cgt::partizan::Dyadic;
use cgt::{Outcome, Play};
use rustc_hash::FxHashMap;

use crate::play::coach::Theory;

/// The most steps one search may take: a step for each move it makes and
/// [`POSITION_STEPS`] for each position it expands. About a second of search on this
/// workspace's machine for the slowest rulesets (the README's `### Play` has the
/// measurements); a position whose search needs more is refused before the game starts.
pub const SEARCH_LIMIT: u64 = 4_000_000;

/// The steps a position expanded costs, beside its moves: a position (its frame, its memo
/// entry) costs about four times a move, measured on a chain of single moves.
pub const POSITION_STEPS: u64 = 4;

/// Who is to move. In a partizan game Left and Right have different moves; an impartial
/// ruleset gives both the same, and the engine then keeps one value a position.
///
/// # Example
/// ```
/// use kata::play::engine::Side;
///
/// assert_eq!(Side::Left.other(), Side::Right);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// Left, the player who moves first unless told otherwise.
    Left,
    /// Right.
    Right,
}

impl Side {
    /// The opponent.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use kata::play::engine::Side;
    ///
    /// assert_eq!(Side::Right.other(), Side::Left);
    /// ```
    pub fn other(self) -> Side {
        match self {
            Side::Left => Side::Right,
            Side::Right => Side::Left,
        }
    }
}

/// A game the engine can play: positions, the moves of a position with their notation, a
/// canonical form that the search memoises, a picture, and what the theory says of a position.
///
/// Laws: every sequence of moves is finite; `canonical(p)` has the same game tree as `p` up
/// to the moves' names (so it is solved in `p`'s place), and `canonical(canonical(p)) ==
/// canonical(p)`; `branching(p, side)` is at least `moves(p, side).len()` and is cheap; in an
/// impartial ruleset the moves do not depend on the side.
///
/// # Example
/// ```
/// use cgt::Play;
/// use kata::play::engine::{Engine, Ruleset, Side};
/// use kata::play::nim::Nim;
///
/// let nim = Nim::new(Play::Normal);
/// assert_eq!(nim.moves(&vec![0, 2], Side::Left).len(), 2);
/// assert_eq!(nim.canonical(vec![3, 0, 1]), [1, 3]);
/// ```
pub trait Ruleset {
    /// A position as the person sees it (heaps in their order, knights as placed).
    type Position: Clone + Eq + std::hash::Hash;
    /// A move, small and cheap: the search makes one for every option it looks at.
    type Move: Clone;

    /// What a move is, in one line (`a move takes one or more counters from one heap`).
    fn rules(&self) -> String;

    /// Whether both players have the same moves (true for every ruleset so far).
    fn impartial(&self) -> bool;

    /// The play convention: who wins when the player to move has no move.
    fn play(&self) -> Play;

    /// The moves of `side` from `position`, each with the position it leads to.
    fn moves(&self, position: &Self::Position, side: Side) -> Vec<(Self::Move, Self::Position)>;

    /// An upper bound on the number of moves of `side` from `position`, found without making
    /// them (the engine counts them against [`SEARCH_LIMIT`] before making them).
    fn branching(&self, position: &Self::Position, side: Side) -> u64;

    /// The position's canonical form, made from it: equal for positions that are the same
    /// game (heaps as a sorted multiset without empty heaps, knights as a sorted list of
    /// squares).
    fn canonical(&self, position: Self::Position) -> Self::Position;

    /// The move `mv` from `position` in the game's notation (`heap 2: 4 -> 1`).
    fn notation(&self, position: &Self::Position, mv: &Self::Move) -> String;

    /// The position as a picture, lines ending in `\n`, ANSI colours if `colour`.
    fn picture(&self, position: &Self::Position, colour: bool) -> String;

    /// What the theory (the lib's Grundy values, misère rules, compound rules) says of
    /// `position` with `side` to move, for the coach.
    fn theory(&self, position: &Self::Position, side: Side) -> Theory;

    /// The best stop, for a partizan ruleset: how good `position`, with `next` to move there,
    /// is for the player who just moved to it, as the stop of its canonical value (Right's
    /// stop after Left's move, minus Left's stop after Right's; larger is better). The engine
    /// prefers the best stop among losing moves. `None` (the default) for impartial rulesets.
    fn stop(&self, _position: &Self::Position, _next: Side) -> Option<Dyadic> {
        None
    }
}

/// What a position is worth to the player to move: the outcome (`N` when that player wins)
/// and the remoteness, the number of moves the game lasts when the winner hurries and the
/// loser stalls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Value {
    /// `N` if the player to move wins with perfect play, else `P`.
    pub outcome: Outcome,
    /// Steinhaus remoteness: 0 at a terminal position; `1 +` the least remoteness of a
    /// losing option (a fastest win); else `1 +` the largest of all options (the slowest loss).
    pub remoteness: u32,
}

impl Value {
    /// The value of a position from its options' values (each for the player to move
    /// there): without options, `P` under normal play and `N` under misère play, remoteness
    /// 0; if some option is `P`, `N` with 1 + the least remoteness of the `P` options;
    /// otherwise `P` with 1 + the largest remoteness.
    ///
    /// # Complexity
    /// O(number of options).
    ///
    /// # Example
    /// ```
    /// use cgt::{Outcome, Play};
    /// use kata::play::engine::Value;
    ///
    /// let lost = |remoteness| Value { outcome: Outcome::P, remoteness };
    /// let won = |remoteness| Value { outcome: Outcome::N, remoteness };
    /// assert_eq!(Value::from_options(Play::Normal, [won(5), lost(4), lost(2)]), won(3));
    /// assert_eq!(Value::from_options(Play::Normal, [won(5), won(1)]), lost(6));
    /// assert_eq!(Value::from_options(Play::Misere, []), won(0));
    /// ```
    pub fn from_options(play: Play, options: impl IntoIterator<Item = Value>) -> Value {
        let (mut fastest_win, mut slowest_loss, mut any) = (None::<u32>, 0, false);
        for option in options {
            any = true;
            slowest_loss = slowest_loss.max(option.remoteness);
            if option.outcome == Outcome::P {
                fastest_win =
                    Some(fastest_win.map_or(option.remoteness, |r| r.min(option.remoteness)));
            }
        }
        match (fastest_win, any) {
            (Some(r), _) => Value { outcome: Outcome::N, remoteness: r + 1 },
            (None, true) => Value { outcome: Outcome::P, remoteness: slowest_loss + 1 },
            (None, false) => Value { outcome: play.terminal_outcome(), remoteness: 0 },
        }
    }
}

/// The option a perfect player picks, given each option's value for the opponent: the first
/// `P` option of least remoteness (the fastest win), or, with none, the first of largest
/// remoteness (the slowest loss). `None` without options.
///
/// # Complexity
/// O(number of options).
///
/// # Example
/// ```
/// use cgt::Outcome::{N, P};
/// use kata::play::engine::{Value, best_choice};
///
/// let v = |outcome, remoteness| Value { outcome, remoteness };
/// assert_eq!(best_choice(&[v(N, 1), v(P, 4), v(P, 2)]), Some(2));
/// assert_eq!(best_choice(&[v(N, 1), v(N, 7), v(N, 7)]), Some(1));
/// assert_eq!(best_choice(&[]), None);
/// ```
pub fn best_choice(options: &[Value]) -> Option<usize> {
    best_choice_by_stop(options, |_| None)
}

/// [`best_choice`] for partizan games: the fastest win; with no win, the losing option of
/// the best `stop(i)` (see [`Ruleset::stop`]; asked only then), ties broken by the largest
/// remoteness, then by the first.
///
/// # Complexity
/// O(number of options) calls of `stop`.
///
/// # Example
/// ```
/// use cgt::Outcome::{N, P};
/// use cgt::partizan::Dyadic;
/// use kata::play::engine::{Value, best_choice_by_stop};
///
/// let v = |outcome, remoteness| Value { outcome, remoteness };
/// let stops = [Dyadic::from(-2), Dyadic::from(-1), Dyadic::from(-1)];
/// let lost = [v(N, 9), v(N, 1), v(N, 3)];
/// assert_eq!(best_choice_by_stop(&lost, |i| Some(stops[i].clone())), Some(2));
/// assert_eq!(best_choice_by_stop(&[v(N, 9), v(P, 4)], |_| None), Some(1));
/// ```
pub fn best_choice_by_stop(
    options: &[Value],
    mut stop: impl FnMut(usize) -> Option<Dyadic>,
) -> Option<usize> {
    let wins = options.iter().enumerate().filter(|(_, v)| v.outcome == Outcome::P);
    if let Some((i, _)) = wins.min_by_key(|&(i, v)| (v.remoteness, i)) {
        return Some(i);
    }
    let keyed = options.iter().enumerate().map(|(i, v)| (stop(i), v.remoteness, usize::MAX - i));
    keyed.max().map(|(_, _, i)| usize::MAX - i)
}

/// A position refused because its search would pass [`SEARCH_LIMIT`] steps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooLarge {
    /// The limit passed.
    pub limit: u64,
}

impl fmt::Display for TooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "too large to play perfectly within about a second: its search passes {} steps \
             (a step a move, {POSITION_STEPS} a position); try a smaller position",
            self.limit
        )
    }
}

impl std::error::Error for TooLarge {}

/// One option of a position: the move, the position it leads to, and its value for the
/// player who moves next there.
#[derive(Debug, Clone)]
pub struct Choice<R: Ruleset> {
    /// The move.
    pub mv: R::Move,
    /// Where it leads.
    pub position: R::Position,
    /// The value of that position for the opponent, who moves there.
    pub value: Value,
}

/// A canonical position and the side to move there (always Left in an impartial ruleset).
type Key<R> = (<R as Ruleset>::Position, Side);

/// A position being expanded by the search: its key, its options' keys, and the values of
/// the options solved so far (the first ones, in order).
struct Frame<R: Ruleset> {
    key: Key<R>,
    options: Vec<Key<R>>,
    values: Vec<Value>,
}

/// The perfect player of a ruleset, with the values of every position it has solved.
///
/// # Example
/// ```
/// use cgt::{Outcome, Play};
/// use kata::play::engine::{Engine, Side, best_choice};
/// use kata::play::nim::Nim;
///
/// let mut engine = Engine::new(Nim::new(Play::Normal));
/// let value = engine.solve(&vec![1, 2, 3], Side::Left).unwrap();
/// assert_eq!(value.outcome, Outcome::P);
/// let choices = engine.choices(&vec![1, 2], Side::Left).unwrap();
/// let values: Vec<_> = choices.iter().map(|c| c.value).collect();
/// let best = &choices[best_choice(&values).unwrap()];
/// assert_eq!(best.position, [1, 1]);
/// ```
pub struct Engine<R: Ruleset> {
    ruleset: R,
    memo: FxHashMap<Key<R>, Value>,
}

impl<R: Ruleset> Engine<R> {
    /// An engine that has solved nothing yet.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Engine`].
    pub fn new(ruleset: R) -> Self {
        Engine { ruleset, memo: FxHashMap::default() }
    }

    /// The ruleset played.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt::Play;
    /// use kata::play::engine::{Engine, Ruleset};
    ///
    /// let engine = Engine::new(kata::play::nim::Nim::new(Play::Misere));
    /// assert_eq!(engine.ruleset().play(), Play::Misere);
    /// ```
    pub fn ruleset(&self) -> &R {
        &self.ruleset
    }

    /// The value of `position` for `side` to move, by search from the definition (solving,
    /// and keeping, every position reachable from it).
    ///
    /// # Errors
    /// [`TooLarge`] when the search would take more than [`SEARCH_LIMIT`] steps; what was
    /// solved before stays solved.
    ///
    /// # Complexity
    /// O(V + E) hash-map operations over the canonical positions V reachable and not solved
    /// yet and their moves E, each costing the size of a position; `E + POSITION_STEPS · V` is at most
    /// [`SEARCH_LIMIT`]. An explicit stack: deep games do not overflow the call stack.
    ///
    /// # Example
    /// ```
    /// use cgt::{Outcome, Play};
    /// use kata::play::engine::{Engine, Side, Value};
    /// use kata::play::nim::Nim;
    ///
    /// let mut engine = Engine::new(Nim::new(Play::Normal));
    /// // Heaps 2, 2: every move loses; the loser stalls by taking one counter (4 moves).
    /// let value = engine.solve(&vec![2, 2], Side::Left).unwrap();
    /// assert_eq!(value, Value { outcome: Outcome::P, remoteness: 4 });
    /// assert!(engine.solve(&vec![400; 6], Side::Left).is_err());
    /// ```
    pub fn solve(&mut self, position: &R::Position, side: Side) -> Result<Value, TooLarge> {
        let root = self.key(position.clone(), side);
        if let Some(&value) = self.memo.get(&root) {
            return Ok(value);
        }
        let mut spent = 0;
        let mut stack = vec![self.expand(root.clone(), &mut spent)?];
        while let Some(frame) = stack.last_mut() {
            if let Some(option) = frame.options.get(frame.values.len()) {
                match self.memo.get(option) {
                    Some(&value) => frame.values.push(value),
                    None => {
                        let expanded = self.expand(option.clone(), &mut spent)?;
                        stack.push(expanded);
                    }
                }
                continue;
            }
            let frame = stack.pop().expect("the loop's frame");
            let value = Value::from_options(self.ruleset.play(), frame.values);
            self.memo.insert(frame.key, value);
        }
        Ok(self.memo[&root])
    }

    /// Every move of `side` from `position`, in the ruleset's order, with the position it
    /// leads to and that position's value for the opponent.
    ///
    /// # Errors
    /// [`TooLarge`], as [`Engine::solve`].
    ///
    /// # Complexity
    /// As [`Engine::solve`] on each option; O(options) hash-map look-ups once solved.
    ///
    /// # Example
    /// See [`Engine`].
    pub fn choices(
        &mut self,
        position: &R::Position,
        side: Side,
    ) -> Result<Vec<Choice<R>>, TooLarge> {
        let moves = self.ruleset.moves(position, side);
        moves
            .into_iter()
            .map(|(mv, position)| {
                let value = self.solve(&position, side.other())?;
                Ok(Choice { mv, position, value })
            })
            .collect()
    }

    /// The memo's key of a position: its canonical form and the side to move (Left for an
    /// impartial ruleset, whose values do not depend on it).
    fn key(&self, position: R::Position, side: Side) -> Key<R> {
        let side = if self.ruleset.impartial() { Side::Left } else { side };
        (self.ruleset.canonical(position), side)
    }

    /// A new frame for `key`, its steps counted against the limit before its moves are made.
    fn expand(&self, key: Key<R>, spent: &mut u64) -> Result<Frame<R>, TooLarge> {
        let (position, side) = &key;
        let steps = self.ruleset.branching(position, *side).saturating_add(POSITION_STEPS);
        *spent = spent.saturating_add(steps);
        if *spent > SEARCH_LIMIT {
            return Err(TooLarge { limit: SEARCH_LIMIT });
        }
        let moves = self.ruleset.moves(position, *side);
        let options = moves.into_iter().map(|(_, next)| self.key(next, side.other())).collect();
        Ok(Frame { key, options, values: Vec::new() })
    }
}
