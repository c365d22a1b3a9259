//! The law of the misère Nim family: every verdict and move an explanation writes, held to
//! misère game-tree search of the whole game.

use cgt::{Outcome, OutcomeMemo, Play};

use super::{MisereNimGames, SHOWN_MOVES, Take, Verdict, after, explain, take_text, verdict};
use crate::explain::{MAX_LINES, shown};
use crate::heaps::{TakeAway, position};
use crate::judged::large;
use crate::laws::FEW_SEEDS;

/// Every move of `heaps`: each heap cut to each smaller size.
pub(super) fn all_moves(heaps: &[u64]) -> impl Iterator<Item = Take> + '_ {
    (0..heaps.len()).flat_map(move |heap| (0..heaps[heap]).map(move |to| Take { heap, to }))
}

/// The law of the family, on the generated inputs of [`FEW_SEEDS`] that are not [`large`] and
/// that naive reaches (at least one must), for each game explained, by misère game-tree
/// search of the whole game (the definition, not the rule the text states):
///
/// - the verdict is naive's, and the rule named and its number (the heaps of 1, or the nim-sum
///   computed here) are the game's;
/// - each winning move written leaves a game the opponent loses, and with every winning move
///   asked for, every other move leaves one the opponent wins; for a lost game, the example
///   move leaves a game the opponent wins and the reply one the player to move wins;
/// - each move is written on the game's second line.
///
/// # Panics
/// Naming the seed, the game and the fact that fails.
///
/// # Complexity
/// Per seed: naive, the explanation and the searches of each game and move (memoised).
///
/// # Example
/// See the misère Nim problems' tests (`tests/judged.rs` of `hr-misere-nim`).
pub fn misere_nim_is_explained<P: MisereNimGames>() {
    let mut search = OutcomeMemo::new(TakeAway::NIM, Play::Misere);
    let mut lost_by_search =
        |heaps: &[u64]| search.outcome(&position(heaps.to_vec())) == Outcome::P;
    let mut explained = 0;
    for seed in FEW_SEEDS.filter(|&seed| !large(seed)) {
        let input = P::generate(seed);
        let Some(answer) = P::naive(&input) else { continue };
        let first_wins = P::first_wins(&answer);
        let games = P::games(&input);
        assert_eq!(first_wins.len(), games.len(), "generate({seed}): one verdict per game");
        let text = explain::<P>(&input).expect("naive reaches it");
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines.len() <= MAX_LINES, "generate({seed}): {} lines", lines.len());
        for (i, heaps) in games.iter().enumerate().take(shown(games.len())) {
            let what = format!("generate({seed}), game {} {heaps:?}", i + 1);
            let [first, second] = [lines[2 * i], lines[2 * i + 1]];
            let wins = !lost_by_search(heaps);
            assert_eq!(wins, first_wins[i], "{what}: search and naive disagree");
            assert_eq!(second.contains("player to move wins"), wins, "{what}: {second:?}");
            let number = if heaps.iter().all(|&h| h <= 1) {
                assert!(first.contains("no heap has 2 or more"), "{what}: the rule in {first:?}");
                heaps.iter().filter(|&&h| h == 1).count() as u64
            } else {
                assert!(first.contains("nim-sum decides"), "{what}: the rule in {first:?}");
                heaps.iter().fold(0, |x, &h| x ^ h)
            };
            assert!(first.ends_with(&format!(": {number}")), "{what}: {number} in {first:?}");
            match verdict(heaps, P::EVERY_WINNING_MOVE) {
                Verdict::Wins(moves) => {
                    for &m in &moves {
                        assert!(lost_by_search(&after(heaps, m)), "{what}: {m:?} does not win");
                    }
                    for &m in moves.iter().take(SHOWN_MOVES) {
                        let written = take_text(heaps, m);
                        assert!(second.contains(&written), "{what}: {written:?} not written");
                    }
                    if P::EVERY_WINNING_MOVE {
                        for m in all_moves(heaps) {
                            let wins = lost_by_search(&after(heaps, m));
                            assert_eq!(moves.contains(&m), wins, "{what}: {m:?} listed iff wins");
                        }
                    }
                }
                Verdict::Loses { example, reply } => {
                    let moved = after(heaps, example);
                    assert!(!lost_by_search(&moved), "{what}: {example:?} wins");
                    assert!(second.contains(&take_text(heaps, example)), "{what}: {second:?}");
                    if let Some(reply) = reply {
                        let back = after(&moved, reply);
                        assert!(lost_by_search(&back), "{what}: the reply {reply:?} loses");
                        let written = take_text(&moved, reply);
                        assert!(second.contains(&written), "{what}: {written:?} not written");
                    } else {
                        assert!(moved.iter().all(|&h| h == 0), "{what}: a reply is missing");
                    }
                }
            }
        }
        explained += 1;
    }
    assert!(explained > 0, "naive reaches no generated input: nothing was explained");
}
