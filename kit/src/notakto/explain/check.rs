//! The family's law: every verdict an explanation states is the naive reference's, each
//! board's element has the outcome of that board alone, and every move it names is legal
//! and leads where it says, all by misère game-tree search ([`Search`]) — never by the
//! quotient the explanation states.

use super::{BoardElements, GameFacts, explain, game_facts, move_name};
use crate::explain::{MAX_LINES, shown};
use crate::judged::{Judged, large};
use crate::laws::FEW_SEEDS;
use crate::notakto::board::{Board, dead};
use crate::notakto::search::Search;
use crate::notakto::{Problem, Statement};

/// Checks the explanations of the generated inputs of [`FEW_SEEDS`] that the naive reference
/// reaches, by the elements `q` (the problem's own, as its explainer uses them): see the
/// module's documentation. A problem's tests call it.
///
/// # Panics
/// On the first fact that search contradicts, naming the seed and the game; if naive reaches
/// no generated input.
///
/// # Complexity
/// The naive reference on each input, and a search of every position an explanation names
/// (memoised: up to the multisets of the games' live classes).
///
/// # Example
/// A map that sends every board to the identity says every game is won; search disagrees.
/// ```
/// use kit::notakto::board::Board;
/// use kit::notakto::explain::{BoardElements, check::explanations_hold};
/// use kit::notakto::presented::{Element, Presented};
/// use kit::notakto::{Format, Games, Statement};
/// use rand_chacha::ChaCha8Rng;
///
/// /// Games of one or two empty boards.
/// struct EmptyBoards;
/// impl Statement for EmptyBoards {
///     fn format() -> Format {
///         Format { t: ("t", 2), k: ("n", 2), sum_k_max: None, dead_boards: false }
///     }
///     fn small_input(_: &mut ChaCha8Rng) -> Games {
///         vec![vec![0], vec![0, 0]]
///     }
///     fn large_input(rng: &mut ChaCha8Rng) -> Games {
///         Self::small_input(rng)
///     }
///     fn naive_reaches(_: &[Board]) -> bool {
///         true
///     }
///     fn second(games: &Games) -> Vec<bool> {
///         games.iter().map(|game| game.len() == 1).collect()
///     }
///     fn print(_: &[bool]) -> String {
///         String::new()
///     }
///     fn generate_named(_: &str) -> Option<Games> {
///         None
///     }
/// }
/// struct Identity(Presented);
/// impl BoardElements for Identity {
///     fn quotient(&self) -> &Presented {
///         &self.0
///     }
///     fn element(&self, _: Board) -> Element {
///         self.0.identity()
///     }
/// }
/// let wrong = Identity(Presented::new());
/// let run = std::panic::catch_unwind(|| explanations_hold::<EmptyBoards>(&wrong));
/// assert!(run.is_err());
/// ```
pub fn explanations_hold<S: Statement>(q: &impl BoardElements) {
    let mut search = Search::new();
    let mut explained = 0;
    for seed in FEW_SEEDS.filter(|&seed| !large(seed)) {
        let games = Problem::<S>::generate(seed);
        let Some(first_wins) = Problem::<S>::naive(&games) else { continue };
        let text = explain::<S>(&games, q).expect("naive reaches the input");
        assert!(text.lines().count() <= MAX_LINES, "generate({seed}): too long:\n{text}");
        for (i, (game, &wins)) in games.iter().zip(&first_wins).enumerate() {
            let facts = game_facts(q, game);
            let what = format!("generate({seed}), game {}", i + 1);
            assert_eq!(facts.in_p, !wins, "{what}: the verdict is not naive's");
            elements_hold(q, game, &facts, &mut search, &what);
            steps_hold(q, game, &facts, &mut search, &what);
            if i < shown(games.len()) {
                text_states(&text, i, &facts, &what);
            }
        }
        let hooked = Problem::<S>::explain(&games);
        assert_eq!(hooked.as_ref(), Some(&text), "generate({seed}): the hook uses other elements");
        explained += 1;
    }
    assert!(explained > 0, "naive reaches no generated input");
}

/// Each live board's element is in P exactly when the player to move loses that board alone.
fn elements_hold(
    q: &impl BoardElements,
    game: &[Board],
    facts: &GameFacts,
    search: &mut Search,
    what: &str,
) {
    for (&board, &element) in game.iter().zip(&facts.elements) {
        if dead(board) {
            assert_eq!(element, q.quotient().identity(), "{what}: dead board {board:o}");
        } else {
            let lost = !search.first_wins(&[board]);
            assert_eq!(q.quotient().in_p(element), lost, "{what}: board {board:o}'s element");
        }
    }
}

/// Every step is a legal move, its stated product is in P exactly when search says the game
/// it leaves is lost by the player then to move, which is so after a winning move and after a
/// reply, and the steps stop only where no board is live.
fn steps_hold(
    q: &impl BoardElements,
    game: &[Board],
    facts: &GameFacts,
    search: &mut Search,
    what: &str,
) {
    let mut now = game.to_vec();
    for (j, step) in facts.steps.iter().enumerate() {
        let board = now[step.board];
        assert!(!dead(board) && board >> step.cell & 1 == 0, "{what}: step {j} is no move");
        now[step.board] |= 1 << step.cell;
        assert_eq!(now[step.board], step.after, "{what}: step {j}'s board");
        let lost = !search.first_wins(&now);
        assert_eq!(q.quotient().in_p(step.product), lost, "{what}: step {j}'s product");
        assert!(lost == (!facts.in_p || j == 1), "{what}: step {j} leads to the wrong side");
    }
    let wanted = if facts.in_p { 2 } else { 1 };
    if facts.steps.len() < wanted {
        assert!(now.iter().all(|&b| dead(b)), "{what}: a move is left unexplained");
    }
}

/// The text's lines of game `i` state its verdict and name its steps.
fn text_states(text: &str, i: usize, facts: &GameFacts, what: &str) {
    let head = format!("game {}: ", i + 1);
    let mut lines = text.lines().skip_while(|line| !line.starts_with(&head));
    let (first, second) = (lines.next().unwrap_or(""), lines.next().unwrap_or(""));
    let p = if facts.in_p { "∈ P" } else { "∉ P" };
    assert!(first.ends_with(p), "{what}: the text says {first:?}, not {p}");
    let verdict = if facts.in_p { "loses" } else { "wins" };
    assert!(second.contains(verdict), "{what}: the text says {second:?}");
    for step in &facts.steps {
        assert!(second.contains(&move_name(step)), "{what}: {second:?} misses a move");
    }
}
