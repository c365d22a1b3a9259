//! Col and Snort on maps: for each map (countries are vertices, countries sharing a side are
//! neighbours), print the outcome, the left and right stops and the temperature of Col or
//! Snort played on it.
//!
//! Idea: a painted country leaves the graph and tints its neighbours, and a country tinted
//! both ways can never be painted: positions fall apart into components, each valued once
//! (the lib's `ValueMemo`) after relabelling its vertices into a canonical-looking order, and
//! in Snort edges between countries of the same tint are dropped first (they never matter).
//! The canonical forms live in one hash-consed `GameStore`, shared by all maps.
//!
//! Complexity: one canonicalisation per distinct component reached — at most the subsets of
//! 12 countries with their tints, far fewer in practice; stops and temperature follow from
//! the canonical form.

use std::fmt::Write;

use cgt::partizan::colouring::{Col, Graph, Position, Snort};
use cgt::partizan::{GameStore, ValueMemo};
use proconio::input;

fn main() {
    input! { t: usize }
    let mut store = GameStore::new();
    let (mut col, mut snort) = (ValueMemo::new(), ValueMemo::new());
    let mut out = String::new();
    for _ in 0..t {
        input! { game: String, h: usize, _w: usize, rows: [String; h] }
        let graph = Graph::from_map(&rows.join("\n")).expect("a valid map");
        let start = Position::new(&graph);
        let g = if game == "col" {
            col.value(&Col, &mut store, &start)
        } else {
            snort.value(&Snort, &mut store, &start)
        };
        let (left, right) = (store.left_stop(g), store.right_stop(g));
        let (outcome, temperature) = (store.outcome(g), store.temperature(g));
        writeln!(out, "{outcome} {left} {right} {temperature}").expect("writing to a String");
    }
    print!("{out}");
}
