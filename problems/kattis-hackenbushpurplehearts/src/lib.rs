//! Judge side of `kattis-hackenbushpurplehearts` (Kattis Hackenbush Purplehearts): limits, the
//! strict reader, the seeded generator and two independent references — canonical forms
//! built from the rules by game-tree search over the standing edge sets
//! (`cgt::partizan::GameStore::new_game`), and blue-red Hackenbush values by the tree rule
//! (`cgt::partizan::hackenbush::trees::tree_value`).

use cgt::partizan::hackenbush::{Colour, trees::tree_value};
use cgt::partizan::{Dyadic, GameStore};
use kit::explain::partizan::pieces::{piece_trees, pieces};
use kit::explain::partizan::{PartizanSum, PartizanSums, Said, Tree};
use kit::hackenbush::EdgeSets;
use kit::judged::{Explain, Judged, large};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most edges (assumed: the statement's limit could not be read): `[params] n_max` of
    /// `problem.toml`, which the README states.
    n_max: usize,
}

/// Naive game-tree search answers pictures of at most this many edges.
pub const NAIVE_EDGES: usize = 12;

/// A picture: edge `i` joins vertex `i` to `parent[i]` (`None`: to the ground), coloured
/// `colours[i]`; vertices are 0-based here, 1-based in the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    /// Each vertex's parent vertex, or `None` for the ground.
    pub parents: Vec<Option<usize>>,
    /// Each vertex's edge colour, blue or red.
    pub colours: Vec<Colour>,
}

impl Picture {
    /// The edges `(vertex + 1, parent + 1 or 0, colour)`, vertex 0 being the ground.
    fn edges(&self) -> Vec<(usize, usize, Colour)> {
        self.parents
            .iter()
            .zip(&self.colours)
            .enumerate()
            .map(|(i, (p, &c))| (i + 1, p.map_or(0, |p| p + 1), c))
            .collect()
    }
}

/// Kattis Hackenbush Purplehearts: the value of a blue-red forest.
pub struct Purplehearts;

/// The first vertex (1-based) on a cycle of parent links, if any.
fn cycle(parents: &[Option<usize>]) -> Option<usize> {
    // 0 unvisited, 1 on the current walk, 2 done (reaches the ground).
    let mut state = vec![0u8; parents.len()];
    for start in 0..parents.len() {
        let mut walk = Vec::new();
        let mut v = Some(start);
        while let Some(u) = v {
            match state[u] {
                2 => break,
                1 => return Some(u + 1),
                _ => {
                    state[u] = 1;
                    walk.push(u);
                    v = parents[u];
                }
            }
        }
        for u in walk {
            state[u] = 2;
        }
    }
    None
}

/// A random picture of `n` edges: parents earlier in a random order (so a forest), some
/// edges on the ground; on some seeds the picture is a forest beside its colour-swapped
/// mirror image (value 0), or mostly one colour (integers).
fn random_picture(rng: &mut ChaCha8Rng, n: usize) -> Picture {
    let shape = if n.is_multiple_of(2) { rng.random_range(0..4) } else { rng.random_range(1..4) };
    let half = if shape == 0 { n / 2 } else { n };
    let mut parents: Vec<Option<usize>> = Vec::with_capacity(n);
    let mut colours = Vec::with_capacity(n);
    for v in 0..half {
        let grounded = v == 0 || rng.random_bool(0.2);
        parents.push(if grounded { None } else { Some(rng.random_range(0..v)) });
        let blue = if shape == 1 { rng.random_bool(0.9) } else { rng.random_bool(0.5) };
        colours.push(if blue { Colour::Blue } else { Colour::Red });
    }
    for v in half..n {
        parents.push(parents[v - half].map(|p| p + half));
        let swapped = if colours[v - half] == Colour::Blue { Colour::Red } else { Colour::Blue };
        colours.push(swapped);
    }
    // Relabel the vertices at random.
    let mut order: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        order.swap(i, rng.random_range(0..=i));
    }
    let mut new_parents = vec![None; n];
    let mut new_colours = vec![Colour::Blue; n];
    for v in 0..n {
        new_parents[order[v]] = parents[v].map(|p| order[p]);
        new_colours[order[v]] = colours[v];
    }
    Picture { parents: new_parents, colours: new_colours }
}

impl Judged for Purplehearts {
    type Input = Picture;
    type Answer = Dyadic;

    /// The trees standing on the ground with their numbers, and their sum
    /// ([`PartizanSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::partizan::explain::<Self>);

    /// Strictly: `n`; then `n` parents (`-1` for the ground, else `1..=n`, no cycle); then
    /// a word of `n` letters `B`/`R`.
    fn read(text: &str) -> Result<Picture, String> {
        let mut r = Strict::new(text);
        let n = r.int(1, n_max(), "n")?;
        r.eoln()?;
        let mut parents = Vec::with_capacity(n);
        for i in 0..n {
            if i > 0 {
                r.space()?;
            }
            let p = r.int(-1, n as i64, "parent")?;
            if p == 0 || p == i as i64 + 1 {
                let at = r.here();
                return Err(format!("{at}: parent {p} of vertex {} is not allowed", i + 1));
            }
            parents.push(usize::try_from(p - 1).ok());
        }
        r.eoln()?;
        let at = r.here();
        let word = r.word("colours")?;
        if word.len() != n || !word.bytes().all(|b| b == b'B' || b == b'R') {
            return Err(format!("{at}: expected {n} letters B or R, found {word:?}"));
        }
        r.eoln()?;
        r.eof()?;
        if let Some(v) = cycle(&parents) {
            return Err(format!("line 2: vertex {v} lies on a cycle of parents"));
        }
        let colours =
            word.bytes().map(|b| if b == b'B' { Colour::Blue } else { Colour::Red }).collect();
        Ok(Picture { parents, colours })
    }

    fn write(picture: &Picture) -> String {
        let parents: Vec<String> = picture
            .parents
            .iter()
            .map(|p| p.map_or("-1".to_string(), |p| (p + 1).to_string()))
            .collect();
        let colours: String =
            picture.colours.iter().map(|&c| if c == Colour::Blue { 'B' } else { 'R' }).collect();
        format!("{}\n{}\n{colours}\n", parents.len(), parents.join(" "))
    }

    /// Most seeds: up to 10 edges (within naive's reach). [`large`] seeds: up to 3000.
    fn generate(seed: u64) -> Picture {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let n = rng.random_range(1..=if large(seed) { 3000 } else { 10 });
        random_picture(&mut rng, n)
    }

    /// The game's definition: the canonical form built from the rules over the standing edge
    /// sets, which must be a number. `None` beyond [`NAIVE_EDGES`] edges.
    fn naive(picture: &Picture) -> Option<Dyadic> {
        if picture.parents.len() > NAIVE_EDGES {
            return None;
        }
        let edges = picture.edges();
        let mut search = EdgeSets::new(picture.parents.len() + 1, 0, &edges);
        let mut store = GameStore::new();
        let g = search.form(&mut store, search.start());
        Some(store.as_number(g).expect("a blue-red picture is a number").clone())
    }

    /// The tree rule from the ground up ([`tree_value`]).
    fn second(picture: &Picture) -> Dyadic {
        tree_value(picture.parents.len() + 1, &picture.edges(), 0)
    }

    fn print(value: &Dyadic) -> String {
        format!("{}/2^{}\n", value.numerator(), value.exponent())
    }
}

/// The forest as a Hackenbush picture (vertex 0 the ground): each tree standing on the
/// ground is a piece.
fn hackenbush(picture: &Picture) -> cgt::partizan::hackenbush::picture::Picture {
    cgt::partizan::hackenbush::picture::Picture::new(picture.parents.len(), picture.edges())
}

/// An edge as the input gives it: `vertex→parent` (`ground` for −1) and its letter.
fn edge(&(v, p, colour): &(usize, usize, Colour)) -> String {
    let parent = if p == 0 { "ground".to_string() } else { p.to_string() };
    format!("{v}→{parent} {}", if colour == Colour::Blue { 'B' } else { 'R' })
}

/// The forest is the sum of its trees.
impl PartizanSums for Purplehearts {
    fn sums(picture: &Picture, store: &mut GameStore) -> Vec<PartizanSum> {
        let components = pieces(&hackenbush(picture), store, "tree", edge);
        vec![PartizanSum { label: "forest".into(), components }]
    }

    fn searched(picture: &Picture) -> Vec<Vec<Tree>> {
        vec![piece_trees(&hackenbush(picture))]
    }

    fn said(value: &Dyadic) -> Vec<Said> {
        vec![Said { value: Some(value.to_string()), ..Said::default() }]
    }
}
