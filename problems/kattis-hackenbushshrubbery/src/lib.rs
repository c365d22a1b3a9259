//! Judge side of `kattis-hackenbushshrubbery` (Kattis Hackenbush Shrubbery): limits, the
//! strict reader, the seeded generator and two independent references — a game-tree search
//! over the standing edge sets (mex over every chop), and the colon principle
//! (`cgt::partizan::hackenbush::green::tree_nimber`).

use std::collections::HashMap;

use cgt::partizan::hackenbush::green::tree_nimber;
use kit::judged::{Judged, large};
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

/// The nimber of the standing edge set `set`, by the rules: chopping an edge removes it and
/// every edge standing on it (they come later in the input); the mex of the options'.
fn search(below: &[Option<usize>], set: u32, memo: &mut HashMap<u32, u64>) -> u64 {
    if let Some(&g) = memo.get(&set) {
        return g;
    }
    let mut seen = Vec::new();
    for chop in 0..below.len() {
        if set >> chop & 1 == 0 {
            continue;
        }
        // Edges are in input order, each after the one below it: one pass drops what falls.
        let mut after = set & !(1 << chop);
        for (i, b) in below.iter().enumerate() {
            if let Some(b) = *b
                && after >> b & 1 == 0
            {
                after &= !(1 << i);
            }
        }
        seen.push(search(below, after, memo));
    }
    let g = (0..).find(|m| !seen.contains(m)).expect("a mex exists");
    memo.insert(set, g);
    g
}

impl Judged for Shrubbery {
    type Input = Vec<Option<usize>>;
    type Answer = u64;

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
        Some(search(below, all, &mut HashMap::new()))
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
