//! Blue-red Hackenbush strings and trees: published values, and the sign-expansion and
//! edge rules against a plain game-tree search over edge sets from the rules.

mod common;

use cgt::partizan::Dyadic;
use cgt::partizan::hackenbush::Colour::{self, Blue, Red};
use cgt::partizan::hackenbush::trees::{edge_value, string_value, tree_value};
use proptest::prelude::*;
use std::collections::HashMap;

/// Plain search from the rules: Left chops a blue edge, Right a red one, edges no longer
/// joined to the root fall; a position's value is the simplest number between Left's best
/// and Right's best option (blue-red pictures are numbers).
struct Search<'a> {
    edges: &'a [(usize, usize, Colour)],
    root: usize,
    memo: HashMap<u32, Dyadic>,
}

impl<'a> Search<'a> {
    fn value_of(edges: &'a [(usize, usize, Colour)], root: usize) -> Dyadic {
        let mut search = Search { edges, root, memo: HashMap::new() };
        let all = (1u32 << edges.len()) - 1;
        let start = search.grounded(all);
        search.value(start)
    }

    /// The edges of `set` still joined to the root.
    fn grounded(&self, set: u32) -> u32 {
        let ends: Vec<(usize, usize)> = self.edges.iter().map(|&(u, v, _)| (u, v)).collect();
        common::standing(&ends, self.root, set.into()) as u32
    }

    fn value(&mut self, set: u32) -> Dyadic {
        if let Some(v) = self.memo.get(&set) {
            return v.clone();
        }
        let mut best_left: Option<Dyadic> = None;
        let mut best_right: Option<Dyadic> = None;
        for i in 0..self.edges.len() {
            if set >> i & 1 == 0 {
                continue;
            }
            let option = self.grounded(set & !(1 << i));
            let v = self.value(option);
            match self.edges[i].2 {
                Blue => best_left = Some(best_left.map_or(v.clone(), |b| b.max(v))),
                Red => best_right = Some(best_right.map_or(v.clone(), |b| b.min(v))),
                Colour::Green => unreachable!("blue-red only"),
            }
        }
        let v = Dyadic::simplest_between(best_left.as_ref(), best_right.as_ref());
        self.memo.insert(set, v.clone());
        v
    }
}

fn path(colours: &[Colour]) -> Vec<(usize, usize, Colour)> {
    colours.iter().enumerate().map(|(i, &c)| (i, i + 1, c)).collect()
}

fn brute_string(colours: &[Colour]) -> Dyadic {
    Search::value_of(&path(colours), 0)
}

fn parse(s: &str) -> Dyadic {
    s.parse().unwrap()
}

fn colours(s: &str) -> Vec<Colour> {
    s.chars().map(|c| if c == 'B' { Blue } else { Red }).collect()
}

#[test]
fn published_string_values() {
    for (s, v) in [
        ("", "0"),
        ("B", "1"),
        ("R", "-1"),
        ("BR", "1/2"),
        ("BRR", "1/4"),
        ("BBR", "3/2"),
        ("RBB", "-1/4"),
        ("BRB", "3/4"),
        ("BBBRB", "11/4"),
        ("RRBRR", "-15/8"),
    ] {
        let c = colours(s);
        assert_eq!(string_value(&c), parse(v), "string {s}");
        assert_eq!(brute_string(&c), parse(v), "brute string {s}");
        assert_eq!(tree_value(c.len() + 1, &path(&c), 0), parse(v), "tree {s}");
    }
}

#[test]
fn edge_rule_examples() {
    // A blue edge carrying v >= 0 is v + 1; carrying -1 it is 1/2; carrying -5/2 it is 3/16.
    assert_eq!(edge_value(Blue, &parse("3/4")), parse("7/4"));
    assert_eq!(edge_value(Blue, &parse("-1")), parse("1/2"));
    assert_eq!(edge_value(Blue, &parse("-5/2")), parse("3/16"));
    assert_eq!(edge_value(Red, &parse("5/2")), parse("-3/16"));
    assert_eq!(edge_value(Red, &parse("-2")), parse("-3"));
}

#[test]
#[should_panic(expected = "green")]
fn green_edge_has_no_number() {
    edge_value(Colour::Green, &Dyadic::zero());
}

#[test]
#[should_panic(expected = "cycle")]
fn cycle_is_refused() {
    tree_value(3, &[(0, 1, Blue), (1, 2, Red), (2, 0, Blue)], 0);
}

#[test]
fn long_alternating_string_is_exact() {
    // BRBR... of n edges is 1 - 1/2 + 1/4 - ... = (2^n + (-1)^(n-1)) / (3 · 2^(n-1)).
    let n = 3000;
    let c: Vec<Colour> = (0..n).map(|i| if i % 2 == 0 { Blue } else { Red }).collect();
    let by_string = string_value(&c);
    let by_tree = tree_value(n + 1, &path(&c), 0);
    assert_eq!(by_string, by_tree);
    let scaled = by_string.mul_pow2(n as i64 - 1);
    let expect =
        &Dyadic::from(1).mul_pow2(n as i64) + &Dyadic::from(if n % 2 == 1 { 1 } else { -1 });
    assert_eq!(&(&scaled + &scaled) + &scaled, expect);
}

#[test]
fn deep_tree_is_iterative() {
    // A blue path of 100000 edges with a red leaf at the top: 99999 + 1/2.
    let n = 100_000;
    let mut edges: Vec<(usize, usize, Colour)> = (0..n).map(|i| (i, i + 1, Blue)).collect();
    edges.push((n, n + 1, Red));
    assert_eq!(tree_value(n + 2, &edges, 0), parse("199999/2"));
}

/// A random forest on `flags.len() + 1` vertices, vertices relabelled by `shuffle`: vertex
/// `v >= 1` hangs from `parents[v - 1] % v` unless its flag says it starts a new tree.
fn forest(
    parents: &[usize],
    flags: &[(bool, bool)],
    shuffle: &[usize],
) -> (usize, Vec<(usize, usize, Colour)>) {
    let n = flags.len() + 1;
    let mut label: Vec<usize> = (0..n).collect();
    for (i, &s) in shuffle.iter().enumerate().take(n) {
        label.swap(i % n, s % n);
    }
    let mut edges = Vec::new();
    for v in 1..n {
        let (detached, blue) = flags[v - 1];
        if !detached {
            let p = parents[v - 1] % v;
            edges.push((label[p], label[v], if blue { Blue } else { Red }));
        }
    }
    (n, edges)
}

fn tree_inputs() -> impl Strategy<Value = (usize, Vec<(usize, usize, Colour)>, usize)> {
    (
        proptest::collection::vec(0usize..100, 9),
        proptest::collection::vec((prop::bool::weighted(0.15), any::<bool>()), 0..=9),
        proptest::collection::vec(0usize..100, 10),
        0usize..100,
    )
        .prop_map(|(parents, flags, shuffle, root)| {
            let (n, edges) = forest(&parents, &flags, &shuffle);
            (n, edges, root % n)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn string_matches_search(c in proptest::collection::vec(prop_oneof![Just(Blue), Just(Red)], 0..=9)) {
        prop_assert_eq!(string_value(&c), brute_string(&c));
    }

    #[test]
    fn edge_rule_matches_search(
        top in proptest::collection::vec(prop_oneof![Just(Blue), Just(Red)], 0..=8),
        blue in any::<bool>(),
    ) {
        let colour = if blue { Blue } else { Red };
        let mut whole = vec![colour];
        whole.extend(&top);
        prop_assert_eq!(edge_value(colour, &brute_string(&top)), brute_string(&whole));
    }

    #[test]
    fn tree_matches_search((n, edges, root) in tree_inputs()) {
        prop_assert_eq!(tree_value(n, &edges, root), Search::value_of(&edges, root));
    }
}
