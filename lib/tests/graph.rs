//! Tests for `cgt::graph`: retrograde analysis against fixpoint definitions,
//! exhaustively on small graphs and randomly on larger ones.

use cgt::{GameGraph, Impartial, Label, Outcome, OutcomeMemo, Play};
use proptest::prelude::*;

/// Successor lists of the graph on `0..n` with the given moves.
fn successors(n: usize, moves: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut succ = vec![Vec::new(); n];
    for &(from, to) in moves {
        succ[from].push(to);
    }
    succ
}

/// Labels by the fixpoint definition: repeatedly, a vertex with a Lose option
/// is Win and a vertex whose options are all Win is Lose; the rest is Draw.
fn naive_labels(succ: &[Vec<usize>]) -> Vec<Label> {
    let mut label = vec![Label::Draw; succ.len()];
    let mut changed = true;
    while changed {
        changed = false;
        for v in 0..succ.len() {
            if label[v] != Label::Draw {
                continue;
            }
            if succ[v].iter().any(|&w| label[w] == Label::Lose) {
                label[v] = Label::Win;
                changed = true;
            } else if succ[v].iter().all(|&w| label[w] == Label::Win) {
                label[v] = Label::Lose;
                changed = true;
            }
        }
    }
    label
}

/// Remoteness by layers: `lose[k]` are the vertices where the player to move
/// loses within k moves whatever happens (all options in `win[k - 1]`, so
/// terminal vertices from k = 0), `win[k]` where the player to move can win
/// within k moves (some option in `lose[k - 1]`); remoteness is the first k.
fn naive_remoteness(succ: &[Vec<usize>]) -> Vec<Option<u32>> {
    let n = succ.len();
    let mut remoteness = vec![None; n];
    let mut win = vec![false; n];
    let mut lose = vec![false; n];
    for k in 0..=2 * n as u32 + 2 {
        let next_lose: Vec<bool> = (0..n).map(|v| succ[v].iter().all(|&w| win[w])).collect();
        let next_win: Vec<bool> = (0..n).map(|v| succ[v].iter().any(|&w| lose[w])).collect();
        for v in 0..n {
            if remoteness[v].is_none() && (next_lose[v] || next_win[v]) {
                remoteness[v] = Some(k);
            }
        }
        (win, lose) = (next_win, next_lose);
    }
    remoteness
}

fn check(n: usize, moves: &[(usize, usize)]) {
    let graph = GameGraph::from_moves(n, moves);
    let succ = successors(n, moves);
    let labels = graph.label();
    assert_eq!(labels, naive_labels(&succ), "labels of {moves:?} on {n} vertices");
    let remoteness = graph.remoteness();
    assert_eq!(remoteness, naive_remoteness(&succ), "remoteness of {moves:?} on {n} vertices");
    for (label, remoteness) in labels.iter().zip(&remoteness) {
        // Draw exactly without remoteness; Win odd, Lose even.
        let parity = remoteness.map(|r| r % 2);
        let expected = match label {
            Label::Win => Some(1),
            Label::Lose => Some(0),
            Label::Draw => None,
        };
        assert_eq!(parity, expected, "remoteness parity of {moves:?}");
    }
}

#[test]
fn all_graphs_on_up_to_four_vertices() {
    for n in 0..=4 {
        let pairs: Vec<(usize, usize)> = (0..n).flat_map(|a| (0..n).map(move |b| (a, b))).collect();
        for mask in 0u32..1 << pairs.len() {
            let moves: Vec<(usize, usize)> = pairs
                .iter()
                .enumerate()
                .filter(|(i, _)| mask >> i & 1 == 1)
                .map(|(_, &e)| e)
                .collect();
            check(n, &moves);
        }
    }
}

#[test]
fn add_move_builds_the_same_graph() {
    let mut graph = GameGraph::new(3);
    graph.add_move(0, 1);
    graph.add_move(1, 2);
    graph.add_move(1, 2);
    assert_eq!(graph, GameGraph::from_moves(3, &[(0, 1), (1, 2), (1, 2)]));
    assert_eq!(graph.label(), [Label::Lose, Label::Win, Label::Lose]);
}

#[test]
#[should_panic(expected = "leaves the vertices")]
fn add_move_rejects_unknown_vertices() {
    GameGraph::new(2).add_move(0, 2);
}

/// The same graph as an impartial game (for acyclic graphs).
struct Explicit(Vec<Vec<usize>>);

impl Impartial for Explicit {
    type Position = usize;
    fn options(&self, &v: &usize) -> Vec<usize> {
        self.0[v].clone()
    }
}

fn graph_moves(max_n: usize) -> impl Strategy<Value = (usize, Vec<(usize, usize)>)> {
    (1..=max_n).prop_flat_map(|n| (Just(n), prop::collection::vec((0..n, 0..n), 0..3 * n)))
}

proptest! {
    #[test]
    fn random_graphs_match_fixpoints((n, moves) in graph_moves(8)) {
        check(n, &moves);
    }

    /// On a DAG there are no draws, and Lose/Win are the P/N positions.
    #[test]
    fn dags_label_outcome_classes((n, moves) in graph_moves(8)) {
        let forward: Vec<(usize, usize)> = moves.into_iter().filter(|(a, b)| a > b).collect();
        let labels = GameGraph::from_moves(n, &forward).label();
        let mut memo = OutcomeMemo::new(Explicit(successors(n, &forward)), Play::Normal);
        for (v, label) in labels.into_iter().enumerate() {
            let expected = match memo.outcome(&v) {
                Outcome::N => Label::Win,
                Outcome::P => Label::Lose,
            };
            prop_assert_eq!(label, expected);
        }
    }
}
