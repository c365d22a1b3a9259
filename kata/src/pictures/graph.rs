//! A game graph to draw: named positions, the moves between them, and each position's
//! Win/Lose/Draw label and remoteness from [`cgt::GameGraph`]. Built from a subtraction game,
//! a small Nim position or a `game-graph` input; drawn by [`svg`] and [`dot`].

pub mod dot;
pub mod svg;

use anyhow::{Context, Result, bail, ensure};
use cgt::{GameGraph, Label};

/// Most positions of a subtraction game drawn (`0..=200`).
pub const MAX_LINE: usize = 200;
/// Most positions reachable from a Nim position drawn.
pub const MAX_NIM_POSITIONS: usize = 500;
/// Most moves drawn (a picture with more is a black smear).
pub const MAX_MOVES: usize = 5_000;
/// Most vertices of a `game-graph` input drawn.
pub const MAX_GRAPH_VERTICES: usize = 200;

/// How the positions are placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// On one line in index order (heaps of a subtraction game), moves as arcs.
    Line,
    /// In columns by remoteness (then one column of draws), moves as curves.
    Layers,
}

/// A game graph with what a picture shows of it.
#[derive(Debug, Clone)]
pub struct Picture {
    /// What is drawn, for the title.
    pub title: String,
    /// Each position's name.
    pub names: Vec<String>,
    /// The moves `(from, to)` between positions (indices into `names`).
    pub moves: Vec<(usize, usize)>,
    /// Each position's label for the player to move there (cgt's retrograde analysis).
    pub labels: Vec<Label>,
    /// Each position's remoteness (`None` for draws).
    pub remoteness: Vec<Option<u32>>,
    /// How the positions are placed.
    pub layout: Layout,
}

impl Picture {
    /// The picture of the game with these positions and moves; labels and remoteness by
    /// [`cgt::GameGraph`].
    ///
    /// # Panics
    /// If a move names a position beyond `names`.
    ///
    /// # Example
    /// ```
    /// use cgt::Label;
    /// use kata::pictures::graph::{Layout, Picture};
    ///
    /// let names = vec!["a".to_string(), "b".to_string()];
    /// let picture = Picture::new("two".into(), names, vec![(0, 1)], Layout::Layers);
    /// assert_eq!(picture.labels, [Label::Win, Label::Lose]);
    /// assert!(picture.is_winning_move((0, 1)));
    /// ```
    pub fn new(
        title: String,
        names: Vec<String>,
        moves: Vec<(usize, usize)>,
        layout: Layout,
    ) -> Self {
        let graph = GameGraph::from_moves(names.len(), &moves);
        let labels = graph.label();
        let remoteness = graph.remoteness();
        Picture { title, names, moves, labels, remoteness, layout }
    }

    /// Whether a move wins: from an N position (Win for the mover) to a P position (Lose).
    pub fn is_winning_move(&self, (from, to): (usize, usize)) -> bool {
        self.labels[from] == Label::Win && self.labels[to] == Label::Lose
    }
}

/// The outcome class a label stands for, as the pictures name it: `P`, `N` or `D`.
///
/// # Example
/// ```
/// assert_eq!(kata::pictures::graph::class(cgt::Label::Lose), "P");
/// ```
pub fn class(label: Label) -> &'static str {
    match label {
        Label::Lose => "P",
        Label::Win => "N",
        Label::Draw => "D",
    }
}

/// A comma-separated list of whole numbers (`2,5,8`), each checked by `ok`.
///
/// # Errors
/// One line naming the bad item.
///
/// # Example
/// ```
/// assert_eq!(kata::pictures::graph::numbers("2, 5,8", "move", |_| Ok(())).unwrap(), [2, 5, 8]);
/// assert!(kata::pictures::graph::numbers("2,x", "move", |_| Ok(())).is_err());
/// ```
pub fn numbers(list: &str, what: &str, ok: impl Fn(u64) -> Result<(), String>) -> Result<Vec<u64>> {
    let values = list
        .split(',')
        .map(|item| {
            let item = item.trim();
            let value: u64 = item
                .parse()
                .with_context(|| format!("{what} `{item}` in `{list}` is not a whole number"))?;
            ok(value).map_err(|why| anyhow::anyhow!("{what} {value} in `{list}`: {why}"))?;
            Ok(value)
        })
        .collect::<Result<Vec<u64>>>()?;
    ensure!(!values.is_empty(), "`{list}`: no {what} given");
    Ok(values)
}

/// The subtraction game with moves `set`, on the heaps `0..=upto`.
///
/// # Errors
/// A bad set (empty, a zero) or `upto` beyond [`MAX_LINE`].
///
/// # Example
/// ```
/// let picture = kata::pictures::graph::subtraction("1,2", 3).unwrap();
/// assert_eq!(picture.names, ["0", "1", "2", "3"]);
/// assert_eq!(picture.moves.len(), 5);
/// assert_eq!(kata::pictures::graph::class(picture.labels[3]), "P");
/// ```
pub fn subtraction(set: &str, upto: usize) -> Result<Picture> {
    let moves =
        numbers(
            set,
            "move",
            |m| if m == 0 { Err("moves take at least 1".into()) } else { Ok(()) },
        )?;
    ensure!(upto <= MAX_LINE, "--upto {upto}: at most {MAX_LINE} heaps fit in a picture");
    let game = cgt::SubtractionGame::new(&moves);
    let edges: Vec<(usize, usize)> = (0..=upto)
        .flat_map(|n| {
            let n_u64 = n as u64;
            game.moves().iter().filter(move |&&m| m <= n_u64).map(move |&m| (n, n - m as usize))
        })
        .collect();
    ensure_moves(edges.len())?;
    let listed: Vec<String> = game.moves().iter().map(u64::to_string).collect();
    let title = format!("subtraction game {{{}}}, heaps 0..={upto}", listed.join(", "));
    let names = (0..=upto).map(|n| n.to_string()).collect();
    Ok(Picture::new(title, names, edges, Layout::Line))
}

/// Every Nim position reachable from `heaps` (a heap at a time lowered), in mixed-radix order:
/// position `i` has heaps `i`'s digits, the last heap changing fastest.
///
/// # Errors
/// A bad heap list, or more than [`MAX_NIM_POSITIONS`] positions.
///
/// # Example
/// ```
/// let picture = kata::pictures::graph::nim("1,1").unwrap();
/// assert_eq!(picture.names, ["0,0", "0,1", "1,0", "1,1"]);
/// assert_eq!(picture.moves, [(1, 0), (2, 0), (3, 1), (3, 2)]);
/// ```
pub fn nim(heaps: &str) -> Result<Picture> {
    let top = numbers(heaps, "heap", |_| Ok(()))?;
    let count = top.iter().try_fold(1usize, |all, &h| {
        usize::try_from(h)
            .ok()
            .and_then(|h| h.checked_add(1))
            .and_then(|radix| all.checked_mul(radix))
    });
    let count = count.filter(|&c| c <= MAX_NIM_POSITIONS).with_context(|| {
        format!(
            "nim {heaps}: more than {MAX_NIM_POSITIONS} positions are reachable; try smaller heaps"
        )
    })?;
    let digits = |mut index: usize| {
        let mut heaps = vec![0; top.len()];
        for (slot, &h) in heaps.iter_mut().zip(&top).rev() {
            let radix = h as usize + 1;
            *slot = index % radix;
            index /= radix;
        }
        heaps
    };
    let mut place = vec![1usize; top.len()];
    for i in (0..top.len().saturating_sub(1)).rev() {
        place[i] = place[i + 1] * (top[i + 1] as usize + 1);
    }
    let mut edges = Vec::new();
    for position in 0..count {
        for (heap, &size) in digits(position).iter().enumerate() {
            edges.extend(
                (0..size).map(|smaller| (position, position - (size - smaller) * place[heap])),
            );
        }
        ensure_moves(edges.len())?;
    }
    let names = (0..count)
        .map(|i| digits(i).iter().map(usize::to_string).collect::<Vec<_>>().join(","))
        .collect();
    Ok(Picture::new(format!("Nim from {}", names_of(&top)), names, edges, Layout::Layers))
}

fn names_of(heaps: &[u64]) -> String {
    heaps.iter().map(u64::to_string).collect::<Vec<_>>().join(",")
}

/// A `game-graph` input (`n m`, then `m` lines `u v`, 1-based; cycles and loops allowed); the
/// positions are named `1..=n`.
///
/// # Errors
/// One line naming the bad token, or more than [`MAX_GRAPH_VERTICES`] vertices.
///
/// # Example
/// ```
/// let picture = kata::pictures::graph::graph("g.in", "3 2\n1 2\n2 2\n").unwrap();
/// assert_eq!(picture.names, ["1", "2", "3"]);
/// assert_eq!(picture.moves, [(0, 1), (1, 1)]);
/// assert!(kata::pictures::graph::graph("g.in", "2 1\n1 3\n").is_err());
/// ```
pub fn graph(name: &str, text: &str) -> Result<Picture> {
    let mut tokens = text.split_whitespace().enumerate();
    let mut next = |what: &str, hi: usize| -> Result<usize> {
        let (index, token) =
            tokens.next().with_context(|| format!("{name}: ends before {what}"))?;
        let value: usize = token.parse().ok().filter(|&v| v <= hi).with_context(|| {
            format!(
                "{name}: token {} `{token}`: {what} must be a whole number up to {hi}",
                index + 1
            )
        })?;
        Ok(value)
    };
    let n = next("n", usize::MAX)?;
    ensure!(n >= 1, "{name}: n = 0, a game graph has at least one position");
    ensure!(
        n <= MAX_GRAPH_VERTICES,
        "{name}: n = {n}: at most {MAX_GRAPH_VERTICES} positions fit in a picture"
    );
    let m = next("m", usize::MAX)?;
    ensure_moves(m)?;
    let mut edges = Vec::with_capacity(m);
    for _ in 0..m {
        let u = next("u", n)?;
        let v = next("v", n)?;
        if u == 0 || v == 0 {
            bail!("{name}: move {} {}: positions are numbered from 1", u, v);
        }
        edges.push((u - 1, v - 1));
    }
    if let Some((index, token)) = tokens.next() {
        bail!("{name}: token {} `{token}`: more than the {m} moves announced", index + 1);
    }
    let names = (1..=n).map(|v| v.to_string()).collect();
    Ok(Picture::new(format!("game graph {name}"), names, edges, Layout::Layers))
}

fn ensure_moves(count: usize) -> Result<()> {
    ensure!(count <= MAX_MOVES, "{count} moves: at most {MAX_MOVES} fit in a picture");
    Ok(())
}

/// Escapes `&`, `<`, `>` and `"` for XML text and attributes (and DOT strings use `\"`).
pub(crate) fn xml_escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The fill colour of a label, shared by both renderers.
pub(crate) fn fill(label: Label) -> &'static str {
    match label {
        Label::Lose => "#4e79a7",
        Label::Win => "#f28e2b",
        Label::Draw => "#bab0ac",
    }
}

/// The legend's words for a label.
pub(crate) fn meaning(label: Label) -> &'static str {
    match label {
        Label::Lose => "P: the player to move loses",
        Label::Win => "N: the player to move wins",
        Label::Draw => "D: draw, play goes on forever",
    }
}

/// The colour of a winning move, and of the other moves.
pub(crate) const WINNING_MOVE: &str = "#d62728";
/// The colour of a move that does not win.
pub(crate) const OTHER_MOVE: &str = "#9a9a9a";
