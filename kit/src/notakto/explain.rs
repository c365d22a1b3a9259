//! Why each game's winner is right, by Notakto's misère quotient ([`Presented`]): each board's
//! element, their product, whether it lies in the P-portion, and a move that brings the
//! product into P — or, for a product in P, a move and the reply that brings it back.
//!
//! Which element a board is stays each problem's own second method ([`BoardElements`]); the
//! facts ([`game_facts`]), their text ([`explain`]) and the law that checks them against
//! game-tree search ([`check`]) are shared.
//!
//! ```text
//! game 1: .../.../... ↦ c; product c ∉ P
//!   the player to move wins, e.g. board 1 row 2 column 2 → .../.X./... ↦ c^2, product c^2 ∈ P
//! game 2: .../.X./... ↦ c^2; product c^2 ∈ P
//!   the player to move loses, e.g. board 1 row 1 column 1 → X../.X./... ↦ b, product b ∉ P,
//!   answered by board 1 row 1 column 3 → X.X/.X./... ↦ a, product a ∈ P
//! ```
//! (the second game's line broken here only). Cells are named by their row and column, both
//! from 1, top left first; a dead board is shown as `dead`, its element the identity.

use super::board::{self, Board, dead};
use super::presented::{Element, Presented};
use super::{Games, Problem, Statement};
use crate::explain::shown;
use crate::judged::Judged;

pub mod check;

/// A problem's map of boards to the elements of [`Presented`] (its second method's).
///
/// # Example
/// A map that is right on the boards below (one X in the centre is lost, the empty board won).
/// ```
/// use kit::notakto::board::{Board, dead};
/// use kit::notakto::explain::{BoardElements, game_facts};
/// use kit::notakto::presented::{Element, Presented};
///
/// struct Toy(Presented);
/// impl BoardElements for Toy {
///     fn quotient(&self) -> &Presented {
///         &self.0
///     }
///     fn element(&self, board: Board) -> Element {
///         let named = |name: &str| self.0.elements().find(|&x| self.0.name(x) == name).unwrap();
///         match board {
///             _ if dead(board) => self.0.identity(),
///             0o000 => named("c"),
///             0o020 => named("c^2"),
///             _ => named("b"),
///         }
///     }
/// }
/// let toy = Toy(Presented::new());
/// let facts = game_facts(&toy, &[0]);
/// assert!(!facts.in_p);
/// assert_eq!((facts.steps[0].board, facts.steps[0].cell), (0, 4)); // the centre
/// assert_eq!(
///     kit::notakto::explain::text(&toy, &[vec![0]]),
///     "game 1: .../.../... ↦ c; product c ∉ P\n  the player to move wins, e.g. board 1 row 2 \
///      column 2 → .../.X./... ↦ c^2, product c^2 ∈ P\n"
/// );
/// ```
pub trait BoardElements {
    /// The monoid the elements belong to.
    fn quotient(&self) -> &Presented;
    /// The element of `board`: the identity for a dead board.
    fn element(&self, board: Board) -> Element;
}

/// One move of an explanation and where it leads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    /// The board moved on: its index in the game, from 0.
    pub board: usize,
    /// The cell written: `3 * row + column`, from 0.
    pub cell: u8,
    /// The board after the move.
    pub after: Board,
    /// The product of the whole game after the move.
    pub product: Element,
}

/// One game's facts by the quotient.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameFacts {
    /// Each board's element (the identity for a dead one).
    pub elements: Vec<Element>,
    /// Their product.
    pub product: Element,
    /// Whether the product lies in the P-portion (the player to move loses).
    pub in_p: bool,
    /// For a product not in P, the first move to a product in P (none when no board is
    /// live); for one in P, the first move and the first reply back into P (no reply when no
    /// board is live after the move).
    pub steps: Vec<Step>,
}

/// The product of the elements of `boards`.
fn product(q: &impl BoardElements, boards: &[Board]) -> Element {
    let monoid = q.quotient();
    boards.iter().fold(monoid.identity(), |x, &b| monoid.times(x, q.element(b)))
}

/// Every move of `boards` as (board, cell): the empty cells of the live boards, in order.
fn moves(boards: &[Board]) -> impl Iterator<Item = (usize, u8)> + '_ {
    boards.iter().enumerate().filter(|&(_, &b)| !dead(b)).flat_map(|(i, &b)| {
        (0..9u8).filter(move |&cell| b >> cell & 1 == 0).map(move |cell| (i, cell))
    })
}

/// The first move of `boards` that `wanted` accepts, played on `boards`.
fn play_first(
    q: &impl BoardElements,
    boards: &mut [Board],
    wanted: impl Fn(&Step) -> bool,
) -> Option<Step> {
    let step = moves(boards).find_map(|(board, cell)| {
        let before = boards.to_vec();
        let mut after = before;
        after[board] |= 1 << cell;
        let step = Step { board, cell, after: after[board], product: product(q, &after) };
        wanted(&step).then_some(step)
    })?;
    boards[step.board] = step.after;
    Some(step)
}

/// The facts of the game on `boards` by the elements `q`.
///
/// # Complexity
/// O(k² · 9) for k boards: each move's product is taken afresh.
///
/// # Example
/// See [`BoardElements`].
pub fn game_facts(q: &impl BoardElements, boards: &[Board]) -> GameFacts {
    let monoid = q.quotient();
    let elements: Vec<Element> = boards.iter().map(|&b| q.element(b)).collect();
    let product = product(q, boards);
    let in_p = monoid.in_p(product);
    let mut now = boards.to_vec();
    let mut steps = Vec::new();
    if in_p {
        steps.extend(play_first(q, &mut now, |_| true));
    }
    if steps.len() == usize::from(in_p) {
        steps.extend(play_first(q, &mut now, |step| monoid.in_p(step.product)));
    }
    GameFacts { elements, product, in_p, steps }
}

/// `board` in one line, its rows joined by `/`: `X.X/.../..X`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// assert_eq!(kit::notakto::explain::compact(0o421), "X../.X./..X");
/// ```
pub fn compact(board: Board) -> String {
    board::write(board).trim_end().replace('\n', "/")
}

/// `board` with its element, or `dead`.
fn with_element(q: &Presented, board: Board, element: Element) -> String {
    if dead(board) {
        format!("{} dead", compact(board))
    } else {
        format!("{} ↦ {}", compact(board), q.name(element))
    }
}

/// How the text names a move: `board 2 row 1 column 3` (all from 1).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use kit::notakto::explain::{Step, move_name};
/// let step = Step { board: 1, cell: 2, after: 0o004, product: 0 };
/// assert_eq!(move_name(&step), "board 2 row 1 column 3");
/// ```
pub fn move_name(step: &Step) -> String {
    format!("board {} row {} column {}", step.board + 1, step.cell / 3 + 1, step.cell % 3 + 1)
}

/// A step in words: the move, the board it leaves, and the game's product.
fn step_text(q: &impl BoardElements, step: &Step) -> String {
    let monoid = q.quotient();
    let p = if monoid.in_p(step.product) { "∈" } else { "∉" };
    let board = with_element(monoid, step.after, q.element(step.after));
    format!("{} → {board}, product {} {p} P", move_name(step), monoid.name(step.product))
}

/// The two lines of game `i` (from 0).
fn game_text(q: &impl BoardElements, i: usize, boards: &[Board], facts: &GameFacts) -> String {
    let monoid = q.quotient();
    let shown: Vec<String> =
        boards.iter().zip(&facts.elements).map(|(&b, &x)| with_element(monoid, b, x)).collect();
    let (p, verdict) = if facts.in_p { ("∈", "loses") } else { ("∉", "wins") };
    let mut text = format!(
        "game {}: {}; product {} {p} P\n  the player to move {verdict}",
        i + 1,
        shown.join(", "),
        monoid.name(facts.product)
    );
    match facts.steps.as_slice() {
        [] => text += ": no board is live, and whoever killed the last one lost",
        [first, rest @ ..] => {
            text += &format!(", e.g. {}", step_text(q, first));
            for reply in rest {
                text += &format!(", answered by {}", step_text(q, reply));
            }
            if facts.in_p && rest.is_empty() {
                text += ": no board is live, so the opponent has won";
            }
        }
    }
    text + "\n"
}

/// The explanation of `games` by the elements `q`: two lines per game, as many games as fit
/// in [`MAX_LINES`](crate::explain::MAX_LINES), then how many were left out.
///
/// # Complexity
/// [`game_facts`] of each game shown.
///
/// # Example
/// See [`BoardElements`].
pub fn text(q: &impl BoardElements, games: &[Vec<Board>]) -> String {
    let count = shown(games.len());
    let mut text: String = games[..count]
        .iter()
        .enumerate()
        .map(|(i, boards)| game_text(q, i, boards, &game_facts(q, boards)))
        .collect();
    if count < games.len() {
        text += &format!("(… {} more games not explained)\n", games.len() - count);
    }
    text
}

/// The explanation of `games` by the elements `q` ([`Judged::explain`] of [`Problem<S>`]):
/// its [`text`], or `None` beyond the naive reference's reach.
///
/// # Complexity
/// One run of naive, then [`text`].
///
/// # Example
/// See [`check::explanations_hold`], which runs it on generated inputs.
pub fn explain<S: Statement>(games: &Games, q: &impl BoardElements) -> Option<String> {
    Problem::<S>::naive(games)?;
    Some(text(q, games))
}
