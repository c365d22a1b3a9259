//! Blue-red (restrained) Hackenbush strings and trees.
//!
//! Rules: a picture of blue and red edges is joined to the ground; Left chops a blue edge,
//! Right a red one, and whatever is no longer joined to the ground falls; a player with no
//! edge to chop loses. Every such picture is a number, and the components joined to the
//! ground at different points (or siblings hanging from one vertex) add.
//!
//! - A **string** (a path from the ground) reads as a sign expansion: the first run of equal
//!   colours counts integers (`+1` per blue, `-1` per red), then each further edge counts
//!   `±1/2`, `±1/4`, `±1/8`, … in turn (blue `+`, red `-`).
//! - In a **tree**, a blue edge carrying above it a subtree of value `v` is worth
//!   `(v + p) / 2^(p-1)`, with `p` the least integer `>= 1` such that `v + p > 1`; a red edge
//!   is its mirror image, `-(blue edge carrying -v)`; the edges hanging from one vertex add.

use crate::partizan::dyadic::Dyadic;
use crate::partizan::hackenbush::Colour;

/// The value of an edge of `colour` carrying above it a subtree of value `above`.
///
/// A blue edge is worth `(v + p) / 2^(p-1)` with `p` the least integer `>= 1` such that
/// `v + p > 1` (so `v + 1` when `v >= 0`); a red edge is worth `-(blue edge carrying -v)`.
///
/// # Panics
///
/// If `colour` is [`Colour::Green`] (a green edge has no number value), or if `|above|`
/// does not fit an `i64`.
///
/// # Complexity
///
/// O(size of `above`).
///
/// # Example
///
/// ```
/// use cgt::partizan::{dyadic::Dyadic, hackenbush::{trees::edge_value, Colour}};
///
/// // A blue edge carrying a red one (value -1) is 1/2; carrying 3 it is 4.
/// assert_eq!(edge_value(Colour::Blue, &Dyadic::from(-1)).to_string(), "1/2");
/// assert_eq!(edge_value(Colour::Blue, &Dyadic::from(3)), Dyadic::from(4));
/// assert_eq!(edge_value(Colour::Red, &Dyadic::from(1)).to_string(), "-1/2");
/// ```
pub fn edge_value(colour: Colour, above: &Dyadic) -> Dyadic {
    let sign: i64 = match colour {
        Colour::Blue => 1,
        Colour::Red => -1,
        Colour::Green => panic!("a green edge has no number value"),
    };
    // In Left's terms (x = sign · v): p is the least integer >= 1 with x + p > 1, that is
    // 1 when x >= 0 and 2 - ceil(x) otherwise; the value is sign · (x + p) / 2^(p-1), that
    // is (v + sign · p) / 2^(p-1). Worked on v itself, so that no big numerator is negated.
    if i64::from(above.signum()) * sign >= 0 {
        return above + &Dyadic::from(sign);
    }
    // x < 0: ceil(x) = sign · trunc(v), v rounded towards zero (floor is cheap on a big
    // numerator: only the integer part is built).
    let floor = above.floor().numerator().to_i64().expect("edge value fits i64 range");
    let trunc = if above.signum() < 0 && !above.is_integer() { floor + 1 } else { floor };
    let ceil_x = sign * trunc;
    let p = 2 - ceil_x;
    (above + &Dyadic::from(sign * p)).mul_pow2(1 - p)
}

/// The value of a blue-red string, `colours[0]` the edge on the ground, by its sign
/// expansion: the first run of equal colours counts `±1` each, then the `i`-th edge after
/// that run counts `±1/2^i` (blue `+`, red `-`).
///
/// # Panics
///
/// If a colour is [`Colour::Green`].
///
/// # Complexity
///
/// O(n² / 960) word operations for `n` edges: `n / 30` steps on a numerator of up to `n`
/// bits.
///
/// # Example
///
/// ```
/// use cgt::partizan::hackenbush::{trees::string_value, Colour::{Blue, Red}};
///
/// assert_eq!(string_value(&[Blue, Red]).to_string(), "1/2");
/// assert_eq!(string_value(&[Blue, Blue, Red]).to_string(), "3/2");
/// assert_eq!(string_value(&[Red, Blue, Blue]).to_string(), "-1/4");
/// assert_eq!(string_value(&[]).to_string(), "0");
/// ```
pub fn string_value(colours: &[Colour]) -> Dyadic {
    let sign = |c: Colour| -> i64 {
        match c {
            Colour::Blue => 1,
            Colour::Red => -1,
            Colour::Green => panic!("a blue-red string has no green edge"),
        }
    };
    let first = match colours.first() {
        Some(&first) => first,
        None => return Dyadic::zero(),
    };
    let run = colours.iter().take_while(|&&c| c == first).count();
    let integer = Dyadic::from(sign(first) * run as i64);
    // The halves as a numerator over 2^(tail length), built 30 signs at a time.
    let tail = &colours[run..];
    let mut halves = Dyadic::zero();
    for chunk in tail.chunks(30) {
        let digits = chunk.iter().fold(0i64, |acc, &c| 2 * acc + sign(c));
        halves = &halves.mul_pow2(chunk.len() as i64) + &Dyadic::from(digits);
    }
    &integer + &halves.mul_pow2(-(tail.len() as i64))
}

/// The value of the blue-red picture hanging from vertex `root`: `edges` are
/// `(u, v, colour)` on vertices `0..vertex_count` forming a forest, `root` plays the ground,
/// and edges not joined to `root` count nothing. Computed bottom-up without recursion, so
/// paths of any length are fine.
///
/// # Panics
///
/// If an endpoint or `root` is out of range, an edge is green, or the edges joined to `root`
/// contain a cycle (a loop or parallel edges included).
///
/// # Complexity
///
/// O(n + Σ sizes of the values) for `n` edges: O(n²/32) word operations at worst (a long
/// alternating path), O(n) when the values stay machine words.
///
/// # Example
///
/// ```
/// use cgt::partizan::hackenbush::{trees::tree_value, Colour::{Blue, Red}};
///
/// // On ground 0: a blue trunk 0-1 carrying red leaves 1-2 and 1-3 (1/4) beside a blue
/// // edge 0-4 (1); the edge 5-6 is not joined to the ground and counts nothing.
/// let edges = [(0, 1, Blue), (1, 2, Red), (1, 3, Red), (0, 4, Blue), (5, 6, Red)];
/// assert_eq!(tree_value(7, &edges, 0).to_string(), "5/4");
/// ```
pub fn tree_value(vertex_count: usize, edges: &[(usize, usize, Colour)], root: usize) -> Dyadic {
    let forest = RootedForest::new(vertex_count, edges.iter().map(|&(u, v, _)| (u, v)), root);
    let mut value: Vec<Option<Dyadic>> = vec![None; vertex_count];
    for &v in forest.order.iter().rev() {
        let here = value[v].take().unwrap_or_else(Dyadic::zero);
        match forest.parent[v] {
            Some((parent, edge)) => {
                let hanging = edge_value(edges[edge].2, &here);
                let sum = match value[parent].take() {
                    Some(s) => &s + &hanging,
                    None => hanging,
                };
                value[parent] = Some(sum);
            }
            None => return here,
        }
    }
    unreachable!("the root is the first vertex of the order")
}

/// The part of a forest joined to a root: its vertices root-first (every vertex after its
/// parent) and each one's parent with the index of the joining edge.
pub(crate) struct RootedForest {
    /// The vertices joined to the root, the root first, each after its parent.
    pub(crate) order: Vec<usize>,
    /// For each vertex joined to the root but the root itself: (parent, edge index).
    pub(crate) parent: Vec<Option<(usize, usize)>>,
}

impl RootedForest {
    /// Orders the component of `root` breadth-first.
    ///
    /// # Panics
    ///
    /// If an endpoint or `root` is out of range, or the component of `root` has a cycle.
    ///
    /// # Complexity
    ///
    /// O(vertex_count + edges).
    pub(crate) fn new(
        vertex_count: usize,
        edges: impl Iterator<Item = (usize, usize)>,
        root: usize,
    ) -> RootedForest {
        assert!(root < vertex_count, "root {root} out of range");
        let mut adjacent: Vec<Vec<(usize, usize)>> = vec![Vec::new(); vertex_count];
        for (i, (u, v)) in edges.enumerate() {
            assert!(u < vertex_count && v < vertex_count, "edge {i} out of range");
            adjacent[u].push((v, i));
            adjacent[v].push((u, i));
        }
        let mut seen = vec![false; vertex_count];
        let mut parent = vec![None; vertex_count];
        let mut order = vec![root];
        seen[root] = true;
        let mut next = 0;
        while next < order.len() {
            let u = order[next];
            next += 1;
            for &(v, edge) in &adjacent[u] {
                if parent[u].map_or(false, |(_, e)| e == edge) {
                    continue;
                }
                assert!(!seen[v], "the edges joined to the root contain a cycle");
                seen[v] = true;
                parent[v] = Some((u, edge));
                order.push(v);
            }
        }
        RootedForest { order, parent }
    }
}
