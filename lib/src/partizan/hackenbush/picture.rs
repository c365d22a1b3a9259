//! Hackenbush pictures: coloured edges between vertices `0..=n`, vertex 0 the ground; edge
//! sets as bitmasks, what stays joined to the ground, and the parts that meet only there.

use crate::partizan::hackenbush::Colour;
use std::fmt;
use std::str::FromStr;

/// Most edges a picture may have (edge sets are `u64` bitmasks, bit `i` for edge `i`).
///
/// # Example
///
/// ```
/// use cgt::partizan::hackenbush::picture::{MAX_EDGES, Picture};
///
/// let text = format!("1 {}\n", MAX_EDGES + 1) + &"0 1 B\n".repeat(MAX_EDGES + 1);
/// assert!(text.parse::<Picture>().is_err());
/// ```
pub const MAX_EDGES: usize = 64;

/// A Hackenbush picture: vertices `0..=n` with 0 the ground, and coloured edges `(u, v, c)`;
/// loops and parallel edges are allowed. Edge `i` is bit `i` of an edge set.
///
/// Reads and displays as the text `n m`, then `m` lines `u v c` with `c` one of `B`, `R`, `G`.
///
/// # Example
///
/// ```
/// use cgt::partizan::hackenbush::{Colour, picture::Picture};
///
/// let p: Picture = "2 2\n0 1 B\n1 2 R\n".parse().unwrap();
/// assert_eq!(p.edges(), &[(0, 1, Colour::Blue), (1, 2, Colour::Red)]);
/// assert_eq!(p.to_string(), "2 2\n0 1 B\n1 2 R\n");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Picture {
    top: usize,
    edges: Vec<(usize, usize, Colour)>,
    /// The edges with an end at the ground.
    on_ground: u64,
    /// For each edge, the edges sharing an end with it.
    touching: Vec<u64>,
    /// For each edge, the edges sharing an end other than the ground with it.
    linked: Vec<u64>,
}

impl Picture {
    /// The picture on vertices `0..=top` with these edges.
    ///
    /// # Panics
    ///
    /// If an endpoint exceeds `top` or there are more than [`MAX_EDGES`] edges.
    ///
    /// # Complexity
    ///
    /// O(m²) (which edges share an end, computed once).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::hackenbush::{Colour, picture::Picture};
    ///
    /// let p = Picture::new(1, vec![(0, 1, Colour::Green)]);
    /// assert_eq!(p.vertex_count(), 2);
    /// ```
    pub fn new(top: usize, edges: Vec<(usize, usize, Colour)>) -> Picture {
        assert!(edges.len() <= MAX_EDGES, "a picture has at most {MAX_EDGES} edges");
        assert!(edges.iter().all(|&(u, v, _)| u <= top && v <= top), "an endpoint beyond {top}");
        let ends = |i: usize| [edges[i].0, edges[i].1];
        let sharing = |i: usize, ground: bool| -> u64 {
            (0..edges.len())
                .filter(|&j| ends(i).iter().any(|&x| (ground || x != 0) && ends(j).contains(&x)))
                .fold(0, |set, j| set | 1 << j)
        };
        let on_ground =
            (0..edges.len()).filter(|&i| ends(i).contains(&0)).fold(0, |s, i| s | 1 << i);
        let touching = (0..edges.len()).map(|i| sharing(i, true)).collect();
        let linked = (0..edges.len()).map(|i| sharing(i, false)).collect();
        Picture { top, edges, on_ground, touching, linked }
    }

    /// The edges of `set` reached from `seeds` (a subset of `set`) through edges of `set`
    /// sharing an end, by `adjacent`.
    fn flood(set: u64, seeds: u64, adjacent: &[u64]) -> u64 {
        let (mut reached, mut frontier) = (seeds, seeds);
        while frontier != 0 {
            let mut next = 0;
            while frontier != 0 {
                next |= adjacent[frontier.trailing_zeros() as usize];
                frontier &= frontier - 1;
            }
            frontier = next & set & !reached;
            reached |= frontier;
        }
        reached
    }

    /// The number of vertices, the ground included (`n + 1`).
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::hackenbush::picture::Picture;
    ///
    /// assert_eq!(Picture::new(3, vec![]).vertex_count(), 4);
    /// ```
    pub fn vertex_count(&self) -> usize {
        self.top + 1
    }

    /// The edges, in order (edge `i` is bit `i` of an edge set).
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::hackenbush::{Colour, picture::Picture};
    ///
    /// let p = Picture::new(1, vec![(1, 0, Colour::Red)]);
    /// assert_eq!(p.edges()[0].2, Colour::Red);
    /// ```
    pub fn edges(&self) -> &[(usize, usize, Colour)] {
        &self.edges
    }

    /// The set of all edges.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::hackenbush::{Colour, picture::Picture};
    ///
    /// let p = Picture::new(1, vec![(0, 1, Colour::Red); 3]);
    /// assert_eq!(p.all_edges(), 0b111);
    /// ```
    pub fn all_edges(&self) -> u64 {
        if self.edges.len() == 64 { u64::MAX } else { (1u64 << self.edges.len()) - 1 }
    }

    /// The edges of `set` still joined to the ground through edges of `set` (what does not
    /// fall).
    ///
    /// # Complexity
    ///
    /// O(m) word operations (a flood over edges sharing an end).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::hackenbush::{Colour, picture::Picture};
    ///
    /// // A string 0-1-2: without its bottom edge, the top one falls.
    /// let p = Picture::new(2, vec![(0, 1, Colour::Blue), (1, 2, Colour::Blue)]);
    /// assert_eq!(p.grounded(0b11), 0b11);
    /// assert_eq!(p.grounded(0b10), 0);
    /// ```
    pub fn grounded(&self, set: u64) -> u64 {
        Picture::flood(set, set & self.on_ground, &self.touching)
    }

    /// The parts of `set`: its edges grouped by the components they form once the ground is
    /// split apart (parts meet only at the ground), each part an edge set; sorted.
    ///
    /// # Complexity
    ///
    /// O(m) word operations (floods over edges sharing an end other than the ground).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::hackenbush::{Colour, picture::Picture};
    ///
    /// // Two stalks on the ground, and a loop at the ground.
    /// let p = Picture::new(
    ///     2,
    ///     vec![(0, 1, Colour::Blue), (0, 2, Colour::Red), (2, 2, Colour::Green), (0, 0, Colour::Green)],
    /// );
    /// assert_eq!(p.parts(0b1111), vec![0b0001, 0b0110, 0b1000]);
    /// ```
    pub fn parts(&self, set: u64) -> Vec<u64> {
        let mut out = Vec::new();
        let mut rest = set;
        while rest != 0 {
            let part = Picture::flood(rest, rest & rest.wrapping_neg(), &self.linked);
            out.push(part);
            rest &= !part;
        }
        out.sort_unstable();
        out
    }

    /// Whether the edges of `set` joined to the ground form a tree through the ground (no
    /// loop, no parallel edges, no cycle).
    ///
    /// # Complexity
    ///
    /// O(m + n).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::hackenbush::{Colour, picture::Picture};
    ///
    /// let p = Picture::new(2, vec![(0, 1, Colour::Blue), (1, 2, Colour::Red), (2, 0, Colour::Red)]);
    /// assert!(!p.is_tree(0b111));
    /// assert!(p.is_tree(0b011));
    /// ```
    pub fn is_tree(&self, set: u64) -> bool {
        let kept = self.grounded(set);
        let mut touched = vec![false; self.vertex_count()];
        touched[0] = true;
        for (i, &(u, v, _)) in self.edges.iter().enumerate() {
            if kept >> i & 1 == 1 {
                touched[u] = true;
                touched[v] = true;
            }
        }
        // A connected graph is a tree iff it has one edge fewer than vertices.
        kept.count_ones() as usize + 1 == touched.iter().filter(|&&t| t).count()
    }

    /// Whether the picture is a forest: what is joined to the ground is a tree through the
    /// ground (so each part is a tree), by [`Picture::is_tree`].
    ///
    /// # Complexity
    ///
    /// O(m + n).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::hackenbush::picture::Picture;
    ///
    /// let p: Picture = "2 2\n0 1 B\n0 2 G\n".parse().unwrap();
    /// assert!(p.is_forest());
    /// ```
    pub fn is_forest(&self) -> bool {
        self.is_tree(self.all_edges())
    }

    /// Whether every edge is blue or red (a restrained picture: its value is a number).
    ///
    /// # Complexity
    ///
    /// O(m).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::hackenbush::picture::Picture;
    ///
    /// assert!("1 2\n0 1 B\n0 1 R\n".parse::<Picture>().unwrap().is_restrained());
    /// ```
    pub fn is_restrained(&self) -> bool {
        self.edges.iter().all(|e| e.2 != Colour::Green)
    }

    /// Whether every edge is green (an impartial picture: its value is a nimber).
    ///
    /// # Complexity
    ///
    /// O(m).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::hackenbush::picture::Picture;
    ///
    /// assert!("1 1\n1 1 G\n".parse::<Picture>().unwrap().is_green_only());
    /// ```
    pub fn is_green_only(&self) -> bool {
        self.edges.iter().all(|e| e.2 == Colour::Green)
    }

    /// The edges of `set`, in order (for the tree and green rules, which take edge lists).
    ///
    /// # Complexity
    ///
    /// O(m).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::hackenbush::{Colour, picture::Picture};
    ///
    /// let p = Picture::new(1, vec![(0, 1, Colour::Blue), (0, 1, Colour::Red)]);
    /// assert_eq!(p.edges_of(0b10), vec![(0, 1, Colour::Red)]);
    /// ```
    pub fn edges_of(&self, set: u64) -> Vec<(usize, usize, Colour)> {
        self.edges.iter().enumerate().filter(|(i, _)| set >> i & 1 == 1).map(|(_, &e)| e).collect()
    }
}

/// The error of reading a [`Picture`]: the 1-based line and what was wrong there.
///
/// # Example
///
/// ```
/// use cgt::partizan::hackenbush::picture::Picture;
///
/// let e = "1 1\n0 2 B\n".parse::<Picture>().unwrap_err();
/// assert_eq!(e.to_string(), "line 2: vertex 2 is beyond n = 1");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParsePictureError {
    /// The 1-based line.
    pub line: usize,
    /// What was wrong.
    pub message: String,
}

impl fmt::Display for ParsePictureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for ParsePictureError {}

impl FromStr for Picture {
    type Err = ParsePictureError;

    /// `n m` on the first line, then exactly `m` lines `u v c` (tokens separated by spaces),
    /// `0 ≤ u, v ≤ n`, `c` in `B R G`, `m ≤ 64`; blank lines only at the end.
    fn from_str(text: &str) -> Result<Picture, ParsePictureError> {
        let err = |line: usize, message: String| ParsePictureError { line, message };
        let mut rows = text.lines().enumerate().map(|(i, row)| (i + 1, row));
        let (_, head) = rows.next().ok_or_else(|| err(1, "expected `n m`".into()))?;
        let head: Vec<&str> = head.split_whitespace().collect();
        let (n, m) = match head[..] {
            [n, m] => (n, m),
            _ => return Err(err(1, format!("expected 2 tokens `n m`, found {}", head.len()))),
        };
        let top: usize = n.parse().map_err(|_| err(1, format!("n: {n:?} is not a number")))?;
        let m: usize = m.parse().map_err(|_| err(1, format!("m: {m:?} is not a number")))?;
        if m > MAX_EDGES {
            return Err(err(1, format!("m = {m} is more than {MAX_EDGES}")));
        }
        let mut edges = Vec::with_capacity(m);
        for k in 0..m {
            let (line, row) = match rows.next() {
                Some(next) => next,
                None => return Err(err(k + 2, format!("expected edge {} of {m}", k + 1))),
            };
            let tokens: Vec<&str> = row.split_whitespace().collect();
            let (u, v, c) = match tokens[..] {
                [u, v, c] => (u, v, c),
                _ => {
                    let found = tokens.len();
                    return Err(err(line, format!("expected 3 tokens `u v c`, found {found}")));
                }
            };
            let vertex = |t: &str| -> Result<usize, ParsePictureError> {
                let x: usize =
                    t.parse().map_err(|_| err(line, format!("{t:?} is not a vertex")))?;
                if x > top {
                    return Err(err(line, format!("vertex {x} is beyond n = {top}")));
                }
                Ok(x)
            };
            let colour = match c {
                "B" => Colour::Blue,
                "R" => Colour::Red,
                "G" => Colour::Green,
                _ => return Err(err(line, format!("colour {c:?} is not B, R or G"))),
            };
            edges.push((vertex(u)?, vertex(v)?, colour));
        }
        if let Some((line, _)) = rows.find(|(_, row)| !row.trim().is_empty()) {
            return Err(err(line, format!("more than {m} edges")));
        }
        Ok(Picture::new(top, edges))
    }
}

impl fmt::Display for Picture {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{} {}", self.top, self.edges.len())?;
        for &(u, v, c) in &self.edges {
            let c = match c {
                Colour::Blue => 'B',
                Colour::Red => 'R',
                Colour::Green => 'G',
            };
            writeln!(f, "{u} {v} {c}")?;
        }
        Ok(())
    }
}
