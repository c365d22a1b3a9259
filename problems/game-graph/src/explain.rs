//! Why each position's label is right, in the game's terms: its label (from the naive
//! reference), its remoteness (Smith's, from the lib's retrograde analysis: the number of
//! moves the game lasts when the winner hurries and the loser delays), and the moves that show
//! it — for W the move to an L position, for L every move (each to a W position), for D that
//! no move reaches an L position (leaving the draw hands the opponent a W position) and a line
//! of play that stays among D positions forever.
//!
//! ```text
//! position 4: D: no move leads to an L position; play can stay drawn forever: 4 → 5 → 4 → …
//! position 6: D: no move leads to an L position, and leaving the draw (6 → 2, to W) loses;
//!   play can stay drawn forever: 6 → 5 → 4 → 5 → …
//! ```

use cgt::Label;
use kit::explain::MAX_LINES;
use kit::judged::Judged;

use crate::{GameGraph, Input};

/// At most this many moves are listed for an L position.
const SHOWN_MOVES: usize = 4;
/// At most this many positions are written on a drawn line of play.
const SHOWN_PATH: usize = 10;

/// The explanation of `input`: one line per position in order, as many as fit in
/// [`MAX_LINES`] (with a last line counting the others); `None` beyond the naive reference's
/// reach.
///
/// # Complexity
/// One run of naive, the lib's retrograde analysis (O(n + m)), and O(m log m) for the lines.
///
/// # Example
/// ```
/// use game_graph::{Input, explain::explain};
///
/// let input = Input { n: 3, moves: vec![(0, 1), (1, 2), (2, 1)] };
/// assert_eq!(
///     explain(&input).unwrap(),
///     "position 1: D: no move leads to an L position; play can stay drawn forever: 1 → 2 → 3 \
///      → 2 → …\nposition 2: D: no move leads to an L position; play can stay drawn forever: 2 \
///      → 3 → 2 → …\nposition 3: D: no move leads to an L position; play can stay drawn \
///      forever: 3 → 2 → 3 → …\n"
/// );
/// ```
pub fn explain(input: &Input) -> Option<String> {
    let labels = GameGraph::naive(input)?;
    let remoteness = cgt::GameGraph::from_moves(input.n, &input.moves).remoteness();
    let positions = Positions { labels, remoteness, out: options(input) };
    let shown = if input.n <= MAX_LINES { input.n } else { MAX_LINES - 1 };
    let mut text: String = (0..shown).map(|v| positions.line(v) + "\n").collect();
    if shown < input.n {
        text += &format!("(… {} more positions not explained)\n", input.n - shown);
    }
    Some(text)
}

/// The distinct moves out of each position, in increasing order.
fn options(Input { n, moves }: &Input) -> Vec<Vec<usize>> {
    let mut out = vec![Vec::new(); *n];
    for &(u, v) in moves {
        out[u].push(v);
    }
    for targets in &mut out {
        targets.sort_unstable();
        targets.dedup();
    }
    out
}

/// The facts an explanation reads: each position's label, remoteness and moves.
struct Positions {
    labels: Vec<Label>,
    remoteness: Vec<Option<u32>>,
    out: Vec<Vec<usize>>,
}

impl Positions {
    /// The options of `v` labelled `label`.
    fn to(&self, v: usize, label: Label) -> impl Iterator<Item = usize> + '_ {
        self.out[v].iter().copied().filter(move |&u| self.labels[u] == label)
    }

    /// `W, remoteness 3` (the remoteness of a decided position).
    fn decided(&self, v: usize) -> String {
        let r = self.remoteness[v].expect("a decided position has a remoteness");
        format!("{}, remoteness {r}", self.labels[v])
    }

    /// The line of position `v` (0-based; written 1-based).
    fn line(&self, v: usize) -> String {
        let name = format!("position {}", v + 1);
        match self.labels[v] {
            Label::Lose if self.out[v].is_empty() => format!("{name}: L, remoteness 0: no move"),
            Label::Lose => {
                let moves: Vec<String> = self.out[v]
                    .iter()
                    .take(SHOWN_MOVES)
                    .map(|&u| format!("{} → {} ({})", v + 1, u + 1, self.decided(u)))
                    .collect();
                let more = self.out[v].len().saturating_sub(SHOWN_MOVES);
                let more = if more > 0 { format!(" … and {more} more") } else { String::new() };
                format!(
                    "{name}: {}: every move leads to a W position: {}{more}",
                    self.decided(v),
                    moves.join(", ")
                )
            }
            Label::Win => {
                let fastest = self.to(v, Label::Lose).min_by_key(|&u| self.remoteness[u]);
                let u = fastest.expect("a W position has a move to an L position");
                let there = self.remoteness[u].expect("an L position has a remoteness");
                let here = self.decided(v);
                format!("{name}: {here}: {} → {} leads to L (remoteness {there})", v + 1, u + 1)
            }
            Label::Draw => {
                let leave = self.to(v, Label::Win).next().map_or(String::new(), |u| {
                    format!(", and leaving the draw ({} → {}, to W) loses", v + 1, u + 1)
                });
                format!(
                    "{name}: D: no move leads to an L position{leave}; play can stay drawn \
                     forever: {}",
                    self.drawn_path(v)
                )
            }
        }
    }

    /// From the D position `v`, the line of play that always takes the first move to a D
    /// position (one exists: with none, every move would reach W and `v` be L), up to the
    /// first position met twice, or [`SHOWN_PATH`] positions.
    fn drawn_path(&self, v: usize) -> String {
        let mut path = vec![v];
        let mut at = v;
        while path.len() < SHOWN_PATH {
            at = self.to(at, Label::Draw).next().expect("a D position has a move to D");
            let repeats = path.contains(&at);
            path.push(at);
            if repeats {
                break;
            }
        }
        let shown: Vec<String> = path.iter().map(|u| (u + 1).to_string()).collect();
        format!("{} → …", shown.join(" → "))
    }
}
