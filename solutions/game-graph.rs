//! Game graph: for every position of a game given by its moves (n, m ≤ 2·10^5; cycles,
//! self-loops and repeated moves allowed), is it won (W), lost (L) or drawn (D) for the player
//! to move, when a player without a move loses?
//!
//! Idea: retrograde analysis from the positions without a move, by the lib's `GameGraph`: a
//! position with a move to L is W, a position all of whose moves go to W is L (a counter of
//! moves not yet known to reach W), and whatever is never labelled is D. O(n + m).

use std::fmt::Write;

use cgt::GameGraph;
use proconio::input;
use proconio::marker::Usize1;

fn main() {
    input! {
        n: usize,
        m: usize,
        moves: [(Usize1, Usize1); m],
    }
    let graph = GameGraph::from_moves(n, &moves);
    // `Label` displays as W, L or D: one line, written into one buffer.
    let mut line = String::with_capacity(n + 1);
    for label in graph.label() {
        write!(line, "{label}").expect("writing to a String");
    }
    println!("{line}");
}
