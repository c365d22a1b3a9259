//! `cgt::GameGraph::label` against the definition of a forced win, on every graph with at most
//! 5 positions — every set of moves, self-loops included.
//!
//! A graph on `n` positions is a bitmask of its `n²` possible moves: bit `n·u + v` is the move
//! `u → v`. Repeated moves do not change a label (they are the same option twice), so sets of
//! moves cover every graph up to repetition.

use cgt::{GameGraph, Label};

/// Win/lose masks of a graph given by its out-neighbour masks, by value iteration on bitmasks:
/// `L_0` = positions without a move, `W_0` = ∅, `W_{k+1}` = positions with a move into
/// `L_k`, `L_{k+1}` = positions whose every move goes into `W_k`, up to the fixpoint (the
/// definition of a forced win or loss in a bounded number of moves; the rest are draws).
fn definition(out: &[u32]) -> (u32, u32) {
    let (mut win, mut lose) = (0u32, 0u32);
    for (v, &moves) in out.iter().enumerate() {
        if moves == 0 {
            lose |= 1 << v;
        }
    }
    // The sets only grow and stop at the first round without change: at most 2n + 1 rounds.
    for _ in 0..=2 * out.len() + 1 {
        let (mut next_win, mut next_lose) = (0u32, 0u32);
        for (v, &moves) in out.iter().enumerate() {
            if moves & lose != 0 {
                next_win |= 1 << v;
            }
            if moves & !win == 0 {
                next_lose |= 1 << v;
            }
        }
        if (next_win, next_lose) == (win, lose) {
            return (win, lose);
        }
        (win, lose) = (next_win, next_lose);
    }
    panic!("value iteration without a fixpoint on {out:?}");
}

/// Out-neighbour masks of the graph `mask` on `n` positions.
fn rows(n: usize, mask: u64) -> impl Iterator<Item = u32> {
    let row = (1u64 << n) - 1;
    (0..n).map(move |u| (mask >> (n * u) & row) as u32)
}

/// Checks, each alone (one lib call per graph), the graphs on `n` positions whose masks are
/// in `masks`. Returns how many it checked.
fn check_masks(n: usize, masks: std::ops::Range<u64>) -> u64 {
    let mut moves: Vec<(usize, usize)> = Vec::with_capacity(n * n);
    let mut out = vec![0u32; n];
    let mut checked = 0;
    for mask in masks {
        moves.clear();
        for (u, (slot, row)) in out.iter_mut().zip(rows(n, mask)).enumerate() {
            *slot = row;
            let mut rest = row;
            while rest != 0 {
                moves.push((u, rest.trailing_zeros() as usize));
                rest &= rest - 1;
            }
        }
        let (win, lose) = definition(&out);
        let labels = GameGraph::from_moves(n, &moves).label();
        for (v, &label) in labels.iter().enumerate() {
            let expected = match (win >> v & 1, lose >> v & 1) {
                (1, 0) => Label::Win,
                (0, 1) => Label::Lose,
                (0, 0) => Label::Draw,
                _ => panic!("graph {mask:#x} on {n} positions: {v} both won and lost"),
            };
            assert_eq!(label, expected, "graph {mask:#x} on {n} positions, position {v}");
        }
        checked += 1;
    }
    checked
}

/// Runs `check` on `0..2^(n²)` split into one range per available core; the total checked.
fn on_all_cores(n: usize, check: impl Fn(std::ops::Range<u64>) -> u64 + Sync) -> u64 {
    let threads = std::thread::available_parallelism().map_or(2, usize::from) as u64;
    let total = 1u64 << (n * n);
    let chunk = total.div_ceil(threads);
    let check = &check;
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let range = (t * chunk).min(total)..((t + 1) * chunk).min(total);
                scope.spawn(move || check(range))
            })
            .collect();
        workers.into_iter().map(|w| w.join().expect("a worker panicked")).sum()
    })
}

/// Every graph on 1 to 4 positions (66,066 graphs).
#[test]
fn every_graph_up_to_four_positions() {
    let checked: u64 = (1..=4).map(|n| on_all_cores(n, |range| check_masks(n, range))).sum();
    assert_eq!(checked, 2 + 16 + 512 + 65_536);
}

/// Every graph on 5 positions: all 2^25 edge sets, self-loops included, one lib call each
/// (about 25 s on two cores; the lib is built at opt-level 3 in tests).
#[test]
fn every_graph_on_five_positions() {
    let checked = on_all_cores(5, |range| check_masks(5, range));
    assert_eq!(checked, 1 << 25);
}

/// The definition itself on graphs whose labels are known by hand.
#[test]
fn definition_on_known_graphs() {
    // 0 → 1 → 2: L W L from the end. 3 ↺: D. 4 → 3 and 4 → 0: 4 can move to L, so W.
    let out = [0b00010, 0b00100, 0, 0b01000, 0b01001];
    assert_eq!(definition(&out), (0b10010, 0b00101));
    // A 2-cycle with an exit from one side: 0 ↔ 1, 1 → 2. 1 wins; 0 must move to 1: L.
    assert_eq!(definition(&[0b010, 0b101, 0]), (0b010, 0b101));
}
