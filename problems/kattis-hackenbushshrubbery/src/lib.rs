//! Judge side of `kattis-hackenbushshrubbery` (Kattis Hackenbush Shrubbery): limits, the
//! strict reader, the seeded generator and two independent references — a game-tree search
//! over the standing edge sets (mex over every chop), and the colon principle
//! (`cgt::partizan::hackenbush::green::tree_nimber`).

use cgt::partizan::hackenbush::green::tree_nimber;
use cgt::{GrundyMemo, Impartial};
use kit::explain::{HeapSums, Part, Sum, SumGame};
use kit::judged::{Explain, Judged, large};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most edges.
    n_max: usize,
}

/// Naive search answers pictures of at most this many edges.
pub const NAIVE_EDGES: usize = 14;

/// Kattis Hackenbush Shrubbery: the nimber of a green forest. Edge `i` (0-based here) stands
/// on edge `below[i]` (an earlier edge), or on the ground for `None`.
pub struct Shrubbery;

/// The forest by the rules: a position is a set of standing edges (bit `i`: edge `i`); chopping
/// an edge removes it and every edge standing on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forest {
    /// Edge `i` stands on edge `below[i]` (an earlier one), or on the ground for `None`.
    pub below: Vec<Option<usize>>,
}

impl Forest {
    /// The edges of `set` left after chopping edge `chop`: edges come after the one they
    /// stand on, so one pass drops what falls.
    fn chop(&self, set: u32, chop: usize) -> u32 {
        let mut after = set & !(1 << chop);
        for (i, b) in self.below.iter().enumerate() {
            if let Some(b) = *b
                && after >> b & 1 == 0
            {
                after &= !(1 << i);
            }
        }
        after
    }

    /// The edges standing on ground edge `root`, itself included, as a set.
    fn tree(&self, root: usize) -> u32 {
        let all = (1u32 << self.below.len()) - 1;
        all & !self.chop(all, root)
    }
}

impl Impartial for Forest {
    type Position = u32;

    fn options(&self, &set: &u32) -> Vec<u32> {
        (0..self.below.len()).filter(|&i| set >> i & 1 == 1).map(|i| self.chop(set, i)).collect()
    }
}

impl SumGame for Forest {
    /// The standing edges, 1-based: `edges 1 2 4`.
    fn show(&self, &set: &u32) -> String {
        let edges: Vec<String> =
            (0..32).filter(|i| set >> i & 1 == 1).map(|i| (i + 1).to_string()).collect();
        if edges.is_empty() { "no edge".into() } else { format!("edges {}", edges.join(" ")) }
    }

    /// `chop edge 3`: the lowest edge that falls is the one chopped.
    fn show_move(&self, &from: &u32, &to: &u32) -> String {
        format!("chop edge {}", (from & !to).trailing_zeros() + 1)
    }

    fn join(&self, parts: &[&u32]) -> Option<u32> {
        Some(parts.iter().fold(0, |set, &&part| set | part))
    }
}

impl Judged for Shrubbery {
    type Input = Vec<Option<usize>>;
    type Answer = u64;

    /// Each tree's nimber by the rules ([`HeapSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::explain::<Self>);

    /// Strictly: `n`; then the `n` numbers `e_i`, each `-1` (the ground) or an earlier edge
    /// `1 ≤ e_i < i` (an empty line when `n = 0`).
    fn read(text: &str) -> Result<Vec<Option<usize>>, String> {
        let mut r = Strict::new(text);
        let n = r.int(0, n_max(), "n")?;
        r.eoln()?;
        let mut below = Vec::with_capacity(n);
        for i in 0..n {
            if i > 0 {
                r.space()?;
            }
            let e = r.int(-1, n as i64, "e")?;
            if e == 0 || e > i as i64 {
                let at = r.here();
                return Err(format!("{at}: e_{} = {e} is neither -1 nor an earlier edge", i + 1));
            }
            below.push(usize::try_from(e - 1).ok());
        }
        r.eoln()?;
        r.eof()?;
        Ok(below)
    }

    fn write(below: &Vec<Option<usize>>) -> String {
        let es: Vec<String> =
            below.iter().map(|b| b.map_or("-1".to_string(), |b| (b + 1).to_string())).collect();
        format!("{}\n{}\n", below.len(), es.join(" "))
    }

    /// Most seeds: 1 to 12 edges (within naive's reach), some on the ground, paths likelier
    /// than bushes on odd seeds. [`large`] seeds: up to 3000 edges.
    fn generate(seed: u64) -> Vec<Option<usize>> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let n = rng.random_range(1..=if large(seed) { 3000 } else { 12 });
        let pathy = seed % 2 == 1;
        (0..n)
            .map(|i| {
                if i == 0 || rng.random_bool(0.2) {
                    None
                } else if pathy && rng.random_bool(0.6) {
                    Some(i - 1)
                } else {
                    Some(rng.random_range(0..i))
                }
            })
            .collect()
    }

    /// The game's definition: memoised search over the standing edge sets. `None` beyond
    /// [`NAIVE_EDGES`] edges.
    fn naive(below: &Vec<Option<usize>>) -> Option<u64> {
        if below.len() > NAIVE_EDGES {
            return None;
        }
        let all = (1u32 << below.len()) - 1;
        Some(GrundyMemo::new(Forest { below: below.clone() }).grundy(&all).value())
    }

    /// The colon principle on the forest ([`tree_nimber`]): vertex `i + 1` is the top of edge
    /// `i`, vertex 0 the ground.
    fn second(below: &Vec<Option<usize>>) -> u64 {
        let edges: Vec<(usize, usize)> =
            below.iter().enumerate().map(|(i, b)| (i + 1, b.map_or(0, |b| b + 1))).collect();
        tree_nimber(below.len() + 1, &edges, 0)
    }

    fn print(nimber: &u64) -> String {
        format!("*{nimber}\n")
    }

    /// The structured `max_*` cases, [`n_max`] edges: `max_ground_edges` (every edge on the
    /// ground), `max_path` (each edge on the one before), `max_broom` (a path of 50 000 edges,
    /// the other 50 000 all on its top edge).
    fn generate_named(name: &str) -> Option<Vec<Option<usize>>> {
        let handle = n_max() / 2;
        let below = |i: usize| match name {
            "max_ground_edges" => None,
            "max_path" => i.checked_sub(1),
            _ => i.min(handle).checked_sub(1),
        };
        ["max_ground_edges", "max_path", "max_broom"]
            .contains(&name)
            .then(|| (0..n_max()).map(below).collect())
    }
}

/// The forest is the sum of its trees (the edges standing on each ground edge).
impl HeapSums for Shrubbery {
    type Game = Forest;

    fn sums(below: &Vec<Option<usize>>) -> (Forest, Vec<Sum<u32>>) {
        let forest = Forest { below: below.clone() };
        let roots = (0..below.len()).filter(|&i| below[i].is_none());
        let trees =
            roots.map(|root| Part::new(format!("tree on edge {}", root + 1), forest.tree(root)));
        let parts = trees.collect();
        (forest, vec![Sum::normal("", parts)])
    }

    fn first_wins(nimber: &u64) -> Vec<bool> {
        vec![*nimber != 0]
    }
}
