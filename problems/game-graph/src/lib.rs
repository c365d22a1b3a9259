//! Judge side of `game-graph`: limits, the strict validator, the seeded generator and two
//! independent references (value iteration by the definition of a forced win, and a
//! retrograde analysis with forward scan pointers written here, apart from the lib's).

use cgt::Label;
use kit::judged::{Explain, Judged, large};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub mod explain;

kit::params! {
    /// Most positions.
    n_max: usize,
    /// Most moves.
    m_max: usize,
}

/// Naive value iteration answers inputs with at most this many positions …
pub const NAIVE_N: usize = 2_000;
/// … and at most this many moves.
pub const NAIVE_M: usize = 20_000;

/// A parsed input: the number of positions and the moves, 0-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// Positions `0..n`.
    pub n: usize,
    /// The moves `(from, to)`, 0-based, with repetitions and self-loops as given.
    pub moves: Vec<(usize, usize)>,
}

/// Game Graph: for each position of a directed graph, does the player to move win, lose, or
/// draw?
pub struct GameGraph;

impl Judged for GameGraph {
    type Input = Input;
    /// Each position's label, in order.
    type Answer = Vec<Label>;

    /// Each position's label and remoteness, and the moves that show it (for a draw, the
    /// line of play that stays drawn): [`explain::explain`].
    const EXPLAIN: Explain<Input> = Some(explain::explain);

    /// Strictly against the statement: `n m` on the first line, then `m` lines `u v` with
    /// `1 ≤ u, v ≤ n`.
    fn read(text: &str) -> Result<Input, String> {
        let mut r = Strict::new(text);
        let n = r.int(1, n_max(), "n")?;
        r.space()?;
        let m = r.int(0, m_max(), "m")?;
        r.eoln()?;
        let mut moves = Vec::with_capacity(m);
        for _ in 0..m {
            let u = r.int(1, n, "u")?;
            r.space()?;
            let v = r.int(1, n, "v")?;
            r.eoln()?;
            moves.push((u - 1, v - 1));
        }
        r.eof()?;
        Ok(Input { n, moves })
    }

    /// `n m`, then the moves 1-based.
    fn write(Input { n, moves }: &Input) -> String {
        let mut text = format!("{n} {}\n", moves.len());
        for &(u, v) in moves {
            text += &format!("{} {}\n", u + 1, v + 1);
        }
        text
    }

    /// Shapes: uniform random moves (sparse to dense, some self-loops), a random DAG (moves
    /// only to smaller positions: no draws), a DAG plus a few back moves, and functional graphs
    /// (one move out of most positions: chains into cycles). Three seeds in four have
    /// `n ≤ 2000` and `m ≤ 20000` (naive reaches them); [`large`] seeds go up to the limits.
    fn generate(seed: u64) -> Input {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (n_top, m_top) = if large(seed) { (n_max(), m_max()) } else { (NAIVE_N, NAIVE_M) };
        let n = match rng.random_range(0..3) {
            0 => rng.random_range(1..=12),
            1 => rng.random_range(1..=200),
            _ => rng.random_range(1..=n_top),
        };
        let per_vertex = [0.5, 1.0, 1.5, 3.0][rng.random_range(0..4)];
        let m = ((n as f64 * per_vertex) as usize).min(m_top);
        let mut moves = Vec::with_capacity(m);
        match rng.random_range(0..4) {
            0 => {
                for _ in 0..m {
                    let u = rng.random_range(0..n);
                    let v = if rng.random_bool(0.05) { u } else { rng.random_range(0..n) };
                    moves.push((u, v));
                }
            }
            1 | 2 => {
                let back = if rng.random_bool(0.5) { 0 } else { rng.random_range(0..=n.min(10)) };
                for _ in 0..m {
                    let u = rng.random_range(0..n);
                    if u == 0 {
                        continue;
                    }
                    // Mostly short moves down, so that long forced lines appear.
                    let reach = if rng.random_bool(0.5) { u.min(3) } else { u };
                    moves.push((u, u - rng.random_range(1..=reach)));
                }
                for _ in 0..back {
                    moves.push((rng.random_range(0..n), rng.random_range(0..n)));
                }
            }
            _ => {
                for u in 0..n {
                    if rng.random_bool(0.9) {
                        moves.push((u, rng.random_range(0..n)));
                    }
                }
            }
        }
        moves.truncate(m_top);
        Input { n, moves }
    }

    /// The definition, by value iteration. `L_0` is the set of positions without a move (the
    /// player to move has lost), `W_0` is empty; then
    /// `W_{k+1} = { v : some move v → u with u ∈ L_k }` (the player to move wins within k + 1
    /// moves) and `L_{k+1} = { v : every move v → u has u ∈ W_k }` (the player to move loses
    /// within k + 1 moves, however he plays). The sets only grow, and once a round adds nothing
    /// no later one does; at the fixpoint, W and L are the positions from which the player to move
    /// can force a win, respectively the opponent can, in a bounded number of moves — in a finite
    /// graph, every forced win is forced within a bounded number of moves — and every other
    /// position is D. No counters, no queue: each round rescans every move. `None` beyond
    /// [`NAIVE_N`] positions or [`NAIVE_M`] moves.
    fn naive(Input { n, moves }: &Input) -> Option<Vec<Label>> {
        if *n > NAIVE_N || moves.len() > NAIVE_M {
            return None;
        }
        let mut out: Vec<Vec<usize>> = vec![Vec::new(); *n];
        for &(u, v) in moves {
            out[u].push(v);
        }
        let mut win = vec![false; *n];
        let mut lose: Vec<bool> = out.iter().map(Vec::is_empty).collect();
        loop {
            let next_win: Vec<bool> = (0..*n).map(|v| out[v].iter().any(|&u| lose[u])).collect();
            let next_lose: Vec<bool> = (0..*n).map(|v| out[v].iter().all(|&u| win[u])).collect();
            if next_win == win && next_lose == lose {
                break;
            }
            (win, lose) = (next_win, next_lose);
        }
        Some(
            (0..*n)
                .map(|v| match (win[v], lose[v]) {
                    (true, false) => Label::Win,
                    (false, true) => Label::Lose,
                    (false, false) => Label::Draw,
                    (true, true) => unreachable!("a position both won and lost"),
                })
                .collect(),
        )
    }

    /// Retrograde analysis written independently of the lib's: forward adjacency lists, a stack
    /// (last in, first out) instead of a queue, and for each position a scan pointer into its
    /// moves instead of a counter. Terminal positions are L. When a position becomes L, every
    /// unlabelled predecessor becomes W; when it becomes W, every unlabelled predecessor advances
    /// its pointer past moves into W positions, and is L once the pointer passes its last move.
    /// W is never revoked, so a pointer never needs to step back: O(n + m) in all.
    fn second(Input { n, moves }: &Input) -> Vec<Label> {
        let mut out: Vec<Vec<usize>> = vec![Vec::new(); *n];
        let mut into: Vec<Vec<usize>> = vec![Vec::new(); *n];
        for &(u, v) in moves {
            out[u].push(v);
            into[v].push(u);
        }
        let mut label = vec![Label::Draw; *n];
        let mut scan = vec![0usize; *n];
        let mut stack: Vec<usize> = (0..*n).filter(|&v| out[v].is_empty()).collect();
        for &v in &stack {
            label[v] = Label::Lose;
        }
        while let Some(v) = stack.pop() {
            for &u in &into[v] {
                if label[u] != Label::Draw {
                    continue;
                }
                if label[v] == Label::Lose {
                    label[u] = Label::Win;
                    stack.push(u);
                    continue;
                }
                while scan[u] < out[u].len() && label[out[u][scan[u]]] == Label::Win {
                    scan[u] += 1;
                }
                if scan[u] == out[u].len() {
                    label[u] = Label::Lose;
                    stack.push(u);
                }
            }
        }
        label
    }

    /// One line: `W`, `L` or `D` per position.
    fn print(labels: &Vec<Label>) -> String {
        let line: String = labels.iter().map(Label::to_string).collect();
        line + "\n"
    }

    /// The structured `max_*` cases, at the full limits (`n = 200000`, `m ≤ 200000`):
    /// `max_all_self_loops` (every position moves to itself: all D), `max_star_out` (position
    /// 1 moves to every other one, which have no move), `max_cycle_with_exit` (a cycle through
    /// positions 1..n−1, whose last position also moves to n).
    fn generate_named(name: &str) -> Option<Input> {
        let n = n_max();
        let moves: Vec<(usize, usize)> = match name {
            "max_all_self_loops" => (0..n).map(|u| (u, u)).collect(),
            "max_star_out" => (1..n).map(|v| (0, v)).collect(),
            "max_cycle_with_exit" => {
                let last = n - 2;
                (0..last).map(|u| (u, u + 1)).chain([(last, 0), (last, n - 1)]).collect()
            }
            _ => return None,
        };
        Some(Input { n, moves })
    }
}
