//! Judge side of `hackenbush`: limits, the strict validator, the seeded generator and two
//! references — game-tree search on whole edge sets ([`kit::hackenbush`]), and the lib's Hackenbush
//! ruleset, whose positions split into parts meeting only at the ground.

use cgt::partizan::hackenbush::Colour;
use cgt::partizan::hackenbush::picture::Picture;
use cgt::partizan::{GameId, GameStore};
use kit::explain::partizan::pieces::{edge, piece_trees, pieces};
use kit::explain::partizan::{PartizanSum, PartizanSums, Said, Tree};
use kit::hackenbush::{EdgeSets, read_picture};
use kit::judged::{Explain, Judged, large, lines};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most pictures.
    t_max: usize,
    /// Largest top vertex `n` (vertices `0..=n`).
    n_max: usize,
    /// Most edges of a picture.
    m_max: usize,
    /// Most work in all: the sum over every picture's pieces of `2^(edges of the piece)`: `[params]
    /// work_max` of `problem.toml`, which the README states.
    work_max: u64,
    /// Longest canonical form printed, in characters.
    form_max: usize,
}

/// Naive searches inputs whose edge sets number at most this in all (`Σ 2^m`).
pub const NAIVE_SETS: u64 = 1 << 14;

/// One picture's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// `L`, `R`, `P` or `N`.
    pub outcome: String,
    /// The canonical form, in the workspace notation.
    pub form: String,
}

/// Hackenbush: the outcome and canonical form of each picture.
pub struct Hackenbush;

/// The picture's work: the sum over its pieces (its edges grouped as they hang together once
/// the ground is removed) of `2^(edges of the piece)`.
pub fn work(picture: &Picture) -> u64 {
    picture.parts(picture.all_edges()).iter().map(|part| 1u64 << part.count_ones()).sum()
}

/// The answer line of the game `g`.
fn line(store: &mut GameStore, g: GameId) -> Line {
    Line { outcome: store.outcome(g).to_string(), form: store.to_notation(g) }
}

impl Judged for Hackenbush {
    /// The pictures.
    type Input = Vec<Picture>;
    type Answer = Vec<Line>;

    /// Each picture's pieces with their canonical forms, their sum and its outcome
    /// ([`PartizanSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::partizan::explain::<Self>);

    /// Strictly: T, then per picture `n m` and `m` lines `u v c`, in range, single spaces,
    /// `\n` line ends; the pictures' [`work`] at most [`work_max`] in all; then each
    /// picture's canonical form (by the lib) must print in at most [`form_max`] characters.
    fn read(text: &str) -> Result<Vec<Picture>, String> {
        let mut r = Strict::new(text);
        let t = r.int(1, t_max(), "T")?;
        r.eoln()?;
        let mut pictures = Vec::with_capacity(t);
        let mut heads = Vec::with_capacity(t);
        for _ in 0..t {
            heads.push(r.here());
            pictures.push(read_picture(&mut r, n_max(), m_max(), &["B", "R", "G"])?);
        }
        r.eof()?;
        let mut total = 0;
        for (picture, head) in pictures.iter().zip(&heads) {
            total += work(picture);
            if total > work_max() {
                return Err(format!(
                    "{head}: the pictures' pieces so far sum 2^k to {total}, more than {}",
                    work_max()
                ));
            }
        }
        let mut store = GameStore::new();
        for (picture, head) in pictures.iter().zip(heads) {
            let g = picture.value(&mut store);
            let len = store.to_notation(g).len();
            if len > form_max() {
                return Err(format!(
                    "{head}: this picture's canonical form has {len} characters, more than {}",
                    form_max()
                ));
            }
        }
        Ok(pictures)
    }

    fn write(pictures: &Vec<Picture>) -> String {
        let mut text = format!("{}\n", pictures.len());
        for p in pictures {
            text.push_str(&p.to_string());
        }
        text
    }

    /// Mostly a few pictures of up to 8 edges (naive's reach), on [`large`] seeds up to
    /// [`t_max`] of up to [`m_max`] edges within a sixteenth of [`work_max`]: random graphs,
    /// trees, strings and several parts, each with its own mix of colours (so every outcome
    /// comes up). A picture whose canonical form is longer than [`form_max`], or past the work
    /// left, is drawn again.
    fn generate(seed: u64) -> Vec<Picture> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let big = large(seed);
        let t = if big { rng.random_range(20..=t_max()) } else { rng.random_range(1..=6) };
        let most_edges = if big { m_max() } else { 8 };
        let mut store = GameStore::new();
        let mut out = Vec::with_capacity(t);
        // A sixteenth of the work allowed: enough for pieces of 12 edges, and fast in tests.
        let mut left = work_max() / 16;
        while out.len() < t {
            let m = rng.random_range(1..=most_edges);
            let p = picture(&mut rng, m);
            // Keep 2 (a picture of one edge) for each picture still to come.
            if work(&p) + 2 * (t - out.len() - 1) as u64 > left {
                continue;
            }
            let g = p.value(&mut store);
            if store.to_notation(g).len() <= form_max() {
                left -= work(&p);
                out.push(p);
            }
        }
        out
    }

    /// Game-tree search on whole edge sets ([`kit::hackenbush::EdgeSets`]); `None` past [`NAIVE_SETS`]
    /// edge sets in all.
    fn naive(pictures: &Vec<Picture>) -> Option<Vec<Line>> {
        if pictures.iter().map(|p| 1u64 << p.edges().len()).sum::<u64>() > NAIVE_SETS {
            return None;
        }
        let mut store = GameStore::new();
        Some(
            pictures
                .iter()
                .map(|p| {
                    let mut search = EdgeSets::new(p.vertex_count(), 0, p.edges());
                    let g = search.form(&mut store, search.start());
                    line(&mut store, g)
                })
                .collect(),
        )
    }

    /// The lib's ruleset: parts meeting only at the ground valued once each.
    fn second(pictures: &Vec<Picture>) -> Vec<Line> {
        let mut store = GameStore::new();
        pictures
            .iter()
            .map(|p| {
                let g = p.value(&mut store);
                line(&mut store, g)
            })
            .collect()
    }

    /// One line a picture: `O C`.
    fn print(answer: &Vec<Line>) -> String {
        lines(answer, |l| format!("{} {}", l.outcome, l.form))
    }
}

/// Each picture is the sum of its pieces.
impl PartizanSums for Hackenbush {
    fn sums(pictures: &Vec<Picture>, store: &mut GameStore) -> Vec<PartizanSum> {
        let sum = |(i, p): (usize, &Picture)| PartizanSum {
            label: format!("picture {}", i + 1),
            components: pieces(p, store, "piece", edge),
        };
        pictures.iter().enumerate().map(sum).collect()
    }

    fn searched(pictures: &Vec<Picture>) -> Vec<Vec<Tree>> {
        pictures.iter().map(piece_trees).collect()
    }

    fn said(answer: &Vec<Line>) -> Vec<Said> {
        let said = |l: &Line| Said {
            outcome: kit::explain::partizan::outcome(&l.outcome),
            value: Some(l.form.clone()),
            ..Said::default()
        };
        answer.iter().map(said).collect()
    }
}

/// The colour of an edge, blue with probability `blue`, red with `red`, else green.
fn colour(rng: &mut ChaCha8Rng, blue: f64, red: f64) -> Colour {
    let x: f64 = rng.random();
    if x < blue {
        Colour::Blue
    } else if x < blue + red {
        Colour::Red
    } else {
        Colour::Green
    }
}

/// A random picture of `m` edges: a shape (random graph, tree, string, several small parts)
/// and a mix of colours (blue-red, green, or all three, in random proportions).
fn picture(rng: &mut ChaCha8Rng, m: usize) -> Picture {
    let (blue, red) = match rng.random_range(0..4) {
        0 => {
            let b = rng.random_range(0.2..0.8);
            (b, 1.0 - b)
        }
        1 => (0.0, 0.0),
        _ => {
            let g = rng.random_range(0.1..0.6);
            let b = rng.random_range(0.0..1.0 - g);
            (b, 1.0 - g - b)
        }
    };
    let mut edges = Vec::with_capacity(m);
    let n = match rng.random_range(0..4) {
        // A random graph (loops, parallel edges, cycles).
        0 => {
            let n = rng.random_range(1..=m.min(n_max()));
            for _ in 0..m {
                edges.push((
                    rng.random_range(0..=n),
                    rng.random_range(0..=n),
                    colour(rng, blue, red),
                ));
            }
            n
        }
        // A tree: each vertex hangs from an earlier one.
        1 => {
            for v in 1..=m {
                edges.push((rng.random_range(0..v), v, colour(rng, blue, red)));
            }
            m
        }
        // A string from the ground.
        2 => {
            for v in 1..=m {
                edges.push((v - 1, v, colour(rng, blue, red)));
            }
            m
        }
        // Small parts: short strings, loops and triangles on the ground.
        _ => {
            let mut n = 0;
            while edges.len() < m {
                let room = m - edges.len();
                match rng.random_range(0..3) {
                    0 if room >= 3 && n + 2 <= n_max() => {
                        edges.push((0, n + 1, colour(rng, blue, red)));
                        edges.push((n + 1, n + 2, colour(rng, blue, red)));
                        edges.push((n + 2, 0, colour(rng, blue, red)));
                        n += 2;
                    }
                    1 if n < n_max() => {
                        let base = rng.random_range(0..=n);
                        edges.push((base, n + 1, colour(rng, blue, red)));
                        n += 1;
                    }
                    _ => {
                        let at = rng.random_range(0..=n);
                        edges.push((at, at, colour(rng, blue, red)));
                    }
                }
            }
            n.max(1)
        }
    };
    Picture::new(n, edges)
}
