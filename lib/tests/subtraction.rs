//! Tests for `cgt::subtraction`: tables against game-tree search, periodic
//! forms against long tables, and published values.

use std::collections::HashMap;

mod common;

use cgt::{Outcome, Play, SubtractionGame};
use common::naive_period;
use proptest::prelude::*;

/// Grundy value of a heap by game-tree search with a memo.
fn naive_grundy(moves: &[u64], heap: u64, memo: &mut HashMap<u64, u32>) -> u32 {
    if let Some(&g) = memo.get(&heap) {
        return g;
    }
    let values: Vec<u32> = moves
        .iter()
        .filter(|&&s| s <= heap)
        .map(|&s| naive_grundy(moves, heap - s, memo))
        .collect();
    let g = (0..).find(|k| !values.contains(k)).unwrap();
    memo.insert(heap, g);
    g
}

/// Outcome of a heap by game-tree search with a memo.
fn naive_outcome(
    moves: &[u64],
    play: Play,
    heap: u64,
    memo: &mut HashMap<u64, Outcome>,
) -> Outcome {
    if let Some(&o) = memo.get(&heap) {
        return o;
    }
    let options: Vec<Outcome> = moves
        .iter()
        .filter(|&&s| s <= heap)
        .map(|&s| naive_outcome(moves, play, heap - s, memo))
        .collect();
    let o = match (options.is_empty(), play) {
        (true, Play::Normal) => Outcome::P,
        (true, Play::Misere) => Outcome::N,
        (false, _) if options.contains(&Outcome::P) => Outcome::N,
        (false, _) => Outcome::P,
    };
    memo.insert(heap, o);
    o
}

fn subtraction_set() -> impl Strategy<Value = Vec<u64>> {
    prop::collection::vec(1u64..9, 1..5)
}

fn play() -> impl Strategy<Value = Play> {
    prop_oneof![Just(Play::Normal), Just(Play::Misere)]
}

/// Losing positions (normal play) among heaps `1..=max_n`.
fn long_long_nim(max_n: u64, moves: &[u64]) -> u64 {
    SubtractionGame::new(moves).outcome_periodic(Play::Normal).count(max_n + 1, &Outcome::P) - 1
}

#[test]
fn new_sorts_and_dedups() {
    assert_eq!(SubtractionGame::new(&[5, 1, 5, 3]).moves(), [1, 3, 5]);
}

#[test]
#[should_panic(expected = "non-empty")]
fn new_rejects_empty_set() {
    SubtractionGame::new(&[]);
}

#[test]
#[should_panic(expected = "positive")]
fn new_rejects_zero() {
    SubtractionGame::new(&[2, 0]);
}

#[test]
fn set_1_3_4_published_values() {
    let game = SubtractionGame::new(&[1, 3, 4]);
    let grundy = game.grundy_periodic();
    assert_eq!((grundy.preperiod(), grundy.period()), (0, 7));
    assert_eq!(grundy.prefix(), [0, 1, 0, 1, 2, 3, 2]);
    let outcomes = game.outcome_periodic(Play::Normal);
    for n in (0..1000).chain(u64::MAX - 1000..=u64::MAX) {
        let p_position = matches!(n % 7, 0 | 2);
        assert_eq!(outcomes.at(n) == Outcome::P, p_position, "heap {n}");
    }
}

#[test]
fn set_2_5_8_published_values() {
    let game = SubtractionGame::new(&[2, 5, 8]);
    let grundy = game.grundy_periodic();
    assert_eq!((grundy.preperiod(), grundy.period()), (0, 10));
    assert_eq!(grundy.prefix(), [0, 0, 1, 1, 0, 2, 1, 0, 2, 1]);
    let outcomes = game.outcome_periodic(Play::Normal);
    for n in (0..1000).chain(u64::MAX - 1000..=u64::MAX) {
        let p_position = matches!(n % 10, 0 | 1 | 4 | 7);
        assert_eq!(outcomes.at(n) == Outcome::P, p_position, "heap {n}");
    }
}

#[test]
fn long_long_nim_published_values() {
    assert_eq!(long_long_nim(20, &[1, 2, 3]), 5);
    assert_eq!(long_long_nim(999, &[1]), 499);
    assert_eq!(long_long_nim(1_000_000_000, &[1, 2]), 333_333_333);
    assert_eq!(long_long_nim(6543, &[2, 4, 7, 11, 20]), 1637);
}

#[test]
fn long_long_nim_small_cases_by_table() {
    for (max_n, moves) in [(20, &[1, 2, 3][..]), (999, &[1]), (6543, &[2, 4, 7, 11, 20])] {
        let table = SubtractionGame::new(moves).outcome_table(max_n, Play::Normal);
        let naive = table[1..].iter().filter(|&&o| o == Outcome::P).count() as u64;
        assert_eq!(long_long_nim(max_n as u64, moves), naive);
    }
}

/// Published: preperiod 34483, period 44174.
#[test]
fn set_1_34_92_93_long_period() {
    let game = SubtractionGame::new(&[1, 34, 92, 93]);
    let grundy = game.grundy_periodic();
    assert_eq!((grundy.preperiod(), grundy.period()), (34483, 44174));
    let table = game.grundy_table(34483 + 2 * 44174 + 100);
    for (n, &g) in table.iter().enumerate() {
        assert_eq!(grundy.at(n as u64), g, "heap {n}");
    }
    // Minimality, checked on the table.
    assert_ne!(table[34482], table[34482 + 44174]);
}

proptest! {
    #[test]
    fn grundy_table_matches_search(moves in subtraction_set(), n in 0usize..60) {
        let mut memo = HashMap::new();
        let naive: Vec<u32> = (0..=n as u64).map(|h| naive_grundy(&moves, h, &mut memo)).collect();
        prop_assert_eq!(SubtractionGame::new(&moves).grundy_table(n), naive);
    }

    #[test]
    fn outcome_table_matches_search(moves in subtraction_set(), n in 0usize..60, play in play()) {
        let mut memo = HashMap::new();
        let naive: Vec<Outcome> = (0..=n as u64).map(|h| naive_outcome(&moves, play, h, &mut memo)).collect();
        prop_assert_eq!(SubtractionGame::new(&moves).outcome_table(n, play), naive);
    }

    #[test]
    fn normal_outcomes_follow_grundy_values(moves in subtraction_set(), n in 0usize..60) {
        let game = SubtractionGame::new(&moves);
        let from_grundy: Vec<Outcome> = game.grundy_table(n).into_iter().map(Outcome::from_grundy).collect();
        prop_assert_eq!(game.outcome_table(n, Play::Normal), from_grundy);
    }

    #[test]
    fn grundy_periodic_matches_long_table(moves in subtraction_set()) {
        let game = SubtractionGame::new(&moves);
        let table = game.grundy_table(3000);
        let periodic = game.grundy_periodic();
        prop_assert_eq!(Some((periodic.preperiod(), periodic.period())), naive_period(&table));
        for (n, &g) in table.iter().enumerate() {
            prop_assert_eq!(periodic.at(n as u64), g);
        }
    }

    #[test]
    fn outcome_periodic_matches_long_table(moves in subtraction_set(), play in play()) {
        let game = SubtractionGame::new(&moves);
        let table = game.outcome_table(3000, play);
        let periodic = game.outcome_periodic(play);
        prop_assert_eq!(Some((periodic.preperiod(), periodic.period())), naive_period(&table));
        for (n, &o) in table.iter().enumerate() {
            prop_assert_eq!(periodic.at(n as u64), o);
        }
    }
}

/// Winning moves of a sum of heaps by game-tree search over the whole tuple: the moves to
/// positions the search finds lost for the player to move.
fn naive_winning_moves(moves: &[u64], heaps: &[u64]) -> Vec<(usize, u64)> {
    struct Sum<'a>(&'a [u64]);
    impl cgt::Impartial for Sum<'_> {
        type Position = Vec<u64>;
        fn options(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
            let mut options = Vec::new();
            for i in 0..heaps.len() {
                for &take in self.0.iter().filter(|&&take| take <= heaps[i]) {
                    let mut next = heaps.clone();
                    next[i] -= take;
                    options.push(next);
                }
            }
            options
        }
    }
    let mut memo = cgt::OutcomeMemo::new(Sum(moves), Play::Normal);
    let mut winning = Vec::new();
    for i in 0..heaps.len() {
        let mut sorted: Vec<u64> = moves.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        for &take in sorted.iter().filter(|&&take| take <= heaps[i]) {
            let mut next = heaps.to_vec();
            next[i] -= take;
            if memo.outcome(&next) == Outcome::P {
                winning.push((i, take));
            }
        }
    }
    winning
}

proptest! {
    #[test]
    fn winning_moves_match_search(
        moves in subtraction_set(),
        heaps in prop::collection::vec(0u64..13, 1..4),
    ) {
        let game = SubtractionGame::new(&moves);
        let grundy = game.grundy_periodic();
        prop_assert_eq!(game.winning_moves(&grundy, &heaps), naive_winning_moves(&moves, &heaps));
    }
}
