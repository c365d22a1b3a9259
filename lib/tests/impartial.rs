//! Tests for `cgt::impartial`: memoised evaluation against plain recursion,
//! deep games, and the Sprague–Grundy theorem on sums of subtraction games.

mod common;
use common::{Chain, Loop};

use std::collections::HashMap;

use cgt::{
    GrundyMemo, Impartial, Nimber, Outcome, OutcomeMemo, Play, SubtractionGame, mex, nim_sum,
};
use proptest::prelude::*;

/// A game on an explicit acyclic graph: position `v` moves to `options[v]`,
/// all smaller than `v`.
#[derive(Clone, Debug)]
struct Dag {
    options: Vec<Vec<usize>>,
}

impl Impartial for Dag {
    type Position = usize;
    fn options(&self, &position: &usize) -> Vec<usize> {
        self.options[position].clone()
    }
}

/// Random DAGs on up to 12 positions, with repeated options allowed.
fn dag() -> impl Strategy<Value = Dag> {
    (1usize..12)
        .prop_flat_map(|n| {
            prop::collection::vec(prop::collection::vec(any::<prop::sample::Index>(), 0..4), n)
        })
        .prop_map(|choices| Dag {
            options: choices
                .iter()
                .enumerate()
                .map(|(v, picks)| match v {
                    0 => Vec::new(),
                    _ => picks.iter().map(|pick| pick.index(v)).collect(),
                })
                .collect(),
        })
}

/// Grundy value by plain recursion on the definition.
fn naive_grundy(game: &Dag, v: usize) -> u32 {
    let values: Vec<u32> = game.options[v].iter().map(|&w| naive_grundy(game, w)).collect();
    (0..).find(|k| !values.contains(k)).unwrap()
}

/// Outcome by plain recursion on the definition.
fn naive_outcome(game: &Dag, play: Play, v: usize) -> Outcome {
    let options = &game.options[v];
    if options.is_empty() {
        return match play {
            Play::Normal => Outcome::P,
            Play::Misere => Outcome::N,
        };
    }
    if options.iter().any(|&w| naive_outcome(game, play, w) == Outcome::P) {
        Outcome::N
    } else {
        Outcome::P
    }
}

/// Positions reachable from `v`, `v` included.
fn reachable(game: &Dag, v: usize) -> usize {
    let mut seen = vec![false; game.options.len()];
    let mut stack = vec![v];
    while let Some(u) = stack.pop() {
        if !std::mem::replace(&mut seen[u], true) {
            stack.extend(&game.options[u]);
        }
    }
    seen.iter().filter(|&&s| s).count()
}

#[test]
fn grundy_memo_survives_a_chain_of_a_million() {
    let mut memo = GrundyMemo::new(Chain);
    assert!(memo.is_empty());
    assert_eq!(memo.grundy(&1_000_000), 0);
    assert_eq!(memo.len(), 1_000_001);
    assert_eq!(memo.grundy(&999_999), 1);
    assert_eq!(memo.outcome(&999_999), Outcome::N);
}

#[test]
fn outcome_memo_survives_a_chain_of_a_million() {
    let mut misere = OutcomeMemo::new(Chain, Play::Misere);
    assert_eq!(misere.outcome(&1_000_000), Outcome::N);
    assert_eq!(misere.outcome(&999_999), Outcome::P);
    assert_eq!(misere.len(), 1_000_001);
    let mut normal = OutcomeMemo::new(Chain, Play::Normal);
    assert_eq!(normal.outcome(&1_000_000), Outcome::P);
}

#[test]
#[should_panic(expected = "cycle")]
fn grundy_memo_rejects_a_cycle() {
    GrundyMemo::new(Loop).grundy(&0);
}

#[test]
#[should_panic(expected = "cycle")]
fn outcome_memo_rejects_a_cycle() {
    OutcomeMemo::new(Loop, Play::Misere).outcome(&1);
}

/// A disjunctive sum of subtraction-game heaps with one subtraction set.
struct HeapSum {
    moves: Vec<u64>,
}

impl Impartial for HeapSum {
    type Position = Vec<u64>;
    fn options(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut options = Vec::new();
        for (i, &heap) in heaps.iter().enumerate() {
            for &take in self.moves.iter().filter(|&&take| take <= heap) {
                let mut option = heaps.clone();
                option[i] = heap - take;
                options.push(option);
            }
        }
        options
    }
}

/// Grundy value of a sum position by game-tree search with a memo.
fn naive_sum_grundy(game: &HeapSum, heaps: &[u64], memo: &mut HashMap<Vec<u64>, u32>) -> u32 {
    if let Some(&g) = memo.get(heaps) {
        return g;
    }
    let values: Vec<u32> =
        game.options(&heaps.to_vec()).iter().map(|o| naive_sum_grundy(game, o, memo)).collect();
    let g = (0..).find(|k| !values.contains(k)).unwrap();
    memo.insert(heaps.to_vec(), g);
    g
}

fn subtraction_set() -> impl Strategy<Value = Vec<u64>> {
    prop::collection::btree_set(1u64..6, 1..4).prop_map(|set| set.into_iter().collect())
}

proptest! {
    #[test]
    fn grundy_memo_matches_naive(game in dag(), order in any::<prop::sample::Index>()) {
        let n = game.options.len();
        let mut memo = GrundyMemo::new(game.clone());
        // Start from some position so later queries hit a partial memo.
        let first = order.index(n);
        prop_assert_eq!(memo.grundy(&first), naive_grundy(&game, first));
        prop_assert_eq!(memo.len(), reachable(&game, first));
        for v in 0..n {
            prop_assert_eq!(memo.grundy(&v), naive_grundy(&game, v));
            prop_assert_eq!(memo.outcome(&v), Outcome::from_grundy(Nimber::from(naive_grundy(&game, v))));
        }
        prop_assert_eq!(memo.len(), n);
    }

    #[test]
    fn outcome_memo_matches_naive(game in dag(), misere: bool) {
        let play = if misere { Play::Misere } else { Play::Normal };
        let mut memo = OutcomeMemo::new(game.clone(), play);
        for v in (0..game.options.len()).rev() {
            prop_assert_eq!(memo.outcome(&v), naive_outcome(&game, play, v));
        }
        prop_assert_eq!(memo.len(), game.options.len());
    }

    /// Sprague–Grundy: the value of a sum is the nim-sum of the components',
    /// checked by searching the sum's own game tree.
    #[test]
    fn sprague_grundy_theorem(moves in subtraction_set(), heaps in prop::collection::vec(0u64..10, 1..4)) {
        let game = HeapSum { moves: moves.clone() };
        let table = SubtractionGame::new(&moves).grundy_table(10);
        let expected = nim_sum(heaps.iter().map(|&h| table[h as usize]));
        let by_search = naive_sum_grundy(&game, &heaps, &mut HashMap::new());
        prop_assert_eq!(by_search, expected);
        prop_assert_eq!(GrundyMemo::new(game).grundy(&heaps), expected);
    }

    /// The memo's Grundy value is the mex of its options' values.
    #[test]
    fn grundy_is_mex_of_options(game in dag()) {
        let mut memo = GrundyMemo::new(game.clone());
        for v in 0..game.options.len() {
            let options: Vec<Nimber> = game.options[v].iter().map(|w| memo.grundy(w)).collect();
            prop_assert_eq!(memo.grundy(&v), mex(options));
        }
    }
}
