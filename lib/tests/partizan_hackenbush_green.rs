//! Green Hackenbush: published values, and the colon and fusion principles against a plain
//! game-tree search over edge sets from the rules (mex of the options' nimbers).

mod common;

use cgt::partizan::hackenbush::green::{graph_nimber, tree_nimber};
use proptest::prelude::*;
use std::collections::HashMap;

/// Plain search from the rules: either player chops any edge, edges no longer joined to the
/// ground fall; a position's nimber is the mex of its options' nimbers.
struct Search<'a> {
    edges: &'a [(usize, usize)],
    ground: usize,
    memo: HashMap<u32, u64>,
}

impl<'a> Search<'a> {
    fn nimber_of(edges: &'a [(usize, usize)], ground: usize) -> u64 {
        let mut search = Search { edges, ground, memo: HashMap::new() };
        let all = (1u32 << edges.len()) - 1;
        let start = search.grounded(all);
        search.nimber(start)
    }

    /// The edges of `set` still joined to the ground.
    fn grounded(&self, set: u32) -> u32 {
        common::standing(self.edges, self.ground, set.into()) as u32
    }

    fn nimber(&mut self, set: u32) -> u64 {
        if let Some(&v) = self.memo.get(&set) {
            return v;
        }
        let mut seen = Vec::new();
        for i in 0..self.edges.len() {
            if set >> i & 1 == 1 {
                let option = self.grounded(set & !(1 << i));
                seen.push(self.nimber(option));
            }
        }
        let mex = (0..).find(|m| !seen.contains(m)).unwrap();
        self.memo.insert(set, mex);
        mex
    }
}

#[test]
fn stalk_of_k_edges_is_star_k() {
    for k in 0..=9 {
        let edges: Vec<(usize, usize)> = (0..k).map(|i| (i, i + 1)).collect();
        assert_eq!(tree_nimber(k + 1, &edges, 0), k as u64);
        assert_eq!(graph_nimber(k + 1, &edges, 0), k as u64);
        assert_eq!(Search::nimber_of(&edges, 0), k as u64);
    }
}

#[test]
fn colon_principle_examples() {
    // A trunk of one edge carrying branches of 2 and 3 edges: *((2 ^ 3) + 1) = *2.
    let edges = [(0, 1), (1, 2), (2, 3), (1, 4), (4, 5), (5, 6)];
    assert_eq!(tree_nimber(7, &edges, 0), 2);
    assert_eq!(Search::nimber_of(&edges, 0), 2);
    // Two stalks of 3 on the ground cancel; a third one of 1 leaves *1.
    let edges = [(0, 1), (1, 2), (2, 3), (0, 4), (4, 5), (5, 6), (0, 7)];
    assert_eq!(tree_nimber(8, &edges, 0), 1);
    assert_eq!(Search::nimber_of(&edges, 0), 1);
}

#[test]
fn cycles_through_the_ground() {
    // A triangle through the ground fuses to three loops: *1; a square to four: 0.
    let triangle = [(0, 1), (1, 2), (2, 0)];
    assert_eq!(graph_nimber(3, &triangle, 0), 1);
    assert_eq!(Search::nimber_of(&triangle, 0), 1);
    let square = [(0, 1), (1, 2), (2, 3), (3, 0)];
    assert_eq!(graph_nimber(4, &square, 0), 0);
    assert_eq!(Search::nimber_of(&square, 0), 0);
    // A triangle on top of a stalk of one edge: *(1 + 1) = *2.
    let lifted = [(0, 1), (1, 2), (2, 3), (3, 1)];
    assert_eq!(graph_nimber(4, &lifted, 0), 2);
    assert_eq!(Search::nimber_of(&lifted, 0), 2);
}

#[test]
fn loops_and_detached_edges() {
    // A loop on the ground is *1; two parallel edges to one vertex fuse to two loops: 0.
    assert_eq!(graph_nimber(1, &[(0, 0)], 0), 1);
    assert_eq!(graph_nimber(2, &[(0, 1), (0, 1)], 0), 0);
    assert_eq!(Search::nimber_of(&[(0, 1), (0, 1)], 0), 0);
    // Edges not joined to the ground count nothing.
    assert_eq!(graph_nimber(4, &[(0, 1), (2, 3), (3, 2), (2, 2)], 0), 1);
    assert_eq!(tree_nimber(4, &[(0, 1), (2, 3)], 0), 1);
}

#[test]
#[should_panic(expected = "cycle")]
fn tree_nimber_refuses_a_cycle() {
    tree_nimber(2, &[(0, 1), (1, 0)], 0);
}

#[test]
fn deep_pictures_are_iterative() {
    let n = 100_000;
    let mut edges: Vec<(usize, usize)> = (0..n).map(|i| (i, i + 1)).collect();
    assert_eq!(tree_nimber(n + 1, &edges, 0), n as u64);
    assert_eq!(graph_nimber(n + 1, &edges, 0), n as u64);
    // Closing the path into a cycle through the ground: n + 1 loops.
    edges.push((n, 0));
    assert_eq!(graph_nimber(n + 1, &edges, 0), (n as u64 + 1) % 2);
}

fn graph_inputs() -> impl Strategy<Value = (usize, Vec<(usize, usize)>, usize)> {
    (1usize..=6).prop_flat_map(|n| (Just(n), proptest::collection::vec((0..n, 0..n), 0..=9), 0..n))
}

/// A random forest on `flags.len() + 1` vertices: vertex `v >= 1` hangs from
/// `parents[v - 1] % v` unless its flag says it starts a new tree; labels reversed by `flip`.
fn tree_inputs() -> impl Strategy<Value = (usize, Vec<(usize, usize)>, usize)> {
    (
        proptest::collection::vec((0usize..100, prop::bool::weighted(0.15)), 0..=9),
        any::<bool>(),
        0usize..100,
    )
        .prop_map(|(links, flip, root)| {
            let n = links.len() + 1;
            let label = |v: usize| if flip { n - 1 - v } else { v };
            let edges = links
                .iter()
                .enumerate()
                .filter(|(_, (_, detached))| !detached)
                .map(|(i, &(p, _))| (label(p % (i + 1)), label(i + 1)))
                .collect();
            (n, edges, root % n)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn graph_matches_search((n, edges, ground) in graph_inputs()) {
        prop_assert_eq!(graph_nimber(n, &edges, ground), Search::nimber_of(&edges, ground));
    }

    #[test]
    fn tree_matches_search((n, edges, root) in tree_inputs()) {
        let expect = Search::nimber_of(&edges, root);
        prop_assert_eq!(tree_nimber(n, &edges, root), expect);
        prop_assert_eq!(graph_nimber(n, &edges, root), expect);
    }
}
