//! Positions of Col and Snort: the uncoloured vertices of a graph with their tints (blue
//! beside a blue vertex, red beside a red one), and their split into components, each
//! relabelled so that isomorphic-looking components are equal positions.

use crate::partizan::colouring::graph::Graph;

/// The uncoloured vertices `0..len()` of a graph, their edges, and their tints. A vertex
/// tinted both ways can never be painted in either game and is left out.
///
/// # Example
///
/// ```
/// use cgt::partizan::colouring::{Graph, Position};
///
/// // P3 with its middle vertex tinted both ways: two lone vertices.
/// let p = Position::with_tints(&Graph::path(3), 0b010, 0b010);
/// assert_eq!(p.graph().len(), 2);
/// assert_eq!(p.components().len(), 2);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Position {
    /// The live vertices and their edges.
    graph: Graph,
    blue: u64,
    red: u64,
}

/// Bit `v` of a mask.
fn bit(v: usize) -> u64 {
    1u64 << v
}

/// The set bits of `mask`, lowest first.
fn bits(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let v = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            v
        })
    })
}

/// A 64-bit mixer (splitmix64's finaliser), for vertex invariants.
fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Rounds of colour refinement before ordering a component's vertices.
const REFINE_ROUNDS: usize = 3;

/// At most this many starting vertices are tried when relabelling a component.
const MAX_STARTS: usize = 8;

impl Position {
    /// The start of a game on `graph`: every vertex uncoloured and untinted.
    ///
    /// # Complexity
    ///
    /// O(n).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::colouring::{Graph, Position};
    ///
    /// assert_eq!(Position::new(&Graph::grid(2, 2)).graph().len(), 4);
    /// ```
    pub fn new(graph: &Graph) -> Position {
        Position::with_tints(graph, 0, 0)
    }

    /// The uncoloured `graph` with vertices in `blue` tinted blue and those in `red` tinted
    /// red; vertices in both are left out (bits beyond the graph are ignored).
    ///
    /// # Complexity
    ///
    /// O(n²) bit operations.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::colouring::{Graph, Position};
    ///
    /// let p = Position::with_tints(&Graph::path(2), 0b01, 0b10);
    /// assert_eq!((p.blue(), p.red()), (0b01, 0b10));
    /// ```
    pub fn with_tints(graph: &Graph, blue: u64, red: u64) -> Position {
        let all = if graph.len() == 64 { u64::MAX } else { bit(graph.len()) - 1 };
        let graph = graph.clone();
        Position { graph, blue: blue & all, red: red & all }.restricted(all & !(blue & red))
    }

    /// The graph of the uncoloured vertices that may still be painted (renumbered
    /// `0..len()`), with their edges.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::colouring::{Graph, Position};
    ///
    /// let p = Position::new(&Graph::cycle(5));
    /// assert_eq!((p.graph().len(), p.graph().neighbours(0)), (5, 0b10010));
    /// ```
    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    /// The blue-tinted vertices (beside a blue one) as a bitmask.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::colouring::{Graph, Position};
    ///
    /// assert_eq!(Position::with_tints(&Graph::path(3), 0b100, 0).blue(), 0b100);
    /// ```
    pub fn blue(&self) -> u64 {
        self.blue
    }

    /// The red-tinted vertices (beside a red one) as a bitmask.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::colouring::{Graph, Position};
    ///
    /// assert_eq!(Position::with_tints(&Graph::path(3), 0, 0b001).red(), 0b001);
    /// ```
    pub fn red(&self) -> u64 {
        self.red
    }

    /// The position after painting `v` blue (`blue = true`) or red: `v` leaves, its
    /// neighbours take the tint, and vertices tinted both ways leave. The move is not
    /// checked against either game's rule.
    ///
    /// # Panics
    ///
    /// If `v ≥ len()`.
    ///
    /// # Complexity
    ///
    /// O(n) bit operations.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::colouring::{Graph, Position};
    ///
    /// let after = Position::new(&Graph::path(3)).painted(0, true);
    /// assert_eq!((after.graph().len(), after.blue()), (2, 0b01));
    /// ```
    pub fn painted(&self, v: usize, blue: bool) -> Position {
        let (mut b, mut r) = (self.blue, self.red);
        if blue {
            b |= self.graph.adj[v];
        } else {
            r |= self.graph.adj[v];
        }
        let keep = self.all() & !bit(v) & !(b & r);
        Position { graph: self.graph.clone(), blue: b, red: r }.restricted(keep)
    }

    /// The same position with every edge between two vertices of the same tint removed:
    /// in Snort such an edge never matters (neither player can paint one end and then be
    /// stopped at the other by it).
    ///
    /// # Complexity
    ///
    /// O(n).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::colouring::{Graph, Position};
    ///
    /// let p = Position::with_tints(&Graph::path(2), 0b11, 0).without_same_tint_edges();
    /// assert_eq!(p.graph().neighbours(0), 0);
    /// ```
    pub fn without_same_tint_edges(&self) -> Position {
        let adj = (0..self.graph.len())
            .map(|v| {
                let same = if self.blue & bit(v) != 0 {
                    self.blue
                } else if self.red & bit(v) != 0 {
                    self.red
                } else {
                    0
                };
                self.graph.adj[v] & !same
            })
            .collect();
        Position { graph: Graph { adj }, ..*self }
    }

    /// The connected components, each relabelled into a canonical-looking order: vertices
    /// ranked by an isomorphism-invariant refinement of (tint, degree), then numbered by a
    /// breadth-first search from each best-ranked start (a few at most), keeping the least
    /// result. Isomorphic components usually, not always, come out equal; the value is
    /// always kept. Sorted, empty for the empty position.
    ///
    /// # Complexity
    ///
    /// O(n²) bit operations and O(n log n) sorting a start, a few starts a component.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::colouring::{Graph, Position};
    ///
    /// // Two paths 0-1 and 2-3, the first numbered backwards: equal components.
    /// let g = Graph::from_edges(4, &[(1, 0), (2, 3)]);
    /// let parts = Position::with_tints(&g, 0b0001, 0).components();
    /// let q = Position::with_tints(&g, 0b0100, 0).components();
    /// assert_eq!(parts.len(), 2);
    /// assert_eq!(parts, q);
    /// ```
    pub fn components(&self) -> Vec<Position> {
        let mut rest = self.all();
        let mut out = Vec::new();
        while rest != 0 {
            let mut comp = rest & rest.wrapping_neg();
            let mut frontier = comp;
            while frontier != 0 {
                let grown = bits(frontier).fold(0, |acc, v| acc | self.graph.adj[v]) & rest & !comp;
                comp |= grown;
                frontier = grown;
            }
            rest &= !comp;
            out.push(self.relabelled(comp));
        }
        out.sort();
        out
    }

    fn all(&self) -> u64 {
        if self.graph.len() == 64 { u64::MAX } else { bit(self.graph.len()) - 1 }
    }

    /// The position on the vertices of `keep` only, renumbered in increasing order.
    fn restricted(&self, keep: u64) -> Position {
        if keep == self.all() {
            return self.clone();
        }
        let order: Vec<usize> = bits(keep).collect();
        self.renumbered(&order)
    }

    /// The position on the vertices `order[0], order[1], …`, renumbered `0, 1, …`.
    fn renumbered(&self, order: &[usize]) -> Position {
        let mut new_index = [0u8; 64];
        for (i, &v) in order.iter().enumerate() {
            new_index[v] = i as u8;
        }
        let kept = order.iter().fold(0, |acc, &v| acc | bit(v));
        let map = |mask: u64| bits(mask & kept).fold(0, |acc, u| acc | bit(new_index[u].into()));
        Position {
            graph: Graph { adj: order.iter().map(|&v| map(self.graph.adj[v])).collect() },
            blue: map(self.blue),
            red: map(self.red),
        }
    }

    /// The connected vertex set `comp`, relabelled (see [`Position::components`]).
    fn relabelled(&self, comp: u64) -> Position {
        let size = comp.count_ones() as usize;
        if size == 1 {
            return self.restricted(comp);
        }
        let mut label = [0u64; 64];
        for v in bits(comp) {
            let tint = u64::from(self.blue & bit(v) != 0) | u64::from(self.red & bit(v) != 0) << 1;
            label[v] = mix(tint << 8 | u64::from(self.graph.adj[v].count_ones()));
        }
        for _ in 0..REFINE_ROUNDS {
            let mut next = label;
            for v in bits(comp) {
                let around =
                    bits(self.graph.adj[v]).fold(0u64, |acc, u| acc.wrapping_add(mix(label[u])));
                next[v] = mix(label[v] ^ around.rotate_left(17));
            }
            label = next;
        }
        let least = bits(comp).map(|v| label[v]).min().expect("a vertex");
        let mut best: Option<Position> = None;
        for start in bits(comp).filter(|&v| label[v] == least).take(MAX_STARTS) {
            let mut order = Vec::with_capacity(size);
            order.push(start);
            let mut seen = bit(start);
            let mut head = 0;
            while head < order.len() {
                let from = order.len();
                let fresh = self.graph.adj[order[head]] & comp & !seen;
                seen |= fresh;
                order.extend(bits(fresh));
                order[from..].sort_unstable_by_key(|&u| (label[u], u));
                head += 1;
            }
            let candidate = self.renumbered(&order);
            if best.as_ref().is_none_or(|b| candidate < *b) {
                best = Some(candidate);
            }
        }
        best.expect("a start")
    }
}
