//! Simple undirected graphs of up to 64 vertices, one adjacency bitmask a vertex; builders
//! for paths, cycles and grids, and the reader of maps (countries become vertices, countries
//! sharing a side become neighbours).

use std::fmt;

/// A simple undirected graph on vertices `0..len()` (at most 64): `neighbours(v)` has bit `u`
/// set when `u` and `v` are joined.
///
/// # Example
///
/// ```
/// use cgt::partizan::colouring::Graph;
///
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
/// assert_eq!(g, Graph::path(3));
/// assert_eq!(g.neighbours(1), 0b101);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Graph {
    /// `adj[v]`: the neighbours of `v`.
    pub(super) adj: Vec<u64>,
}

impl Graph {
    /// The graph on `n` vertices with the given edges (loops are ignored, repeats harmless).
    ///
    /// # Panics
    ///
    /// If `n > 64` or an edge names a vertex `≥ n`.
    ///
    /// # Complexity
    ///
    /// O(n + edges).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::colouring::Graph;
    ///
    /// let triangle = Graph::from_edges(3, &[(0, 1), (1, 2), (2, 0)]);
    /// assert_eq!(triangle.edge_count(), 3);
    /// ```
    pub fn from_edges(n: usize, edges: &[(usize, usize)]) -> Graph {
        assert!(n <= 64, "a graph has at most 64 vertices");
        let mut adj = vec![0u64; n];
        for &(a, b) in edges {
            assert!(a < n && b < n, "edge ({a}, {b}) outside {n} vertices");
            if a != b {
                adj[a] |= 1 << b;
                adj[b] |= 1 << a;
            }
        }
        Graph { adj }
    }

    /// The path `P_n`: vertices `0 — 1 — … — n-1`.
    ///
    /// # Panics
    ///
    /// If `n > 64`.
    ///
    /// # Complexity
    ///
    /// O(n).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::colouring::Graph;
    ///
    /// assert_eq!(Graph::path(4).edge_count(), 3);
    /// ```
    pub fn path(n: usize) -> Graph {
        let edges: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
        Graph::from_edges(n, &edges)
    }

    /// The cycle `C_n` (for `n ≤ 2`, the path: a simple graph has no loops or double edges).
    ///
    /// # Panics
    ///
    /// If `n > 64`.
    ///
    /// # Complexity
    ///
    /// O(n).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::colouring::Graph;
    ///
    /// assert_eq!(Graph::cycle(5).edge_count(), 5);
    /// assert_eq!(Graph::cycle(2), Graph::path(2));
    /// ```
    pub fn cycle(n: usize) -> Graph {
        let mut edges: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
        if n > 2 {
            edges.push((n - 1, 0));
        }
        Graph::from_edges(n, &edges)
    }

    /// The `rows × cols` grid graph; vertex `r · cols + c` is joined to its four neighbours.
    ///
    /// # Panics
    ///
    /// If `rows · cols > 64`.
    ///
    /// # Complexity
    ///
    /// O(rows · cols).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::colouring::Graph;
    ///
    /// assert_eq!(Graph::grid(2, 3).edge_count(), 7);
    /// assert_eq!(Graph::grid(1, 5), Graph::path(5));
    /// ```
    pub fn grid(rows: usize, cols: usize) -> Graph {
        let mut edges = Vec::new();
        for r in 0..rows {
            for c in 0..cols {
                let v = r * cols + c;
                if c + 1 < cols {
                    edges.push((v, v + 1));
                }
                if r + 1 < rows {
                    edges.push((v, v + cols));
                }
            }
        }
        Graph::from_edges(rows * cols, &edges)
    }

    /// The dual graph of a map: rows of equal length (separated by newlines), each
    /// character other than `.` a country (the same character anywhere is the same country,
    /// connected or not), `.` sea; two countries are neighbours when two of their cells
    /// share a side. Vertices are numbered in the order countries first appear, row by row.
    ///
    /// # Errors
    ///
    /// A [`MapError`] naming the line and column: an empty map, a row of another length, or
    /// a character outside `a–z A–Z 0–9 .` (so there are at most 62 countries).
    ///
    /// # Complexity
    ///
    /// O(cells).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::colouring::Graph;
    ///
    /// // a borders b and c; b and c only meet at a corner.
    /// let g = Graph::from_map("ab\nca").unwrap();
    /// assert_eq!(g, Graph::from_edges(3, &[(0, 1), (0, 2)]));
    /// assert!(Graph::from_map("ab\nc").is_err());
    /// ```
    pub fn from_map(text: &str) -> Result<Graph, MapError> {
        Graph::from_map_with_names(text).map(|(graph, _)| graph)
    }

    /// [`Graph::from_map`], with the countries' characters in vertex order (vertex `i` is
    /// the country `names[i]`), for whoever labels the map.
    ///
    /// # Errors
    ///
    /// As [`Graph::from_map`].
    ///
    /// # Complexity
    ///
    /// O(cells).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::colouring::Graph;
    ///
    /// let (g, names) = Graph::from_map_with_names("zy\n.x").unwrap();
    /// assert_eq!(names, ['z', 'y', 'x']);
    /// assert_eq!(g, Graph::from_edges(3, &[(0, 1), (1, 2)]));
    /// ```
    pub fn from_map_with_names(text: &str) -> Result<(Graph, Vec<char>), MapError> {
        let rows: Vec<&[u8]> = text.lines().map(str::as_bytes).collect();
        let width = rows.first().map_or(0, |r| r.len());
        if width == 0 {
            return Err(MapError { line: 1, column: 1, reason: "an empty map" });
        }
        let mut index = [None::<usize>; 128];
        let mut names = Vec::new();
        let mut cells = Vec::with_capacity(rows.len());
        for (r, row) in rows.iter().enumerate() {
            if row.len() != width {
                let column = row.len().min(width) + 1;
                return Err(MapError { line: r + 1, column, reason: "a row of another length" });
            }
            let mut line = Vec::with_capacity(width);
            for (c, &ch) in row.iter().enumerate() {
                let at = |reason| MapError { line: r + 1, column: c + 1, reason };
                if ch == b'.' {
                    line.push(None);
                    continue;
                }
                if !ch.is_ascii_alphanumeric() {
                    return Err(at("a character outside a-z A-Z 0-9 ."));
                }
                // 62 characters name countries: never more than 64 vertices.
                let id = *index[usize::from(ch)].get_or_insert_with(|| {
                    names.push(char::from(ch));
                    names.len() - 1
                });
                line.push(Some(id));
            }
            cells.push(line);
        }
        let mut edges = Vec::new();
        for (r, line) in cells.iter().enumerate() {
            for (c, &cell) in line.iter().enumerate() {
                let right = line.get(c + 1).copied().flatten();
                let below = cells.get(r + 1).and_then(|l| l[c]);
                for other in [right, below] {
                    if let (Some(a), Some(b)) = (cell, other) {
                        edges.push((a, b));
                    }
                }
            }
        }
        Ok((Graph::from_edges(names.len(), &edges), names))
    }

    /// The number of vertices.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::colouring::Graph;
    ///
    /// assert_eq!(Graph::grid(3, 4).len(), 12);
    /// ```
    pub fn len(&self) -> usize {
        self.adj.len()
    }

    /// Whether the graph has no vertex.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::colouring::Graph;
    ///
    /// assert!(Graph::path(0).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.adj.is_empty()
    }

    /// The neighbours of `v` as a bitmask.
    ///
    /// # Panics
    ///
    /// If `v ≥ len()`.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::colouring::Graph;
    ///
    /// assert_eq!(Graph::cycle(4).neighbours(0), 0b1010);
    /// ```
    pub fn neighbours(&self, v: usize) -> u64 {
        self.adj[v]
    }

    /// The number of edges.
    ///
    /// # Complexity
    ///
    /// O(n).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::colouring::Graph;
    ///
    /// assert_eq!(Graph::path(5).edge_count(), 4);
    /// ```
    pub fn edge_count(&self) -> usize {
        self.adj.iter().map(|m| m.count_ones() as usize).sum::<usize>() / 2
    }
}

/// Why a map was rejected, and where (1-based line and column).
///
/// # Example
///
/// ```
/// use cgt::partizan::colouring::Graph;
///
/// let err = Graph::from_map("ab\na#").unwrap_err();
/// assert_eq!((err.line, err.column), (2, 2));
/// assert_eq!(err.to_string(), "line 2, column 2: a character outside a-z A-Z 0-9 .");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MapError {
    /// The 1-based line of the fault.
    pub line: usize,
    /// The 1-based column of the fault.
    pub column: usize,
    /// What is wrong there.
    pub reason: &'static str,
}

impl fmt::Display for MapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.reason)
    }
}

impl std::error::Error for MapError {}
