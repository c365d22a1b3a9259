//! What the Hackenbush problems share: the strict reader of a picture, and their naive
//! reference, game-tree search on whole edge sets from the rules alone. A chop removes one edge of the mover's colour (green for either); what
//! has no path to the ground falls, recomputed here by a search from the ground — no parts,
//! no tree or green rules. Values come from the definitions: canonical forms from the raw
//! options by the engine's `new_game`, numbers as the simplest number between the best
//! options, winners by plain search.

use std::collections::HashMap;

use cgt::partizan::hackenbush::Colour;
use cgt::partizan::hackenbush::picture::Picture;
use cgt::partizan::{Dyadic, GameId, GameStore};

use crate::validate::Strict;

/// Reads a picture strictly: a line `n m` (`1 ≤ n ≤ n_max`, `1 ≤ m ≤ m_max`), then `m` lines
/// `u v c` with `0 ≤ u, v ≤ n` and `c` one of `colours` (of `B`, `R`, `G`).
///
/// # Errors
/// One line naming the line and column of the first violation.
///
/// # Example
/// ```
/// use kit::hackenbush::read_picture;
/// use kit::validate::Strict;
///
/// let mut r = Strict::new("2 2\n0 1 B\n1 2 G\n");
/// let picture = read_picture(&mut r, 16, 16, &["B", "R", "G"]).unwrap();
/// assert_eq!(picture.edges().len(), 2);
/// let mut r = Strict::new("1 1\n0 1 G\n");
/// assert!(read_picture(&mut r, 16, 16, &["B", "R"]).unwrap_err().contains("line 2"));
/// ```
pub fn read_picture(
    r: &mut Strict,
    n_max: usize,
    m_max: usize,
    colours: &[&str],
) -> Result<Picture, String> {
    let n = r.int(1, n_max, "n")?;
    r.space()?;
    let m = r.int(1, m_max, "m")?;
    r.eoln()?;
    let mut edges = Vec::with_capacity(m);
    for _ in 0..m {
        let u = r.int(0, n, "u")?;
        r.space()?;
        let v = r.int(0, n, "v")?;
        r.space()?;
        let c = match r.one_of(colours, "c")? {
            "B" => Colour::Blue,
            "R" => Colour::Red,
            _ => Colour::Green,
        };
        r.eoln()?;
        edges.push((u, v, c));
    }
    Ok(Picture::new(n, edges))
}

/// The search on one picture: vertices `0..vertices`, one of them the ground, and at most 32
/// edges `(u, v, colour)` (loops and parallel edges allowed). Edge sets are `u32` masks.
///
/// # Complexity
/// Each of [`EdgeSets::form`], [`EdgeSets::number`] and [`EdgeSets::mover_wins`] is memoised
/// per edge set: at most `2^m` sets, each O(m · (m + vertices)).
///
/// # Example
/// ```
/// use cgt::partizan::GameStore;
/// use cgt::partizan::hackenbush::Colour::{Blue, Red};
/// use kit::hackenbush::EdgeSets;
///
/// // A blue edge on the ground carrying a red one: 1/2.
/// let edges = [(0, 1, Blue), (1, 2, Red)];
/// let mut search = EdgeSets::new(3, 0, &edges);
/// let mut store = GameStore::new();
/// let g = search.form(&mut store, search.start());
/// assert_eq!(store.to_notation(g), "1/2");
/// assert_eq!(search.number(search.start()).to_string(), "1/2");
/// assert!(search.mover_wins(search.start(), true) && !search.mover_wins(search.start(), false));
/// ```
pub struct EdgeSets<'a> {
    edges: &'a [(usize, usize, Colour)],
    vertices: usize,
    ground: usize,
    forms: HashMap<u32, GameId>,
    numbers: HashMap<u32, Dyadic>,
    wins: HashMap<(u32, bool), bool>,
}

impl<'a> EdgeSets<'a> {
    /// The search on the picture.
    ///
    /// # Panics
    /// With more than 32 edges, or a vertex or ground outside `0..vertices`.
    pub fn new(vertices: usize, ground: usize, edges: &'a [(usize, usize, Colour)]) -> Self {
        assert!(edges.len() <= 32, "the naive search takes at most 32 edges");
        assert!(ground < vertices && edges.iter().all(|&(u, v, _)| u < vertices && v < vertices));
        let (forms, numbers, wins) = Default::default();
        EdgeSets { edges, vertices, ground, forms, numbers, wins }
    }

    /// The edges of `set` on a path to the ground, by breadth-first search from it.
    pub fn standing(&self, set: u32) -> u32 {
        let mut reached = vec![false; self.vertices];
        reached[self.ground] = true;
        let mut queue = std::collections::VecDeque::from([self.ground]);
        while let Some(x) = queue.pop_front() {
            for (i, &(u, v, _)) in self.edges.iter().enumerate() {
                if set >> i & 1 == 1 && (u == x || v == x) {
                    let w = if u == x { v } else { u };
                    if !reached[w] {
                        reached[w] = true;
                        queue.push_back(w);
                    }
                }
            }
        }
        (0..self.edges.len())
            .filter(|&i| set >> i & 1 == 1 && reached[self.edges[i].0])
            .fold(0, |s, i| s | 1 << i)
    }

    /// The standing edges of the whole picture.
    pub fn start(&self) -> u32 {
        let all = if self.edges.len() == 32 { u32::MAX } else { (1u32 << self.edges.len()) - 1 };
        self.standing(all)
    }

    /// The sets after one chop by Left (`left`) or Right.
    fn chops(&self, set: u32, left: bool) -> Vec<u32> {
        (0..self.edges.len())
            .filter(|&i| set >> i & 1 == 1)
            .filter(|&i| match self.edges[i].2 {
                Colour::Blue => left,
                Colour::Red => !left,
                Colour::Green => true,
            })
            .map(|i| self.standing(set & !(1 << i)))
            .collect()
    }

    /// The canonical form of the standing set `set`, from its raw options.
    pub fn form(&mut self, store: &mut GameStore, set: u32) -> GameId {
        if let Some(&g) = self.forms.get(&set) {
            return g;
        }
        let lefts: Vec<GameId> =
            self.chops(set, true).into_iter().map(|o| self.form(store, o)).collect();
        let rights: Vec<GameId> =
            self.chops(set, false).into_iter().map(|o| self.form(store, o)).collect();
        let g = store.new_game(&lefts, &rights);
        self.forms.insert(set, g);
        g
    }

    /// The value of the standing set `set` of a blue-red picture as a number game: the
    /// simplest number strictly between Left's best and Right's best option.
    ///
    /// # Panics
    /// If an edge is green (the position need not be a number).
    pub fn number(&mut self, set: u32) -> Dyadic {
        assert!(self.edges.iter().all(|e| e.2 != Colour::Green), "a blue-red picture");
        if let Some(v) = self.numbers.get(&set) {
            return v.clone();
        }
        let best = |options: Vec<u32>, search: &mut Self, left: bool| {
            options.into_iter().map(|o| search.number(o)).reduce(|a, b| match left {
                true => a.max(b),
                false => a.min(b),
            })
        };
        let left = best(self.chops(set, true), self, true);
        let right = best(self.chops(set, false), self, false);
        let v = Dyadic::simplest_between(left.as_ref(), right.as_ref());
        self.numbers.insert(set, v.clone());
        v
    }

    /// Whether the player to move (Left when `left`) wins from the standing set `set`.
    pub fn mover_wins(&mut self, set: u32, left: bool) -> bool {
        if let Some(&w) = self.wins.get(&(set, left)) {
            return w;
        }
        let w = self.chops(set, left).into_iter().any(|o| !self.mover_wins(o, !left));
        self.wins.insert((set, left), w);
        w
    }
}
