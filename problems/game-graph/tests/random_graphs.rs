//! The lib's labelling (`cgt::GameGraph::label`, what the solution prints) and the second
//! method against the judge side's naive reference on random graphs of up to 2000 positions,
//! repeated moves and self-loops included. (Every graph on at most 5 positions against the
//! definition is the lib's own test: `lib/tests/graph_exhaustive.rs`.)

use cgt::{GameGraph, Label};
use game_graph::{GameGraph as Problem, Input};
use kit::judged::Judged;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A random graph on up to 2000 positions with repeated moves and self-loops: sparse or dense,
/// uniform, mostly downward (long forced lines) or functional (chains into cycles).
fn random_graph(rng: &mut ChaCha8Rng) -> (usize, Vec<(usize, usize)>) {
    let n = rng.random_range(1..=2000);
    let m = rng.random_range(0..=n * 4);
    let shape = rng.random_range(0..3);
    let moves = (0..m)
        .filter_map(|i| match shape {
            0 => Some((rng.random_range(0..n), rng.random_range(0..n))),
            1 => {
                let u: usize = rng.random_range(0..n);
                let v = if rng.random_bool(0.98) {
                    u.saturating_sub(rng.random_range(1..=3))
                } else {
                    rng.random_range(0..n)
                };
                (u != v || rng.random_bool(0.1)).then_some((u, v))
            }
            _ => (i < n).then(|| (i, rng.random_range(0..n))),
        })
        .collect();
    (n, moves)
}

/// The lib's labels and the second method equal the naive value iteration on random graphs.
#[test]
fn random_graphs_up_to_2000_positions_against_naive() {
    let mut rng = ChaCha8Rng::seed_from_u64(301);
    let mut draws = 0;
    for round in 0..60 {
        let (n, moves) = random_graph(&mut rng);
        let text = Problem::write(&Input { n, moves: moves.clone() });
        let input = Problem::read(&text).expect("a valid input");
        let expected = Problem::naive(&input).expect("within naive's reach");
        let lib = GameGraph::from_moves(n, &moves).label();
        assert_eq!(lib, expected, "round {round}: the lib disagrees with naive");
        assert_eq!(Problem::second(&input), expected, "round {round}: second method");
        draws += usize::from(expected.contains(&Label::Draw));
    }
    assert!(draws > 0 && draws < 60, "the random graphs should mix games with and without draws");
}
