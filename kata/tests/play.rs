//! The engine of `cargo kata play` against the lib's theory on every small position of each
//! ruleset (won iff the theory says N), and its play: from every won small position it wins
//! against every defence, hurrying; from every lost one it plays the slowest loss.

use cgt::impartial::knight;
use cgt::{
    MisereGrundyMemo, Nimber, OctalCode, Outcome, Play, SubtractionGame, TakeBreak,
    conjunctive_outcome, misere_outcome, nim_sum, selective_outcome, some_but_not_all_outcome,
};
use kata::play::engine::{Engine, Ruleset, Side, Value, best_choice};
use kata::play::knights::{Knights, Rule, Square};
use kata::play::nim::Nim;
use kata::play::octal::Octal;
use kata::play::subtraction::Subtraction;

/// Every row of `count` heaps, each at most `max`, in non-decreasing order.
fn rows(count: usize, max: u32) -> Vec<Vec<u32>> {
    let mut all = vec![Vec::new()];
    for _ in 0..count {
        let longer = all.iter().flat_map(|row: &Vec<u32>| {
            let low = row.last().copied().unwrap_or(0);
            (low..=max).map(move |h| [row.clone(), vec![h]].concat())
        });
        all = longer.collect();
    }
    all
}

/// Every row of one or two heaps with at most `total` counters.
fn small_rows(total: u32) -> Vec<Vec<u32>> {
    let pairs = rows(2, total).into_iter().filter(|r| r.iter().sum::<u32>() <= total);
    (0..=total).map(|h| vec![h]).chain(pairs).collect()
}

/// Every placement of `count` knights on the `w`×`h` board, as non-decreasing lists.
fn placements(w: u64, h: u64, count: usize) -> Vec<Vec<Square>> {
    let squares: Vec<Square> = (1..=w).flat_map(|x| (1..=h).map(move |y| (x, y))).collect();
    let mut all = vec![Vec::new()];
    for _ in 0..count {
        let longer = all.iter().flat_map(|row: &Vec<Square>| {
            let from = row.last().map_or(0, |last| squares.iter().position(|s| s == last).unwrap());
            squares[from..].iter().map(move |&s| [row.clone(), vec![s]].concat())
        });
        all = longer.collect();
    }
    all
}

/// Checks the engine's outcome for the player to move on every position against `theory`,
/// and returns how many positions were checked.
fn agrees<R: Ruleset>(
    ruleset: R,
    positions: &[R::Position],
    mut theory: impl FnMut(&R::Position) -> Outcome,
) -> usize
where
    R::Position: std::fmt::Debug,
{
    let mut engine = Engine::new(ruleset);
    for position in positions {
        let value = engine.solve(position, Side::Left).unwrap();
        assert_eq!(value.outcome, theory(position), "{position:?}: {value:?}");
    }
    positions.len()
}

#[test]
fn nim_is_won_iff_the_nim_sum_is_not_zero() {
    let positions = rows(3, 7);
    let checked = agrees(Nim::new(Play::Normal), &positions, |heaps| {
        Outcome::from_grundy(nim_sum(heaps.iter().map(|&h| Nimber::from(h))))
    });
    assert_eq!(checked, 120);
}

#[test]
fn misere_nim_follows_the_misere_rule() {
    let positions: Vec<Vec<u32>> = rows(3, 7).into_iter().chain(rows(4, 3)).collect();
    agrees(Nim::new(Play::Misere), &positions, |heaps| {
        misere_outcome(&heaps.iter().map(|&h| u64::from(h)).collect::<Vec<_>>())
    });
}

#[test]
fn subtraction_games_follow_the_grundy_values_to_30() {
    for set in ["1,3,4", "2,5,8", "1,2", "3,4,9"] {
        let amounts: Vec<u64> = set.split(',').map(|m| m.parse().unwrap()).collect();
        let grundy = SubtractionGame::new(&amounts).grundy_table(30);
        let positions = small_rows(30);
        agrees(Subtraction::parse(set).unwrap(), &positions, |heaps| {
            Outcome::from_grundy(nim_sum(heaps.iter().map(|&h| grundy[h as usize])))
        });
    }
}

#[test]
fn octal_games_follow_the_nim_sequence_to_30() {
    for code in ["0.77", "0.07", "0.137", "4.07", "grundy"] {
        let game = if code == "grundy" {
            TakeBreak::grundys_game()
        } else {
            TakeBreak::octal(&code.parse::<OctalCode>().unwrap())
        };
        let sequence = game.naive_sequence(31);
        let positions: Vec<Vec<u32>> =
            small_rows(20).into_iter().chain((21..=30).map(|h| vec![h])).collect();
        agrees(Octal::parse(code, Play::Normal).unwrap(), &positions, |heaps| {
            Outcome::from_grundy(nim_sum(heaps.iter().map(|&h| Nimber::from(sequence[h as usize]))))
        });
    }
}

#[test]
fn misere_octal_games_follow_the_misere_grundy_values() {
    for code in ["0.77", "0.07", "0.137", "grundy"] {
        let game = if code == "grundy" {
            TakeBreak::grundys_game()
        } else {
            TakeBreak::octal(&code.parse::<OctalCode>().unwrap())
        };
        let mut misere = MisereGrundyMemo::new(game);
        agrees(Octal::parse(code, Play::Misere).unwrap(), &small_rows(16), |heaps| {
            let mut sorted: Vec<usize> =
                heaps.iter().filter(|&&h| h > 0).map(|&h| h as usize).collect();
            sorted.sort_unstable();
            misere.outcome(&sorted)
        });
    }
}

/// The compound theorem of `rule` on knights of the `n`×`n` board, by the lib's closed forms.
fn knights_theory(rule: Rule, n: u64, knights: &[Square]) -> Outcome {
    let grundy = knights.iter().map(|&(x, y)| knight::grundy(n, x, y));
    match rule {
        Rule::Sum => Outcome::from_grundy(nim_sum(grundy)),
        Rule::Selective => selective_outcome(grundy.map(Outcome::from_grundy)),
        Rule::SomeNotAll => some_but_not_all_outcome(grundy),
        Rule::Conjunctive => {
            conjunctive_outcome(knights.iter().map(|&(x, y)| knight::remoteness(n, x, y)))
        }
    }
}

#[test]
fn knights_follow_the_compound_rules_on_boards_to_6x6() {
    let mut checked = 0;
    for rule in [Rule::Sum, Rule::Selective, Rule::SomeNotAll, Rule::Conjunctive] {
        for n in 1..=6u64 {
            let mut positions = placements(n, n, 1);
            positions.extend(placements(n, n, 2));
            if n <= 4 {
                positions.extend(placements(n, n, 3));
            }
            let game = Knights::parse(&format!("{n}x{n}"), rule).unwrap();
            checked += agrees(game, &positions, |knights| knights_theory(rule, n, knights));
        }
    }
    assert!(checked > 4 * 700, "{checked}");
}

/// The value of `position` by plain recursion from the definition: no canonical forms, no
/// memo, nothing shared with the engine but the moves.
fn naive<R: Ruleset>(ruleset: &R, position: &R::Position, side: Side) -> Value {
    let options: Vec<Value> = ruleset
        .moves(position, side)
        .iter()
        .map(|(_, next)| naive(ruleset, next, side.other()))
        .collect();
    let to_lost = options.iter().filter(|v| v.outcome == Outcome::P).map(|v| v.remoteness);
    let (outcome, remoteness) = match (to_lost.min(), options.iter().map(|v| v.remoteness).max()) {
        (Some(fastest), _) => (Outcome::N, fastest + 1),
        (None, Some(slowest)) => (Outcome::P, slowest + 1),
        (None, None) => (ruleset.play().terminal_outcome(), 0),
    };
    Value { outcome, remoteness }
}

/// The engine, to move at `position`, a won position, wins against every reply, and every
/// move it makes is a fastest win (the remoteness falls by one a move, to the end).
fn wins_against_everything<R: Ruleset>(engine: &mut Engine<R>, position: &R::Position, depth: u32)
where
    R::Position: std::fmt::Debug,
{
    let value = engine.solve(position, Side::Left).unwrap();
    assert_eq!((value.outcome, value.remoteness), (Outcome::N, depth), "{position:?}");
    let choices = engine.choices(position, Side::Left).unwrap();
    let values: Vec<Value> = choices.iter().map(|c| c.value).collect();
    let Some(best) = best_choice(&values) else {
        // Misère play: the engine cannot move, and so wins.
        assert_eq!((engine.ruleset().play(), depth), (Play::Misere, 0), "{position:?}");
        return;
    };
    let chosen = &choices[best];
    assert_eq!(chosen.value.outcome, Outcome::P, "{position:?}: the engine's move loses");
    assert_eq!(chosen.value.remoteness + 1, depth, "{position:?}: not the fastest win");
    for reply in engine.choices(&chosen.position, Side::Right).unwrap() {
        wins_against_everything(engine, &reply.position, reply.value.remoteness);
    }
    if engine.ruleset().moves(&chosen.position, Side::Right).is_empty() {
        assert_eq!(depth, 1, "{position:?}: the game ends with the engine's move");
    }
}

/// On every position: the engine's values equal plain recursion's, for the position and each
/// option; its move from a won position is a fastest win, and it wins against every defence;
/// from a lost position its move has the largest remoteness. Returns the won positions.
fn plays_perfectly<R: Ruleset>(ruleset: R, positions: &[R::Position]) -> usize
where
    R::Position: std::fmt::Debug,
{
    let mut engine = Engine::new(ruleset);
    let mut won = 0;
    for position in positions {
        let value = engine.solve(position, Side::Left).unwrap();
        assert_eq!(value, naive(engine.ruleset(), position, Side::Left), "{position:?}");
        let choices = engine.choices(position, Side::Left).unwrap();
        let values: Vec<Value> = choices.iter().map(|c| c.value).collect();
        for choice in &choices {
            assert_eq!(choice.value, naive(engine.ruleset(), &choice.position, Side::Right));
        }
        let Some(best) = best_choice(&values) else { continue };
        let chosen = values[best];
        if value.outcome == Outcome::N {
            won += 1;
            let fastest =
                values.iter().filter(|v| v.outcome == Outcome::P).map(|v| v.remoteness).min();
            assert_eq!(
                (chosen.outcome, Some(chosen.remoteness)),
                (Outcome::P, fastest),
                "{position:?}"
            );
            wins_against_everything(&mut engine, position, value.remoteness);
        } else {
            let slowest = values.iter().map(|v| v.remoteness).max().unwrap();
            assert_eq!(chosen.remoteness, slowest, "{position:?}: not the slowest loss");
            assert_eq!(chosen.remoteness + 1, value.remoteness, "{position:?}");
        }
    }
    assert!(won > 0 && won < positions.len(), "both won and lost positions: {won}");
    won
}

#[test]
fn the_engine_plays_heap_games_perfectly() {
    plays_perfectly(Nim::new(Play::Normal), &rows(3, 4));
    plays_perfectly(Nim::new(Play::Misere), &rows(3, 4));
    plays_perfectly(Subtraction::parse("1,3,4").unwrap(), &small_rows(12));
    plays_perfectly(Octal::parse("0.77", Play::Normal).unwrap(), &small_rows(8));
    plays_perfectly(Octal::parse("0.07", Play::Misere).unwrap(), &small_rows(8));
    plays_perfectly(Octal::parse("grundy", Play::Normal).unwrap(), &small_rows(10));
}

#[test]
fn the_engine_plays_knights_perfectly() {
    for rule in [Rule::Sum, Rule::Selective, Rule::SomeNotAll, Rule::Conjunctive] {
        let mut positions = placements(5, 5, 1);
        positions.extend(placements(5, 5, 2));
        positions.extend(placements(3, 3, 3));
        plays_perfectly(Knights::parse("5x5", rule).unwrap(), &positions);
        plays_perfectly(Knights::parse("4x6", rule).unwrap(), &placements(4, 6, 2));
    }
}
