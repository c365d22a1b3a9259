//! Random maps for the generator: Voronoi-like regions, grids of rectangular countries, and
//! graphs (random, cliques, stars, paths, matchings) laid out border by border on separate
//! rows, so that any graph of up to 12 countries is a map.

use crate::side_max;
use rand::seq::SliceRandom;
use rand::{Rng, RngCore};

/// The characters that name countries.
const NAMES: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/// `n` distinct random country names.
fn names(rng: &mut impl RngCore, n: usize) -> Vec<u8> {
    let mut all = NAMES.to_vec();
    all.shuffle(rng);
    all.truncate(n);
    all
}

fn text(grid: Vec<Vec<u8>>) -> Vec<String> {
    grid.into_iter().map(|row| String::from_utf8(row).expect("ASCII names")).collect()
}

/// An `h × w` map of at most `k` regions: each cell joins the nearest of `k` random centres
/// (Manhattan distance, ties to the first), some cells sea.
pub fn regions(rng: &mut impl RngCore, h: usize, w: usize, k: usize, sea: f64) -> Vec<String> {
    let centres: Vec<(usize, usize)> =
        (0..k).map(|_| (rng.random_range(0..h), rng.random_range(0..w))).collect();
    let name = names(rng, k);
    let grid = (0..h)
        .map(|r| {
            (0..w)
                .map(|c| {
                    if rng.random_bool(sea) {
                        return b'.';
                    }
                    let nearest = (0..k)
                        .min_by_key(|&i| centres[i].0.abs_diff(r) + centres[i].1.abs_diff(c))
                        .expect("a centre");
                    name[nearest]
                })
                .collect()
        })
        .collect();
    text(grid)
}

/// A `rows × cols` grid of rectangular countries, each `bh × bw` cells.
pub fn blocks(
    rng: &mut impl RngCore,
    rows: usize,
    cols: usize,
    bh: usize,
    bw: usize,
) -> Vec<String> {
    let name = names(rng, rows * cols);
    let grid = (0..rows * bh)
        .map(|r| (0..cols * bw).map(|c| name[(r / bh) * cols + c / bw]).collect())
        .collect();
    text(grid)
}

/// The graph on `n` countries with the given borders, laid out on every other row (sea
/// between): each row holds trails `a b c …` of unused borders separated by sea, lone
/// countries get a cell of their own. `None` if [`side_max`] × [`side_max`] cells are not
/// enough.
pub fn layout(rng: &mut impl RngCore, n: usize, edges: &[(usize, usize)]) -> Option<Vec<String>> {
    let name = names(rng, n);
    let mut unused: Vec<(usize, usize)> = edges.to_vec();
    let mut lone: Vec<usize> =
        (0..n).filter(|&v| !edges.iter().any(|&(a, b)| a == v || b == v)).collect();
    let mut grid: Vec<Vec<u8>> = Vec::new();
    while !unused.is_empty() || !lone.is_empty() {
        if grid.len() + 1 > side_max() {
            return None;
        }
        if !grid.is_empty() {
            grid.push(Vec::new());
        }
        let mut row: Vec<u8> = Vec::new();
        loop {
            let gap = usize::from(!row.is_empty());
            if let Some(&(a, b)) = unused.first() {
                if row.len() + gap + 2 > side_max() {
                    break;
                }
                if gap == 1 {
                    row.push(b'.');
                }
                unused.remove(0);
                row.extend([name[a], name[b]]);
                let mut at = b;
                while row.len() < side_max() {
                    let Some(i) = unused.iter().position(|&(x, y)| x == at || y == at) else {
                        break;
                    };
                    let (x, y) = unused.remove(i);
                    at = if x == at { y } else { x };
                    row.push(name[at]);
                }
            } else if let Some(&v) = lone.first() {
                if row.len() + gap + 1 > side_max() {
                    break;
                }
                if gap == 1 {
                    row.push(b'.');
                }
                lone.remove(0);
                row.push(name[v]);
            } else {
                break;
            }
        }
        grid.push(row);
    }
    let width = grid.iter().map(Vec::len).max().unwrap_or(0).max(1);
    for row in &mut grid {
        row.resize(width, b'.');
    }
    if grid.is_empty() {
        grid.push(vec![b'.']);
    }
    Some(text(grid))
}

/// The edges of a random graph on `n` vertices of a random shape: a clique, a star, a path,
/// a cycle, a matching, or each edge with a random density.
pub fn random_graph(rng: &mut impl RngCore, n: usize) -> Vec<(usize, usize)> {
    let pairs = (0..n).flat_map(|b| (0..b).map(move |a| (a, b)));
    match rng.random_range(0..6) {
        0 => pairs.collect(),
        1 => (1..n).map(|v| (0, v)).collect(),
        2 => (1..n).map(|v| (v - 1, v)).collect(),
        3 => (0..n).filter(|_| n > 2).map(|v| (v, (v + 1) % n)).collect(),
        4 => (0..n / 2).map(|i| (2 * i, 2 * i + 1)).collect(),
        _ => {
            let density = rng.random_range(0.1..0.9);
            pairs.filter(|_| rng.random_bool(density)).collect()
        }
    }
}

/// A random map of at most `most` countries (and at most [`side_max`] × [`side_max`] cells).
pub fn random_map(rng: &mut impl RngCore, most: usize) -> Vec<String> {
    match rng.random_range(0..3) {
        0 => {
            let (h, w) = (rng.random_range(1..=8), rng.random_range(1..=8));
            let k = rng.random_range(1..=most);
            let sea = [0.0, 0.1, 0.3][rng.random_range(0..3)];
            regions(rng, h, w, k, sea)
        }
        1 => {
            let rows = rng.random_range(1..=most.min(4));
            let cols = rng.random_range(1..=most / rows);
            let (bh, bw) =
                (rng.random_range(1..=3), rng.random_range(1..=3.min(side_max() / cols)));
            blocks(rng, rows, cols, bh, bw)
        }
        _ => {
            let n = rng.random_range(1..=most);
            let edges = random_graph(rng, n);
            layout(rng, n, &edges).expect("at most 66 borders fit on 20 × 20 cells")
        }
    }
}
