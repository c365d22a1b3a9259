//! Col and Snort: published values, and the rulesets (components, relabelling, pruning)
//! against a plain game-tree search on the whole graph; the graph builders and the map
//! reader against cell-by-cell twins.

use cgt::partizan::colouring::{Col, Graph, Position, Snort};
use cgt::partizan::{Dyadic, GameId, GameStore, Partizan, ValueMemo};
use proptest::prelude::*;
use std::collections::HashMap;

/// Which game the plain search plays.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Game {
    Col,
    Snort,
}

/// The plain search: positions are (uncoloured, blue-tinted, red-tinted) masks over the
/// whole graph, the value of each built by `new_game` from its options' values. No
/// components, no relabelling, no pruning; vertices tinted both ways simply have no move.
struct Search<'a> {
    graph: &'a Graph,
    game: Game,
    memo: HashMap<(u64, u64, u64), GameId>,
}

impl Search<'_> {
    /// Whether `left` (else Right) may paint `v`, by the game's rule on the tints.
    fn may_paint(&self, v: usize, blue: u64, red: u64, left: bool) -> bool {
        let (b, r) = (blue >> v & 1 == 1, red >> v & 1 == 1);
        match (self.game, left) {
            (Game::Col, true) | (Game::Snort, false) => !b,
            (Game::Col, false) | (Game::Snort, true) => !r,
        }
    }

    fn options(&mut self, store: &mut GameStore, s: (u64, u64, u64), left: bool) -> Vec<GameId> {
        let (free, blue, red) = s;
        let mut out = Vec::new();
        for v in 0..self.graph.len() {
            if free >> v & 1 == 1 && self.may_paint(v, blue, red, left) {
                let around = self.graph.neighbours(v);
                let next = if left {
                    (free & !(1 << v), blue | around, red)
                } else {
                    (free & !(1 << v), blue, red | around)
                };
                out.push(self.value(store, next));
            }
        }
        out
    }

    fn value(&mut self, store: &mut GameStore, s: (u64, u64, u64)) -> GameId {
        if let Some(&g) = self.memo.get(&s) {
            return g;
        }
        let lefts = self.options(store, s, true);
        let rights = self.options(store, s, false);
        let g = store.new_game(&lefts, &rights);
        self.memo.insert(s, g);
        g
    }
}

fn all(n: usize) -> u64 {
    if n == 64 { u64::MAX } else { (1 << n) - 1 }
}

fn twin_value(store: &mut GameStore, game: Game, graph: &Graph, blue: u64, red: u64) -> GameId {
    let mut search = Search { graph, game, memo: HashMap::new() };
    let n = graph.len();
    search.value(store, (all(n), blue & all(n), red & all(n)))
}

fn ruleset_value(store: &mut GameStore, game: Game, graph: &Graph, blue: u64, red: u64) -> GameId {
    let p = Position::with_tints(graph, blue, red);
    match game {
        Game::Col => ValueMemo::new().value(&Col, store, &p),
        Game::Snort => ValueMemo::new().value(&Snort, store, &p),
    }
}

fn notation(game: Game, graph: &Graph) -> String {
    let mut store = GameStore::new();
    let g = ruleset_value(&mut store, game, graph, 0, 0);
    store.to_notation(g)
}

#[test]
fn snort_on_paths_meets_published_values() {
    assert_eq!(notation(Game::Snort, &Graph::path(1)), "*");
    assert_eq!(notation(Game::Snort, &Graph::path(2)), "{1|-1}");
    assert_eq!(notation(Game::Snort, &Graph::path(3)), "{2|-2}");
    assert_eq!(notation(Game::Snort, &Graph::path(6)), "*");
}

#[test]
fn col_on_paths_is_zero_from_two_to_twenty_six() {
    assert_eq!(notation(Game::Col, &Graph::path(1)), "*");
    let mut store = GameStore::new();
    let mut memo = ValueMemo::new();
    for n in 2..=26 {
        let g = memo.value(&Col, &mut store, &Position::new(&Graph::path(n)));
        assert_eq!(store.to_notation(g), "0", "Col on P{n}");
    }
}

#[test]
fn snort_on_small_grids_meets_published_temperatures() {
    let mut store = GameStore::new();
    let g = ruleset_value(&mut store, Game::Snort, &Graph::grid(2, 3), 0, 0);
    assert_eq!(store.temperature(g), Dyadic::new(9, 2));
    let g = ruleset_value(&mut store, Game::Snort, &Graph::grid(3, 3), 0, 0);
    assert_eq!(store.temperature(g), Dyadic::new(5, 1));
}

#[test]
fn snort_path_temperatures_match_the_cgt_crate() {
    // Temperatures of Snort on P1…P16 as the `cgt` crate 0.11 computes them (its canonical
    // forms of all sixteen were also read into our store and found equal, outside the repo).
    let published = [
        (0, 0),
        (1, 0),
        (2, 0),
        (3, 1),
        (1, 0),
        (0, 0),
        (1, 0),
        (2, 0),
        (2, 0),
        (3, 1),
        (3, 1),
        (1, 0),
        (2, 0),
        (2, 0),
        (2, 0),
        (3, 1),
    ];
    let mut store = GameStore::new();
    let mut memo = ValueMemo::new();
    for (n, &(num, exp)) in (1..=16).zip(&published) {
        let g = memo.value(&Snort, &mut store, &Position::new(&Graph::path(n)));
        assert_eq!(store.temperature(g), Dyadic::new(num, exp), "Snort on P{n}");
    }
}

#[test]
fn twin_meets_the_published_values_too() {
    let mut store = GameStore::new();
    let g = twin_value(&mut store, Game::Snort, &Graph::path(3), 0, 0);
    assert_eq!(store.to_notation(g), "{2|-2}");
    let g = twin_value(&mut store, Game::Snort, &Graph::grid(2, 3), 0, 0);
    assert_eq!(store.temperature(g), Dyadic::new(9, 2));
    let g = twin_value(&mut store, Game::Col, &Graph::path(8), 0, 0);
    assert_eq!(store.to_notation(g), "0");
}

#[test]
fn snort_values_of_cycles_and_grids_match_the_twin() {
    for graph in [Graph::cycle(9), Graph::grid(3, 3), Graph::grid(2, 5)] {
        for game in [Game::Col, Game::Snort] {
            let mut store = GameStore::new();
            let a = ruleset_value(&mut store, game, &graph, 0, 0);
            let b = twin_value(&mut store, game, &graph, 0, 0);
            assert_eq!(a, b, "{game:?} on {graph:?}");
        }
    }
}

/// Every edge of `n` vertices chosen by one bit of `bits`, in order (0,1), (0,2), (1,2), …
fn graph_from_bits(n: usize, bits: u64) -> Graph {
    let mut edges = Vec::new();
    let mut k = 0;
    for b in 1..n {
        for a in 0..b {
            if bits >> k & 1 == 1 {
                edges.push((a, b));
            }
            k += 1;
        }
    }
    Graph::from_edges(n, &edges)
}

fn small_graph() -> impl Strategy<Value = Graph> {
    (1usize..=7, any::<u64>()).prop_map(|(n, bits)| graph_from_bits(n, bits))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn col_matches_the_plain_search(g in small_graph(), blue in any::<u64>(), red in any::<u64>()) {
        let mut store = GameStore::new();
        let a = ruleset_value(&mut store, Game::Col, &g, blue, red);
        let b = twin_value(&mut store, Game::Col, &g, blue, red);
        prop_assert_eq!(a, b, "{} vs {}", store.to_notation(a), store.to_notation(b));
    }

    #[test]
    fn snort_matches_the_plain_search(g in small_graph(), blue in any::<u64>(), red in any::<u64>()) {
        let mut store = GameStore::new();
        let a = ruleset_value(&mut store, Game::Snort, &g, blue, red);
        let b = twin_value(&mut store, Game::Snort, &g, blue, red);
        prop_assert_eq!(a, b, "{} vs {}", store.to_notation(a), store.to_notation(b));
    }

    #[test]
    fn sparse_tints_match_the_plain_search(g in small_graph(), t in any::<u64>()) {
        // Tints on few vertices, so that long plays are common.
        let (blue, red) = (t & t >> 7 & t >> 14, t >> 21 & t >> 28 & t >> 35);
        let mut store = GameStore::new();
        for game in [Game::Col, Game::Snort] {
            let a = ruleset_value(&mut store, game, &g, blue, red);
            let b = twin_value(&mut store, game, &g, blue, red);
            prop_assert_eq!(a, b, "{:?}", game);
        }
    }

    #[test]
    fn col_values_are_numbers_or_numbers_plus_star(n in 1usize..=9, bits in any::<u64>()) {
        let g = graph_from_bits(n, bits);
        let mut store = GameStore::new();
        let v = ruleset_value(&mut store, Game::Col, &g, 0, 0);
        let nus = store.as_nus(v);
        prop_assert!(
            matches!(nus, Some((_, 0, 0 | 1))),
            "Col on {:?} is {}", g, store.to_notation(v)
        );
    }

    #[test]
    fn relabelled_graphs_have_equal_values(g in small_graph(), seed in any::<u64>()) {
        // The same graph with its vertices permuted: the values agree.
        let n = g.len();
        let mut perm: Vec<usize> = (0..n).collect();
        let mut s = seed;
        for i in (1..n).rev() {
            s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            perm.swap(i, (s >> 33) as usize % (i + 1));
        }
        let mut edges = Vec::new();
        for a in 0..n {
            for b in 0..n {
                if g.neighbours(a) >> b & 1 == 1 {
                    edges.push((perm[a], perm[b]));
                }
            }
        }
        let h = Graph::from_edges(n, &edges);
        let mut store = GameStore::new();
        for game in [Game::Col, Game::Snort] {
            let a = ruleset_value(&mut store, game, &g, 0, 0);
            let b = ruleset_value(&mut store, game, &h, 0, 0);
            prop_assert_eq!(a, b);
        }
    }
}

#[test]
fn reversed_paths_are_one_component() {
    let p = Position::new(&Graph::path(7));
    let left_end = p.painted(0, true).components();
    let right_end = p.painted(6, true).components();
    assert_eq!(left_end, right_end);
    assert_eq!(Snort.components(&p).len(), 1);
}

#[test]
fn components_split_where_the_graph_does() {
    let p = Position::new(&Graph::path(5)).painted(2, false);
    assert_eq!(p.components().len(), 2);
    // Snort drops the edge between two red-tinted vertices: the 2×2 grid after painting
    // one corner red keeps three vertices, two of them tinted and not joined any more.
    let q = Position::new(&Graph::grid(2, 2)).painted(0, false);
    assert_eq!(Snort.components(&q).len(), 1);
    assert_eq!(q.components().len(), 1);
    let r = Position::with_tints(&Graph::path(2), 0b11, 0);
    assert_eq!(Snort.components(&r).len(), 2);
    assert_eq!(Col.components(&r).len(), 1);
}

/// The twin of the grid builder: every pair of cells at distance one.
fn grid_twin(rows: usize, cols: usize) -> Graph {
    let mut edges = Vec::new();
    for a in 0..rows * cols {
        for b in 0..rows * cols {
            let (ra, ca, rb, cb) = (a / cols, a % cols, b / cols, b % cols);
            if ra.abs_diff(rb) + ca.abs_diff(cb) == 1 {
                edges.push((a, b));
            }
        }
    }
    Graph::from_edges(rows * cols, &edges)
}

#[test]
fn builders_match_their_twins() {
    for rows in 0..=8 {
        for cols in 0..=8 {
            assert_eq!(Graph::grid(rows, cols), grid_twin(rows, cols));
        }
    }
    for n in 0..=64 {
        assert_eq!(Graph::path(n), grid_twin(1, n));
        let cycle = Graph::cycle(n);
        let degrees: Vec<u32> = (0..n).map(|v| cycle.neighbours(v).count_ones()).collect();
        if n >= 3 {
            assert!(degrees.iter().all(|&d| d == 2));
            assert_eq!(cycle.neighbours(0), 1 << 1 | 1 << (n - 1));
        }
    }
}

/// The twin of the map reader: countries numbered by first appearance (their characters in
/// that order), every pair of cells at distance one with different countries an edge.
fn map_twin(rows: &[Vec<u8>]) -> (Graph, Vec<char>) {
    let mut ids: Vec<u8> = Vec::new();
    let cells: Vec<(usize, usize, u8)> = rows
        .iter()
        .enumerate()
        .flat_map(|(r, row)| row.iter().enumerate().map(move |(c, &ch)| (r, c, ch)))
        .collect();
    for &(_, _, ch) in &cells {
        if ch != b'.' && !ids.contains(&ch) {
            ids.push(ch);
        }
    }
    let id = |ch: u8| ids.iter().position(|&x| x == ch).expect("a country");
    let mut edges = Vec::new();
    for &(r1, c1, a) in &cells {
        for &(r2, c2, b) in &cells {
            if a != b'.' && b != b'.' && a != b && r1.abs_diff(r2) + c1.abs_diff(c2) == 1 {
                edges.push((id(a), id(b)));
            }
        }
    }
    (Graph::from_edges(ids.len(), &edges), ids.iter().map(|&ch| char::from(ch)).collect())
}

proptest! {
    #[test]
    fn map_reader_matches_its_twin(
        rows in 1usize..=6,
        cols in 1usize..=6,
        cells in prop::collection::vec(prop::sample::select(b"..abcAB01".to_vec()), 36),
    ) {
        let grid: Vec<Vec<u8>> = (0..rows).map(|r| cells[r * cols..(r + 1) * cols].to_vec()).collect();
        let text: Vec<String> = grid.iter().map(|r| String::from_utf8(r.clone()).unwrap()).collect();
        let (twin, twin_names) = map_twin(&grid);
        prop_assert_eq!(Graph::from_map(&text.join("\n")).unwrap(), twin.clone());
        prop_assert_eq!(Graph::from_map_with_names(&text.join("\n")).unwrap(), (twin, twin_names));
    }
}

#[test]
fn map_reader_names_the_fault() {
    let err = |text: &str| Graph::from_map(text).unwrap_err().to_string();
    assert_eq!(err(""), "line 1, column 1: an empty map");
    assert_eq!(err("ab\nabc"), "line 2, column 3: a row of another length");
    assert_eq!(err("ab\na"), "line 2, column 2: a row of another length");
    assert_eq!(err("a-"), "line 1, column 2: a character outside a-z A-Z 0-9 .");
    assert_eq!(Graph::from_map("a.a").unwrap(), Graph::from_edges(1, &[]));
}
