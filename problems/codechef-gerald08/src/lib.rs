//! Judge side of `codechef-gerald08` (CodeChef GERALD08, Chef and Tree Game): limits, the
//! strict reader, the seeded generator and two independent references — a game-tree search
//! over the sets of edges still standing, and blue-red Hackenbush values by the tree rule
//! (`cgt::partizan::hackenbush::trees::tree_value`).

use cgt::partizan::hackenbush::picture::Picture;
use cgt::partizan::hackenbush::{Colour, trees::tree_value};
use cgt::partizan::{GameStore, PartizanOutcome};
use kit::explain::partizan::pieces::{piece_trees, pieces};
use kit::explain::partizan::{PartizanSum, PartizanSums, Said, Tree as GameTree};
use kit::hackenbush::EdgeSets;
use kit::judged::{Explain, Judged, large, lines};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most test cases in one input.
    t_max: usize,
    /// Most vertices in one tree, and in all trees of one input together: `[params] n_max` of
    /// `problem.toml`, which the README states.
    n_max: usize,
}

/// Naive game-tree search answers inputs whose trees have at most this many edges each.
pub const NAIVE_EDGES: usize = 14;

/// One tree: `n` vertices `1..=n`, root 1, edges `(u, v, colour)` with colour 0 black
/// (Chef's) and 1 white (Ksen's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    /// Number of vertices.
    pub n: usize,
    /// The `n - 1` edges in input order.
    pub edges: Vec<(usize, usize, u8)>,
}

impl Tree {
    /// The edges as Hackenbush edges: black ones Chef's (Left's, blue), white ones Ksen's.
    fn coloured_edges(&self) -> Vec<(usize, usize, Colour)> {
        let colour = |c: u8| if c == 0 { Colour::Blue } else { Colour::Red };
        self.edges.iter().map(|&(u, v, c)| (u, v, colour(c))).collect()
    }
}

/// Who wins a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Winner {
    /// Chef, who deletes black edges.
    Chef,
    /// Ksen, who deletes white edges.
    Ksen,
}

/// The winners of one tree's game: when Chef moves first, and when Ksen does.
pub type Winners = (Winner, Winner);

/// CodeChef GERALD08 Chef and Tree Game.
pub struct ChefAndTreeGame;

/// Reads one tree's `n - 1` edge lines and checks that they form a tree on `1..=n`.
fn read_tree(r: &mut Strict, n: usize) -> Result<Tree, String> {
    let mut parent: Vec<usize> = (0..=n).collect();
    fn find(parent: &mut [usize], mut x: usize) -> usize {
        while parent[x] != x {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        x
    }
    let mut edges = Vec::with_capacity(n - 1);
    for _ in 1..n {
        let u = r.int(1, n, "U")?;
        r.space()?;
        let v = r.int(1, n, "V")?;
        r.space()?;
        let c = r.int(0u8, 1, "C")?;
        let (a, b) = (find(&mut parent, u), find(&mut parent, v));
        if a == b {
            return Err(format!("{}: edge {u} {v} closes a cycle: not a tree", r.here()));
        }
        r.eoln()?;
        parent[a] = b;
        edges.push((u, v, c));
    }
    Ok(Tree { n, edges })
}

/// A random tree on `n` vertices, labels shuffled (root 1 stays anywhere in the shape),
/// edges in random order and orientation; half of the seeds' trees are made of a random
/// tree hanging from the root beside its colour-swapped mirror image (value 0).
fn random_tree(rng: &mut ChaCha8Rng, n: usize) -> Tree {
    let mut shape: Vec<(usize, usize, u8)> = Vec::new();
    if n >= 3 && n % 2 == 1 && rng.random_bool(0.4) {
        // Vertices 0 (root), 1..=k one copy, k+1..=2k the mirror.
        let k = (n - 1) / 2;
        for v in 1..=k {
            let p = rng.random_range(0..v);
            let c = rng.random_range(0..=1u8);
            shape.push((p, v, c));
            let mirror = |x: usize| if x == 0 { 0 } else { x + k };
            shape.push((mirror(p), mirror(v), 1 - c));
        }
    } else {
        let path_like = rng.random_bool(0.3);
        for v in 1..n {
            let p = if path_like {
                v - 1 - rng.random_range(0..v.min(3))
            } else {
                rng.random_range(0..v)
            };
            shape.push((p, v, rng.random_range(0..=1u8)));
        }
    }
    // Vertex 0 of the shape is the root; the rest get labels 2..=n shuffled.
    let mut label: Vec<usize> = (1..=n).collect();
    for i in (2..n).rev() {
        let j = rng.random_range(1..=i);
        label.swap(i, j);
    }
    let mut edges: Vec<(usize, usize, u8)> =
        shape
            .into_iter()
            .map(|(p, v, c)| {
                if rng.random_bool(0.5) { (label[p], label[v], c) } else { (label[v], label[p], c) }
            })
            .collect();
    for i in (1..edges.len()).rev() {
        let j = rng.random_range(0..=i);
        edges.swap(i, j);
    }
    Tree { n, edges }
}

impl Judged for ChefAndTreeGame {
    type Input = Vec<Tree>;
    type Answer = Vec<Winners>;

    /// Each tree's branches at the root with their numbers, their sum and who wins
    /// ([`PartizanSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::partizan::explain::<Self>);

    /// Strictly against the statement: `T`, then per test `N` and `N - 1` lines `U V C`
    /// forming a tree; the sum of `N` at most [`n_max`].
    fn read(text: &str) -> Result<Vec<Tree>, String> {
        let mut r = Strict::new(text);
        let t = r.int(1, t_max(), "T")?;
        r.eoln()?;
        let mut trees = Vec::with_capacity(t);
        let mut total = 0;
        for _ in 0..t {
            let n = r.int(1, n_max(), "N")?;
            total += n;
            if total > n_max() {
                return Err(format!("{}: the sum of N exceeds {}", r.here(), n_max()));
            }
            r.eoln()?;
            trees.push(read_tree(&mut r, n)?);
        }
        r.eof()?;
        Ok(trees)
    }

    fn write(trees: &Vec<Tree>) -> String {
        let mut text = format!("{}\n", trees.len());
        for tree in trees {
            text += &format!("{}\n", tree.n);
            text += &lines(&tree.edges, |(u, v, c)| format!("{u} {v} {c}"));
        }
        text
    }

    /// Most seeds: up to 8 trees of at most 10 edges (within naive's reach). [`large`] seeds: up to 5
    /// trees of up to 3000 vertices.
    fn generate(seed: u64) -> Vec<Tree> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (t, top) = if large(seed) {
            (rng.random_range(1..=5), 3000)
        } else {
            (rng.random_range(1..=8), 11)
        };
        (0..t)
            .map(|_| {
                let n = rng.random_range(1..=top);
                random_tree(&mut rng, n)
            })
            .collect()
    }

    /// The game's definition: who wins, moving first and second, by memoised search over the
    /// sets of edges still standing. `None` when a tree has more than [`NAIVE_EDGES`] edges.
    fn naive(trees: &Vec<Tree>) -> Option<Vec<Winners>> {
        if trees.iter().any(|t| t.edges.len() > NAIVE_EDGES) {
            return None;
        }
        let answers = trees
            .iter()
            .map(|tree| {
                let edges = tree.coloured_edges();
                let mut search = EdgeSets::new(tree.n + 1, 1, &edges);
                let all = search.start();
                let chef_first =
                    if search.mover_wins(all, true) { Winner::Chef } else { Winner::Ksen };
                let ksen_first =
                    if search.mover_wins(all, false) { Winner::Ksen } else { Winner::Chef };
                (chef_first, ksen_first)
            })
            .collect();
        Some(answers)
    }

    /// Blue-red Hackenbush: black edges blue (Left = Chef), white red; the tree's value `v`
    /// by the tree rule decides: `v > 0` Chef wins both, `v < 0` Ksen both, `v = 0` the
    /// second player.
    fn second(trees: &Vec<Tree>) -> Vec<Winners> {
        trees
            .iter()
            .map(|tree| match tree_value(tree.n + 1, &tree.coloured_edges(), 1).signum() {
                1 => (Winner::Chef, Winner::Chef),
                -1 => (Winner::Ksen, Winner::Ksen),
                _ => (Winner::Ksen, Winner::Chef),
            })
            .collect()
    }

    fn print(answers: &Vec<Winners>) -> String {
        lines(answers, |&(first, second)| format!("{first:?} {second:?}"))
    }
}

/// The tree as a Hackenbush picture, vertex `v` at `v − 1` so that the root is the ground:
/// each branch at the root is a piece.
fn picture(tree: &Tree) -> Picture {
    let edges = tree.coloured_edges().into_iter().map(|(u, v, c)| (u - 1, v - 1, c)).collect();
    Picture::new(tree.n - 1, edges)
}

/// An edge as the input gives it: `1-2 black` (the picture's vertices plus one).
fn edge(&(u, v, colour): &(usize, usize, Colour)) -> String {
    let name = if colour == Colour::Blue { "black" } else { "white" };
    format!("{}-{} {name}", u + 1, v + 1)
}

/// Each tree is the sum of its branches at the root; Chef is Left.
impl PartizanSums for ChefAndTreeGame {
    fn sums(trees: &Vec<Tree>, store: &mut GameStore) -> Vec<PartizanSum> {
        let sum = |(i, tree): (usize, &Tree)| PartizanSum {
            label: format!("test {}", i + 1),
            components: pieces(&picture(tree), store, "branch", edge),
        };
        trees.iter().enumerate().map(sum).collect()
    }

    fn searched(trees: &Vec<Tree>) -> Vec<Vec<GameTree>> {
        trees.iter().map(|tree| piece_trees(&picture(tree))).collect()
    }

    fn said(answers: &Vec<Winners>) -> Vec<Said> {
        let outcome = |&(chef_first, ksen_first): &Winners| match (chef_first, ksen_first) {
            (Winner::Chef, Winner::Chef) => PartizanOutcome::L,
            (Winner::Ksen, Winner::Ksen) => PartizanOutcome::R,
            (Winner::Ksen, Winner::Chef) => PartizanOutcome::P,
            (Winner::Chef, Winner::Ksen) => PartizanOutcome::N,
        };
        answers.iter().map(|w| Said { outcome: Some(outcome(w)), ..Said::default() }).collect()
    }

    fn verdict(outcome: PartizanOutcome) -> String {
        match outcome {
            PartizanOutcome::L => "Chef (Left) wins moving first and second",
            PartizanOutcome::R => "Ksen (Right) wins moving first and second",
            PartizanOutcome::P => "the second player wins: Ksen if Chef starts, Chef if Ksen does",
            PartizanOutcome::N => "the first player wins: Chef if he starts, Ksen if she does",
        }
        .to_string()
    }
}
