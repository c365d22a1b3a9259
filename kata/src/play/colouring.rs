//! Col and Snort (`col path 5`, `snort cycle 6`, `col grid 3x3`, `snort map FILE`): Left
//! paints an uncoloured vertex blue, Right red; in Col never beside the same colour, in
//! Snort never beside the other. Values from the lib's `colouring` rulesets.

use std::cell::RefCell;
use std::fmt::Write as _;

use anyhow::{Result, bail, ensure};
use cgt::partizan::colouring::{Col, Graph, Position as Tinted, Snort};
use cgt::partizan::{GameId, GameStore};

use crate::play::engine::Side;
use crate::play::partizan::{Rules, Values, tinted};

/// The most vertices of a graph (the lib's graphs are `u64` bitmasks).
pub const MAX_VERTICES: u64 = 64;

/// Which colouring game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Game {
    /// A vertex may not be painted beside one of its own colour.
    Col,
    /// A vertex may not be painted beside one of the other colour.
    Snort,
}

/// How the vertices are laid out and named.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Layout {
    /// Vertices `1..=n` in a row, the last joined to the first if `cyclic`.
    Row { n: usize, cyclic: bool },
    /// `rows × cols` cells named `a1`, `b1`, … (column letter, row number).
    Grid { rows: usize, cols: usize },
    /// The countries of a map, named by their characters.
    Map { names: Vec<char> },
}

/// The painted vertices: bit `v` of `blue` when vertex `v` is blue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Painting {
    /// Vertices painted blue (by Left).
    pub blue: u64,
    /// Vertices painted red (by Right).
    pub red: u64,
}

/// Col or Snort on one graph.
///
/// # Example
/// ```
/// use kata::play::colouring::{Colouring, Game, Painting};
/// use kata::play::engine::Side;
/// use kata::play::partizan::Rules;
///
/// let col = Colouring::parse(Game::Col, &["path".into(), "3".into()]).unwrap();
/// let moves = col.moves(&Painting::default(), Side::Left);
/// assert_eq!(col.notation(&Painting::default(), &moves[1].0), "blue 2");
/// let after = &moves[1].1;
/// assert_eq!(col.moves(after, Side::Left).len(), 0); // both ends are beside blue
/// ```
pub struct Colouring {
    game: Game,
    graph: Graph,
    layout: Layout,
    values: Values<Tinted>,
}

/// A count of at most `most`, written in `text`, for `what`.
fn count(text: &str, what: &str, least: usize, most: u64) -> Result<usize> {
    match text.trim().parse::<u64>() {
        Ok(n) if (least as u64..=most).contains(&n) => Ok(n as usize),
        _ => bail!("{what} `{text}`: expected a whole number from {least} to {most}"),
    }
}

impl Colouring {
    /// The game `game` on a graph written `path N`, `cycle N` (N ≥ 3), `grid RxC` (R rows,
    /// C ≤ 26 columns) or `map FILE` (the lib's map format: rows of equal length, each
    /// character `a–z A–Z 0–9` a country, `.` sea; countries sharing a side are neighbours),
    /// at most [`MAX_VERTICES`] vertices.
    ///
    /// # Errors
    /// One line: an unknown shape, a bad size, an unreadable or malformed map.
    ///
    /// # Complexity
    /// O(vertices²), and reading the file.
    ///
    /// # Example
    /// ```
    /// use kata::play::colouring::{Colouring, Game};
    ///
    /// assert!(Colouring::parse(Game::Snort, &["grid".into(), "2x3".into()]).is_ok());
    /// let error = Colouring::parse(Game::Col, &["cycle".into(), "2".into()]).err().unwrap();
    /// assert_eq!(error.to_string(), "cycle `2`: expected a whole number from 3 to 64");
    /// ```
    pub fn parse(game: Game, args: &[String]) -> Result<Colouring> {
        let (graph, layout) = match args {
            [shape, n] if shape == "path" => {
                let n = count(n, "path", 1, MAX_VERTICES)?;
                (Graph::path(n), Layout::Row { n, cyclic: false })
            }
            [shape, n] if shape == "cycle" => {
                let n = count(n, "cycle", 3, MAX_VERTICES)?;
                (Graph::cycle(n), Layout::Row { n, cyclic: true })
            }
            [shape, size] if shape == "grid" => {
                let (rows, cols) = crate::pictures::grid::board(size)?;
                let cells = rows.saturating_mul(cols);
                ensure!(
                    cells <= MAX_VERTICES && cols <= 26,
                    "grid `{size}`: at most {MAX_VERTICES} cells and 26 columns"
                );
                let (rows, cols) = (rows as usize, cols as usize);
                (Graph::grid(rows, cols), Layout::Grid { rows, cols })
            }
            [shape, file] if shape == "map" => {
                let text = std::fs::read_to_string(file)
                    .map_err(|e| anyhow::anyhow!("map `{file}`: {e}"))?;
                let (graph, names) = Graph::from_map_with_names(&text)
                    .map_err(|e| anyhow::anyhow!("map `{file}`: {e}"))?;
                (graph, Layout::Map { names })
            }
            _ => bail!(
                "expected a graph: `path N`, `cycle N`, `grid RxC` or `map FILE`, got `{}`",
                args.join(" ")
            ),
        };
        Ok(Colouring { game, graph, layout, values: Values::default() })
    }

    /// Vertex `v`'s name: its number in a row, `b3` in a grid, its character on a map.
    fn name(&self, v: usize) -> String {
        match &self.layout {
            Layout::Row { .. } => (v + 1).to_string(),
            Layout::Grid { cols, .. } => {
                format!("{}{}", char::from(b'a' + (v % cols) as u8), v / cols + 1)
            }
            Layout::Map { names } => names[v].to_string(),
        }
    }

    /// The vertices `side` may paint.
    fn paintable(&self, painting: &Painting, side: Side) -> u64 {
        let all = if self.graph.len() == 64 { u64::MAX } else { (1u64 << self.graph.len()) - 1 };
        let free = all & !(painting.blue | painting.red);
        let same = match side {
            Side::Left => painting.blue,
            Side::Right => painting.red,
        };
        let barred = match self.game {
            Game::Col => same,
            Game::Snort => (painting.blue | painting.red) & !same,
        };
        (0..self.graph.len())
            .filter(|&v| free >> v & 1 == 1 && self.graph.neighbours(v) & barred == 0)
            .fold(0, |set, v| set | 1 << v)
    }

    /// A vertex's mark: `.` uncoloured, `B` blue, `R` red (in colour if asked).
    fn mark(&self, painting: &Painting, v: usize, colour: bool) -> String {
        if painting.blue >> v & 1 == 1 {
            tinted("B", Side::Left, colour)
        } else if painting.red >> v & 1 == 1 {
            tinted("R", Side::Right, colour)
        } else {
            ".".to_string()
        }
    }
}

impl Rules for Colouring {
    type Position = Painting;
    type Move = (usize, Side);

    fn rules(&self) -> String {
        let (name, rule) = match self.game {
            Game::Col => ("Col", "the same colour"),
            Game::Snort => ("Snort", "the other colour"),
        };
        format!(
            "{name}: Left paints an uncoloured vertex blue, Right red, never next to a vertex of \
             {rule}"
        )
    }

    fn moves(&self, painting: &Painting, side: Side) -> Vec<((usize, Side), Painting)> {
        let paintable = self.paintable(painting, side);
        (0..self.graph.len())
            .filter(|&v| paintable >> v & 1 == 1)
            .map(|v| {
                let mut next = *painting;
                match side {
                    Side::Left => next.blue |= 1 << v,
                    Side::Right => next.red |= 1 << v,
                }
                ((v, side), next)
            })
            .collect()
    }

    fn branching(&self, painting: &Painting, _: Side) -> u64 {
        u64::from((painting.blue | painting.red).count_zeros())
    }

    fn notation(&self, _: &Painting, &(v, side): &(usize, Side)) -> String {
        let colour = if side == Side::Left { "blue" } else { "red" };
        format!("{colour} {}", self.name(v))
    }

    /// A row of vertices (with its closing edge said for a cycle), a grid, or a map's
    /// countries listed with their neighbours; `.` uncoloured, `B` blue, `R` red.
    fn picture(&self, painting: &Painting, colour: bool) -> String {
        let mut out = String::new();
        match &self.layout {
            Layout::Row { n, cyclic } => {
                let width = n.to_string().len();
                let names: Vec<String> = (0..*n).map(|v| format!("{:>width$}", v + 1)).collect();
                let marks: Vec<String> = (0..*n)
                    .map(|v| format!("{:>w$}{}", "", self.mark(painting, v, colour), w = width - 1))
                    .collect();
                let _ = writeln!(out, "  vertex {}", names.join(" - "));
                let _ = writeln!(out, "         {}", marks.join("   "));
                if *cyclic {
                    let _ = writeln!(out, "  (a cycle: {n} is joined to 1)");
                }
            }
            Layout::Grid { rows, cols } => {
                let label = rows.to_string().len();
                let letters: String =
                    (0..*cols).map(|c| format!(" {}", char::from(b'a' + c as u8))).collect();
                let _ = writeln!(out, "  {:label$} {letters}", "");
                for r in 0..*rows {
                    let cells: String = (0..*cols)
                        .map(|c| format!(" {}", self.mark(painting, r * cols + c, colour)))
                        .collect();
                    let _ = writeln!(out, "  {:>label$} {cells}", r + 1);
                }
            }
            Layout::Map { names } => {
                for (v, name) in names.iter().enumerate() {
                    let around = self.graph.neighbours(v);
                    let next: Vec<String> = (0..names.len())
                        .filter(|&u| around >> u & 1 == 1)
                        .map(|u| format!("{}{}", names[u], self.mark(painting, u, colour)))
                        .collect();
                    let mark = self.mark(painting, v, colour);
                    let _ = writeln!(out, "  {name} {mark}   neighbours {}", next.join(" "));
                }
            }
        }
        out
    }

    fn store(&self) -> &RefCell<GameStore> {
        &self.values.store
    }

    /// The lib's position: the uncoloured vertices, renumbered, tinted blue beside a blue
    /// vertex and red beside a red one.
    fn value(&self, painting: &Painting) -> GameId {
        let free: Vec<usize> = (0..self.graph.len())
            .filter(|&v| (painting.blue | painting.red) >> v & 1 == 0)
            .collect();
        let mut edges = Vec::new();
        let (mut blue, mut red) = (0u64, 0u64);
        for (i, &v) in free.iter().enumerate() {
            let around = self.graph.neighbours(v);
            for (j, &u) in free.iter().enumerate().skip(i + 1) {
                if around >> u & 1 == 1 {
                    edges.push((i, j));
                }
            }
            blue |= u64::from(around & painting.blue != 0) << i;
            red |= u64::from(around & painting.red != 0) << i;
        }
        let position = Tinted::with_tints(&Graph::from_edges(free.len(), &edges), blue, red);
        match self.game {
            Game::Col => self.values.of(&Col, &position),
            Game::Snort => self.values.of(&Snort, &position),
        }
    }
}
