//! Game graph: for every position of a game given by its moves (n, m ≤ 2·10^5; cycles,
//! self-loops and repeated moves allowed), is it won (W), lost (L) or drawn (D) for the player
//! to move, when a player without a move loses?
//!
//! Idea: retrograde analysis from the positions without a move, by the lib's `GameGraph`: a
//! position with a move to L is W, a position all of whose moves go to W is L (a counter of
//! moves not yet known to reach W), and whatever is never labelled is D. O(n + m).

use cgt::{GameGraph, Label};
use proconio::input;
use proconio::marker::Usize1;

fn main() {
    input! {
        n: usize,
        m: usize,
        moves: [(Usize1, Usize1); m],
    }
    let graph = GameGraph::from_moves(n, &moves);
    let mut line: String = graph
        .label()
        .into_iter()
        .map(|label| match label {
            Label::Win => 'W',
            Label::Lose => 'L',
            Label::Draw => 'D',
        })
        .collect();
    line.push('\n');
    print!("{line}");
}
