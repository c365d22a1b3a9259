//! The family of **misère Nim**: games of Nim in which whoever takes the last stone loses.
//! Misère play does not add by nim-sum, so each game is explained by Bouton's misère rule:
//! the rule that applies (no heap above 1: the player to move wins iff the number of heaps of
//! 1 is even; some heap of 2 or more: the normal-play nim-sum decides), the number it looks at,
//! and a winning move (every one, when the answer lists them) — or, for a lost game, one move
//! and the reply that wins against it.
//!
//! The facts come from the rule (the judge side's own statement of it, [`lost`]); the family's
//! law ([`misere_nim_is_explained`]) checks every verdict and move written against misère
//! game-tree search of the whole game, by the definition.
//!
//! ```text
//! test 2: heaps 2, 1, 3: some heap has 2 or more, so the normal-play nim-sum decides: 0
//!   the player to move loses: e.g. heap 1: 2 → 1 leaves nim-sum 3, answered by heap 3: 3 → 1 leaving 3 heaps of 1 (odd)
//! ```

use crate::explain::{MAX_LINES, shown};
use crate::judged::Judged;
use crate::shapes::{FirstWinsPerTest, PerTest};

pub mod check;

pub use check::misere_nim_is_explained;

/// At most this many winning moves are written out.
const SHOWN_MOVES: usize = 8;

/// A move of misère Nim: heap `heap` (0-based) is cut down to `to` stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Take {
    /// The heap taken from, 0-based.
    pub heap: usize,
    /// What is left of it.
    pub to: u64,
}

/// The heaps after `take`.
fn after(heaps: &[u64], take: Take) -> Vec<u64> {
    let mut next = heaps.to_vec();
    next[take.heap] = take.to;
    next
}

/// Which part of Bouton's misère rule decides a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// No heap holds 2 or more: this many heaps of 1, and the player to move wins iff it is
    /// even.
    Ones(usize),
    /// Some heap holds 2 or more: the nim-sum of the heaps, and the player to move wins iff
    /// it is not 0.
    NimSum(u64),
}

/// The part of the rule that decides `heaps`, with the number it looks at.
///
/// # Complexity
/// Linear in the heaps.
///
/// # Example
/// ```
/// use kit::explain::misere_nim::{Rule, rule};
/// assert_eq!(rule(&[1, 0, 1]), Rule::Ones(2));
/// assert_eq!(rule(&[2, 1, 3]), Rule::NimSum(0));
/// ```
pub fn rule(heaps: &[u64]) -> Rule {
    if heaps.iter().all(|&h| h <= 1) {
        Rule::Ones(heaps.iter().filter(|&&h| h == 1).count())
    } else {
        Rule::NimSum(heaps.iter().fold(0, |x, &h| x ^ h))
    }
}

/// Whether the player to move loses misère Nim on `heaps`, by Bouton's rule (the lib's
/// [`cgt::misere_outcome`], whose rule [`rule`] names); with no stone left the player to move
/// has won (the opponent took the last one).
///
/// # Complexity
/// Linear in the heaps.
///
/// # Example
/// ```
/// use kit::explain::misere_nim::lost;
/// assert!(lost(&[1]) && lost(&[1, 1, 1]) && lost(&[1, 2, 3]));
/// assert!(!lost(&[]) && !lost(&[1, 1]) && !lost(&[5]));
/// ```
pub fn lost(heaps: &[u64]) -> bool {
    cgt::misere_outcome(heaps) == cgt::Outcome::P
}

/// Every move to a game [`lost`] by the opponent, by heap (the lib's
/// [`cgt::misere_winning_moves`]): with no heap above 1, emptying any heap of 1 (when their
/// number is even); with one heap above 1, cutting it to 0 or 1 so that an odd number of heaps
/// of 1 is left; with more, Bouton's moves to nim-sum 0. None for a lost game.
///
/// # Complexity
/// Linear in the heaps.
///
/// # Example
/// ```
/// use kit::explain::misere_nim::{Take, winning_moves};
/// assert_eq!(winning_moves(&[1, 5, 1]), [Take { heap: 1, to: 1 }]);
/// assert_eq!(winning_moves(&[3, 5, 7]).len(), 3);
/// assert!(winning_moves(&[1, 2, 3]).is_empty());
/// ```
pub fn winning_moves(heaps: &[u64]) -> Vec<Take> {
    // The lib gives each move as (heap, stones taken).
    let take = |(heap, taken): (usize, u64)| Take { heap, to: heaps[heap] - taken };
    cgt::misere_winning_moves(heaps).into_iter().map(take).collect()
}

/// The facts of one game: its rule, and the moves that show who wins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The player to move wins by these moves (every winning move, or the first); none when
    /// no stone is left.
    Wins(Vec<Take>),
    /// The player to move loses: the first move (heap by heap, one stone), and the
    /// opponent's first winning reply (none when the move took the last stone).
    Loses {
        /// A move of the player to move.
        example: Take,
        /// The opponent's winning reply to it.
        reply: Option<Take>,
    },
}

/// The [`Verdict`] of `heaps` by the rule, with every winning move when `every` is set.
///
/// # Complexity
/// Linear in the heaps.
///
/// # Example
/// ```
/// use kit::explain::misere_nim::{Take, Verdict, verdict};
/// let example = Take { heap: 0, to: 1 };
/// assert_eq!(
///     verdict(&[2, 1, 3], false),
///     Verdict::Loses { example, reply: Some(Take { heap: 2, to: 1 }) }
/// );
/// assert_eq!(verdict(&[1, 1], true), Verdict::Wins(vec![Take { heap: 0, to: 0 }, Take { heap: 1, to: 0 }]));
/// ```
pub fn verdict(heaps: &[u64], every: bool) -> Verdict {
    if !lost(heaps) {
        let mut moves = winning_moves(heaps);
        moves.truncate(if every { usize::MAX } else { 1 });
        return Verdict::Wins(moves);
    }
    let heap = heaps.iter().position(|&h| h > 0).expect("a lost game has a stone");
    let example = Take { heap, to: heaps[heap] - 1 };
    let reply = winning_moves(&after(heaps, example)).into_iter().next();
    Verdict::Loses { example, reply }
}

/// `heap 2: 5 → 3`.
fn take_text(heaps: &[u64], take: Take) -> String {
    format!("heap {}: {} → {}", take.heap + 1, heaps[take.heap], take.to)
}

/// What the rule sees in `heaps`: `nim-sum 3`, `3 heaps of 1 (odd)`, or no stone.
fn looks(heaps: &[u64]) -> String {
    match rule(heaps) {
        Rule::Ones(0) => "no stone, so the one who took the last stone lost".into(),
        Rule::Ones(ones) => {
            let parity = if ones % 2 == 0 { "even" } else { "odd" };
            let s = if ones == 1 { "" } else { "s" };
            format!("{ones} heap{s} of 1 ({parity})")
        }
        Rule::NimSum(x) => format!("nim-sum {x}"),
    }
}

/// The two lines of the game `heaps` labelled `label` ([`explain`]).
///
/// # Complexity
/// Linear in the heaps.
///
/// # Example
/// ```
/// let text = kit::explain::misere_nim::game_text("test 1", &[1, 1], false);
/// assert_eq!(
///     text,
///     "test 1: heaps 1, 1: no heap has 2 or more, so the player to move wins iff the number \
///      of heaps of 1 is even: 2\n  the player to move wins, e.g. heap 1: 1 → 0 leaves 1 heap \
///      of 1 (odd)\n"
/// );
/// ```
pub fn game_text(label: &str, heaps: &[u64], every: bool) -> String {
    let label = if label.is_empty() { String::new() } else { format!("{label}: ") };
    let shown: Vec<String> = heaps.iter().map(u64::to_string).collect();
    let first = match rule(heaps) {
        Rule::Ones(ones) => format!(
            "no heap has 2 or more, so the player to move wins iff the number of heaps of 1 is \
             even: {ones}"
        ),
        Rule::NimSum(x) => {
            format!("some heap has 2 or more, so the normal-play nim-sum decides: {x}")
        }
    };
    let second = match verdict(heaps, every) {
        Verdict::Wins(moves) if moves.is_empty() => {
            "no stone is left: the opponent took the last one, and the player to move has won"
                .to_string()
        }
        Verdict::Wins(moves) => {
            let leaves = looks(&after(heaps, moves[0]));
            let written: Vec<String> =
                moves.iter().take(SHOWN_MOVES).map(|&m| take_text(heaps, m)).collect();
            let more = moves.len().saturating_sub(SHOWN_MOVES);
            let more = if more > 0 { format!(" … and {more} more") } else { String::new() };
            if every {
                format!(
                    "the player to move wins; every winning move: {}{more}, each leaving {leaves}",
                    written.join(", ")
                )
            } else {
                format!("the player to move wins, e.g. {} leaves {leaves}", written[0])
            }
        }
        Verdict::Loses { example, reply } => {
            let moved = after(heaps, example);
            let answer = match reply {
                Some(reply) => format!(
                    ", answered by {} leaving {}",
                    take_text(&moved, reply),
                    looks(&after(&moved, reply))
                ),
                None => String::new(),
            };
            format!(
                "the player to move loses: e.g. {} leaves {}{answer}",
                take_text(heaps, example),
                looks(&moved)
            )
        }
    };
    let heaps_word = if heaps.len() == 1 { "heap" } else { "heaps" };
    format!("{label}{heaps_word} {}: {first}\n  {second}\n", shown.join(", "))
}

/// A problem of the misère Nim family: its input as games of Nim (heap sizes, zeros allowed),
/// and which of them the naive reference's answer says the player to move wins.
///
/// # Example
/// [`MisereNimPerTest`] problems are [`MisereNimGames`]; see [`explain`].
pub trait MisereNimGames: Judged {
    /// What a game is called (`test`, `case`, `position`); empty for a one-game input.
    const LABEL: &'static str;
    /// Whether the answer lists every winning move (the explanation then lists them all).
    const EVERY_WINNING_MOVE: bool = false;

    /// Each game's heaps, in the input's order.
    fn games(input: &Self::Input) -> Vec<Vec<u64>>;

    /// For each game, whether the player to move wins, as `answer` (naive's) says.
    fn first_wins(answer: &Self::Answer) -> Vec<bool>;
}

/// A [`FirstWinsPerTest`] problem whose tests are games of misère Nim on their integers.
pub trait MisereNimPerTest: FirstWinsPerTest {}

/// The tests are the games; the answer is whether the player to move wins each.
impl<R: MisereNimPerTest> MisereNimGames for PerTest<R> {
    const LABEL: &'static str = "test";

    fn games(tests: &Vec<Vec<u64>>) -> Vec<Vec<u64>> {
        tests.clone()
    }

    fn first_wins(answer: &Vec<bool>) -> Vec<bool> {
        answer.clone()
    }
}

/// The label of game `i` (0-based): `test 2`, or nothing for a one-game input.
fn label<P: MisereNimGames>(i: usize) -> String {
    if P::LABEL.is_empty() { String::new() } else { format!("{} {}", P::LABEL, i + 1) }
}

/// The explanation of `input`: each game's two lines ([`game_text`]), as many as fit in
/// [`MAX_LINES`], then how many were left out; `None` beyond the naive reference's reach.
///
/// # Complexity
/// One run of naive, and linear in the heaps explained.
///
/// # Example
/// ```
/// use kit::explain::misere_nim::MisereNimPerTest;
/// use kit::judged::Judged;
/// use kit::shapes::{FirstWinsPerTest, PerTest};
/// # use kit::validate::TestLists;
///
/// struct Misere;
/// impl FirstWinsPerTest for Misere {
/// #     fn shape() -> TestLists {
/// #         TestLists { t_max: 9, n_max: 9, sum_n_max: None, lo: 1, hi: 9, value: "s" }
/// #     }
/// #     const WORDS: [&'static str; 2] = ["First", "Second"];
/// #     fn generate(seed: u64) -> Vec<Vec<u64>> { vec![vec![seed % 9 + 1, 3]] }
/// #     fn naive(tests: &[Vec<u64>]) -> Option<Vec<bool>> { Some(Self::second(tests)) }
/// #     fn second(tests: &[Vec<u64>]) -> Vec<bool> {
/// #         tests.iter().map(|h| !kit::explain::misere_nim::lost(h)).collect()
/// #     }
///     // … shape, words, generator and references …
///     const EXPLAIN: kit::judged::Explain<Vec<Vec<u64>>> =
///         Some(kit::explain::misere_nim::explain::<PerTest<Self>>);
/// }
/// impl MisereNimPerTest for Misere {}
///
/// let text = PerTest::<Misere>::explain(&vec![vec![2, 1, 3], vec![1]]).unwrap();
/// assert!(text.starts_with("test 1: heaps 2, 1, 3: some heap has 2 or more"));
/// assert!(text.contains("answered by heap 3: 3 → 1 leaving 3 heaps of 1 (odd)\n"));
/// assert!(text.ends_with("e.g. heap 1: 1 → 0 leaves no stone, so the one who took the last stone lost\n"));
/// ```
pub fn explain<P: MisereNimGames>(input: &P::Input) -> Option<String> {
    P::naive(input)?;
    let games = P::games(input);
    let shown = shown(games.len());
    let mut text: String =
        (0..shown).map(|i| game_text(&label::<P>(i), &games[i], P::EVERY_WINNING_MOVE)).collect();
    if shown < games.len() {
        text += &format!("(… {} more not explained)\n", games.len() - shown);
    }
    debug_assert!(text.lines().count() <= MAX_LINES);
    Some(text)
}

#[cfg(test)]
mod tests {
    use cgt::{Outcome, OutcomeMemo, Play};

    use super::check::all_moves;
    use super::*;
    use crate::heaps::{TakeAway, position};

    /// Every game of up to 4 heaps up to 5: the rule is the game's, and its moves win.
    #[test]
    fn the_rule_and_its_moves_hold_by_search() {
        let mut search = OutcomeMemo::new(TakeAway::NIM, Play::Misere);
        for code in 0..6u64.pow(4) {
            let heaps: Vec<u64> = (0..4).map(|i| code / 6u64.pow(i) % 6).collect();
            let by_search = search.outcome(&position(heaps.clone())) == Outcome::P;
            assert_eq!(lost(&heaps), by_search, "{heaps:?}");
            let winning: Vec<Take> = all_moves(&heaps)
                .filter(|&m| search.outcome(&position(after(&heaps, m))) == Outcome::P)
                .collect();
            assert_eq!(winning_moves(&heaps), winning, "{heaps:?}");
        }
    }

    #[test]
    fn a_lost_game_of_ones_is_explained_by_its_parity() {
        assert_eq!(
            game_text("", &[1, 1, 1], false),
            "heaps 1, 1, 1: no heap has 2 or more, so the player to move wins iff the number of \
             heaps of 1 is even: 3\n  the player to move loses: e.g. heap 1: 1 → 0 leaves 2 \
             heaps of 1 (even), answered by heap 2: 1 → 0 leaving 1 heap of 1 (odd)\n"
        );
        assert_eq!(
            game_text("", &[4, 1], true).lines().nth(1).unwrap(),
            "  the player to move wins; every winning move: heap 1: 4 → 0, each leaving 1 heap \
             of 1 (odd)"
        );
    }
}
