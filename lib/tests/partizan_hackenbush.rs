//! Hackenbush pictures: published values, and the ruleset's values and outcomes against a
//! plain game-tree search on edge sets written here from the rules (no parts, no theory).

mod common;

use cgt::partizan::hackenbush::Colour;
use cgt::partizan::hackenbush::picture::Picture;
use cgt::partizan::{Dyadic, GameId, GameStore, PartizanOutcome};
use proptest::prelude::*;
use std::collections::HashMap;

/// The plain search: edge sets of one picture, what falls recomputed from the rules.
struct Search {
    edges: Vec<(usize, usize, Colour)>,
    wins: HashMap<(u64, bool), bool>,
    forms: HashMap<u64, GameId>,
}

impl Search {
    fn new(picture: &Picture) -> Search {
        Search { edges: picture.edges().to_vec(), wins: HashMap::new(), forms: HashMap::new() }
    }

    /// The edges of `set` with a path to vertex 0.
    fn standing(&self, set: u64) -> u64 {
        let ends: Vec<(usize, usize)> = self.edges.iter().map(|&(u, v, _)| (u, v)).collect();
        common::standing(&ends, 0, set)
    }

    fn moves(&self, set: u64, left: bool) -> Vec<u64> {
        (0..self.edges.len())
            .filter(|&i| set >> i & 1 == 1)
            .filter(|&i| match self.edges[i].2 {
                Colour::Green => true,
                Colour::Blue => left,
                Colour::Red => !left,
            })
            .map(|i| self.standing(set & !(1 << i)))
            .collect()
    }

    /// Whether the player to move (Left if `left`) wins.
    fn wins(&mut self, set: u64, left: bool) -> bool {
        if let Some(&w) = self.wins.get(&(set, left)) {
            return w;
        }
        let w = self.moves(set, left).into_iter().any(|next| !self.wins(next, !left));
        self.wins.insert((set, left), w);
        w
    }

    fn outcome(&mut self, set: u64) -> PartizanOutcome {
        match (self.wins(set, true), self.wins(set, false)) {
            (true, false) => PartizanOutcome::L,
            (false, true) => PartizanOutcome::R,
            (false, false) => PartizanOutcome::P,
            (true, true) => PartizanOutcome::N,
        }
    }

    /// `{ Left's options | Right's options }` on whole edge sets, by the engine's `new_game`.
    fn form(&mut self, store: &mut GameStore, set: u64) -> GameId {
        if let Some(&g) = self.forms.get(&set) {
            return g;
        }
        let lefts: Vec<GameId> =
            self.moves(set, true).into_iter().map(|o| self.form(store, o)).collect();
        let rights: Vec<GameId> =
            self.moves(set, false).into_iter().map(|o| self.form(store, o)).collect();
        let g = store.new_game(&lefts, &rights);
        self.forms.insert(set, g);
        g
    }

    fn start(&self) -> u64 {
        self.standing((1u64 << self.edges.len()) - 1)
    }
}

fn picture(text: &str) -> Picture {
    text.parse().unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

fn notation(text: &str) -> String {
    let mut store = GameStore::new();
    let g = picture(text).value(&mut store);
    store.to_notation(g)
}

/// A string of edges from the ground, bottom first, in the letters `B`, `R`, `G`.
fn string(colours: &str) -> String {
    let mut text = format!("{} {}\n", colours.len(), colours.len());
    for (i, c) in colours.chars().enumerate() {
        text.push_str(&format!("{i} {} {c}\n", i + 1));
    }
    text
}

#[test]
fn published_values() {
    assert_eq!(notation(&string("B")), "1");
    assert_eq!(notation(&string("R")), "-1");
    assert_eq!(notation(&string("G")), "*");
    // Sign expansions read from the ground up.
    assert_eq!(notation(&string("BR")), "1/2");
    assert_eq!(notation(&string("BRR")), "1/4");
    assert_eq!(notation(&string("RBB")), "-1/4");
    assert_eq!(notation(&string("BBR")), "3/2");
    assert_eq!(notation(&string("BRB")), "3/4");
    assert_eq!(notation(&string("BRRB")), "3/8");
    // Green strings are nim heaps.
    assert_eq!(notation(&string("GG")), "*2");
    assert_eq!(notation(&string("GGG")), "*3");
    // A green loop on the ground is one edge; a green triangle through the ground fuses to
    // three loops (* + * + * = *); a green square through the ground to four (0).
    assert_eq!(notation("0 1\n0 0 G\n"), "*");
    assert_eq!(notation("2 3\n0 1 G\n1 2 G\n2 0 G\n"), "*");
    assert_eq!(notation("3 4\n0 1 G\n1 2 G\n2 3 G\n3 0 G\n"), "0");
    // A green loop on top of a green edge: the loop fuses to its vertex, a stalk of 2.
    assert_eq!(notation("1 2\n0 1 G\n1 1 G\n"), "*2");
    // Blue then green on top: {0, 1 | 1} = 1*; green then blue: {0, * | 0} = ↑*.
    assert_eq!(notation(&string("BG")), "1*");
    assert_eq!(notation(&string("GB")), "^*");
    assert_eq!(notation(&string("GR")), "v*");
}

#[test]
fn what_is_not_joined_to_the_ground_counts_nothing() {
    assert_eq!(notation("3 2\n1 2 B\n2 3 B\n"), "0");
    assert_eq!(picture("3 2\n1 2 B\n0 3 R\n").number_value(), Some(Dyadic::from(-1)));
}

#[test]
fn numbers_of_restrained_pictures() {
    let p = picture("2 3\n0 1 B\n0 2 B\n1 2 R\n");
    assert_eq!(p.number_value(), Some(Dyadic::from(1)));
    assert_eq!(picture(&string("BRR")).number_value(), Some(Dyadic::new(1, 2)));
    assert_eq!(picture(&string("BG")).number_value(), None);
    // A tree: a blue trunk with two red branches, {0 | 1/2} = 1/4.
    let tree = picture("3 3\n0 1 B\n1 2 R\n1 3 R\n");
    assert_eq!(tree.number_value(), Some(Dyadic::new(1, 2)));
}

#[test]
fn nimbers_of_green_pictures() {
    assert_eq!(picture(&string("GGG")).nimber(), Some(3));
    assert_eq!(picture("2 3\n0 1 G\n1 2 G\n2 0 G\n").nimber(), Some(1));
    assert_eq!(picture("1 2\n0 1 G\n1 1 G\n").nimber(), Some(2));
    assert_eq!(picture(&string("GB")).nimber(), None);
}

#[test]
fn reading_errors_name_the_line() {
    let cases = [
        ("", 1),
        ("1\n", 1),
        ("1 x\n", 1),
        ("1 65\n", 1),
        ("1 2\n0 1 B\n", 3),
        ("1 1\n0 1\n", 2),
        ("1 1\n0 1 Y\n", 2),
        ("1 1\n0 2 B\n", 2),
        ("1 1\n0 -1 B\n", 2),
        ("1 1\n0 1 B\n1 1 B\n", 3),
    ];
    for (text, line) in cases {
        let e = text.parse::<Picture>().expect_err(text);
        assert_eq!(e.line, line, "{text:?}: {e}");
        assert!(e.to_string().starts_with(&format!("line {line}: ")), "{e}");
    }
}

#[test]
fn predicates() {
    assert!(picture(&string("BRB")).is_restrained());
    assert!(!picture(&string("BRG")).is_restrained());
    assert!(picture(&string("GG")).is_green_only());
    assert!(picture(&string("BRG")).is_forest());
    assert!(!picture("1 2\n0 1 B\n1 1 B\n").is_forest());
    assert!(!picture("1 2\n0 1 B\n0 1 B\n").is_forest());
    assert!(!picture("2 3\n0 1 G\n1 2 G\n2 0 G\n").is_forest());
    // A cycle that has fallen does not count.
    assert!(picture("3 4\n0 1 B\n2 3 B\n3 2 B\n2 2 R\n").is_forest());
}

/// A random picture on vertices `0..=n` with up to `max_edges` edges.
fn pictures(max_edges: usize, colours: &'static [Colour]) -> impl Strategy<Value = Picture> {
    (1usize..=5).prop_flat_map(move |n| {
        let edge = (0..=n, 0..=n, proptest::sample::select(colours));
        proptest::collection::vec(edge, 1..=max_edges).prop_map(move |edges| Picture::new(n, edges))
    })
}

/// A random tree of up to `max_edges` edges: vertex `i + 1` hangs from an earlier vertex.
fn trees(max_edges: usize, colours: &'static [Colour]) -> impl Strategy<Value = Picture> {
    proptest::collection::vec(
        (any::<prop::sample::Index>(), prop::sample::select(colours)),
        1..=max_edges,
    )
    .prop_map(|spec| {
        let edges: Vec<_> =
            spec.iter().enumerate().map(|(i, (at, c))| (at.index(i + 1), i + 1, *c)).collect();
        Picture::new(edges.len(), edges)
    })
}

const ALL: &[Colour] = &[Colour::Blue, Colour::Red, Colour::Green];
const BLUE_RED: &[Colour] = &[Colour::Blue, Colour::Red];
const GREEN: &[Colour] = &[Colour::Green];

/// The picture with blue and red swapped.
fn swapped(p: &Picture) -> Picture {
    let swap = |c| match c {
        Colour::Blue => Colour::Red,
        Colour::Red => Colour::Blue,
        Colour::Green => Colour::Green,
    };
    Picture::new(p.vertex_count() - 1, p.edges().iter().map(|&(u, v, c)| (u, v, swap(c))).collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn values_and_outcomes_match_the_plain_search(p in pictures(8, ALL)) {
        let mut store = GameStore::new();
        let g = p.value(&mut store);
        let mut search = Search::new(&p);
        let start = search.start();
        prop_assert_eq!(store.outcome(g), search.outcome(start));
        let h = search.form(&mut store, start);
        prop_assert_eq!(store.to_notation(g), store.to_notation(h));
        let neg = swapped(&p).value(&mut store);
        prop_assert_eq!(store.neg(g), neg);
    }

    #[test]
    fn restrained_numbers_match_the_engine(p in pictures(8, BLUE_RED)) {
        let mut store = GameStore::new();
        let g = Search::new(&p).form(&mut store, Search::new(&p).start());
        let x = p.number_value().expect("a restrained picture");
        prop_assert_eq!(store.as_number(g), Some(&x));
    }

    #[test]
    fn tree_numbers_match_the_plain_search(p in trees(10, BLUE_RED)) {
        prop_assert!(p.is_forest());
        let mut store = GameStore::new();
        let g = Search::new(&p).form(&mut store, Search::new(&p).start());
        let x = p.number_value();
        prop_assert_eq!(store.as_number(g), x.as_ref());
    }

    #[test]
    fn green_tree_nimbers_match_the_plain_search(p in trees(10, GREEN)) {
        let mut store = GameStore::new();
        let g = Search::new(&p).form(&mut store, Search::new(&p).start());
        prop_assert_eq!(store.nimber(g).map(u64::from), p.nimber());
    }

    #[test]
    fn green_nimbers_match_the_plain_search(p in pictures(8, GREEN)) {
        let mut store = GameStore::new();
        let g = Search::new(&p).form(&mut store, Search::new(&p).start());
        let k = p.nimber().expect("a green picture");
        prop_assert_eq!(store.nimber(g).map(u64::from), Some(k), "{}", store.to_notation(g));
    }

    #[test]
    fn grounded_and_parts_match_the_plain_search(p in pictures(12, ALL), set in any::<u64>()) {
        let set = set & p.all_edges();
        let search = Search::new(&p);
        let kept = p.grounded(set);
        prop_assert_eq!(kept, search.standing(set));
        // Parts are disjoint, cover the set, and no two share a vertex other than the ground.
        let parts = p.parts(kept);
        prop_assert_eq!(parts.iter().fold(0, |a, b| a | b), kept);
        prop_assert_eq!(parts.iter().map(|q| q.count_ones()).sum::<u32>(), kept.count_ones());
        let vertices = |q: u64| -> Vec<usize> {
            p.edges_of(q).iter().flat_map(|&(u, v, _)| [u, v]).filter(|&x| x != 0).collect()
        };
        for (i, &a) in parts.iter().enumerate() {
            for &b in &parts[i + 1..] {
                prop_assert!(vertices(a).iter().all(|x| !vertices(b).contains(x)));
            }
        }
    }

    #[test]
    fn text_round_trips(p in pictures(8, ALL)) {
        prop_assert_eq!(p.to_string().parse::<Picture>(), Ok(p));
    }
}
