//! The coach's theory agrees with the engine on every small position of every ruleset, and
//! each ruleset's notation names its moves apart.

use cgt::{Outcome, Play};

use crate::play::engine::{Engine, Ruleset, Side};
use crate::play::knights::{Knights, Rule};
use crate::play::nim::Nim;
use crate::play::octal::Octal;
use crate::play::subtraction::Subtraction;

/// Every row of one to three heaps in non-decreasing order with at most `total` counters.
fn rows(total: u32) -> Vec<Vec<u32>> {
    let mut all: Vec<Vec<u32>> = (0..=total).map(|h| vec![h]).collect();
    for _ in 0..2 {
        let longer: Vec<Vec<u32>> = all
            .iter()
            .flat_map(|row| {
                (row[row.len() - 1]..=total).map(move |h| [row.clone(), vec![h]].concat())
            })
            .filter(|row| row.iter().sum::<u32>() <= total)
            .collect();
        all.extend(longer);
    }
    all.sort();
    all.dedup();
    all
}

/// On every position, and on each of its options: the theory's outcome, where it has one,
/// is the engine's, and its statistic is said. Returns how many outcomes the theory gave.
fn coached<R: Ruleset>(ruleset: R, positions: &[R::Position]) -> usize
where
    R::Position: std::fmt::Debug,
{
    let mut engine = Engine::new(ruleset);
    let mut decided = 0;
    for position in positions {
        let mut all = vec![position.clone()];
        let choices = engine.choices(position, Side::Left).unwrap();
        all.extend(choices.into_iter().map(|c| c.position));
        for position in &all {
            let theory = engine.ruleset().theory(position, Side::Left);
            let value = engine.solve(position, Side::Left).unwrap();
            assert!(!theory.why.is_empty());
            if let Some(outcome) = theory.outcome {
                assert_eq!(outcome, value.outcome, "{position:?}: {}", theory.why);
                decided += 1;
            }
        }
    }
    decided
}

/// Moves from a position written the same way lead to the same game (two knights on one
/// square), so a notation names one option.
fn named_apart<R: Ruleset>(ruleset: &R, positions: &[R::Position])
where
    R::Position: std::fmt::Debug,
{
    for position in positions {
        let moves = ruleset.moves(position, Side::Left);
        let named: Vec<(String, R::Position)> = moves
            .into_iter()
            .map(|(mv, next)| (ruleset.notation(position, &mv), ruleset.canonical(next)))
            .collect();
        for (name, next) in &named {
            let same = named.iter().filter(|(other, _)| other == name);
            assert!(same.clone().all(|(_, p)| p == next), "{position:?}: {name}");
        }
    }
}

#[test]
fn the_heap_games_theory_is_the_engines() {
    let positions = rows(12);
    let all = positions.len() * 2;
    assert!(coached(Nim::new(Play::Normal), &positions) > all);
    assert!(coached(Nim::new(Play::Misere), &positions) > all);
    assert!(coached(Subtraction::parse("1,3,4").unwrap(), &positions) > all);
    for code in ["0.77", "0.07", "grundy"] {
        assert!(coached(Octal::parse(code, Play::Normal).unwrap(), &positions) > all);
    }
    named_apart(&Nim::new(Play::Normal), &positions);
    named_apart(&Octal::parse("0.137", Play::Normal).unwrap(), &positions);
}

#[test]
fn the_misere_octal_theory_is_the_engines_where_it_decides() {
    let positions = rows(12);
    // Dawson's Kayles is tame up to heap 9 (heap 10 is restless); 0.312's heap 4 is restless.
    let dawson = coached(Octal::parse("0.07", Play::Misere).unwrap(), &positions);
    let restless = coached(Octal::parse("0.312", Play::Misere).unwrap(), &positions);
    assert!(dawson > positions.len(), "{dawson}");
    assert!(restless < dawson, "{restless} {dawson}");
}

#[test]
fn the_knights_theory_is_the_engines() {
    for rule in [Rule::Sum, Rule::Selective, Rule::SomeNotAll, Rule::Conjunctive] {
        for board in ["5x5", "6x3"] {
            let game = Knights::parse(board, rule).unwrap();
            let (w, h) = crate::pictures::grid::board(board).unwrap();
            let squares: Vec<(u64, u64)> =
                (1..=w).flat_map(|x| (1..=h).map(move |y| (x, y))).collect();
            let pairs = squares.iter().flat_map(|&a| squares.iter().map(move |&b| vec![a, b]));
            let threes = squares.iter().take(6).map(|&a| vec![a, (w, h), (w, 1)]);
            let positions: Vec<Vec<(u64, u64)>> = pairs.chain(threes).collect();
            assert!(coached(Knights::parse(board, rule).unwrap(), &positions) > positions.len());
            named_apart(&game, &positions);
        }
    }
}

#[test]
fn a_terminal_position_is_lost_under_normal_play_and_won_under_misere_play() {
    let mut normal = Engine::new(Nim::new(Play::Normal));
    let mut misere = Engine::new(Nim::new(Play::Misere));
    assert_eq!(normal.solve(&vec![0, 0], Side::Left).unwrap().outcome, Outcome::P);
    assert_eq!(misere.solve(&vec![0, 0], Side::Left).unwrap().outcome, Outcome::N);
    assert_eq!(misere.solve(&vec![1], Side::Left).unwrap().remoteness, 1);
}
