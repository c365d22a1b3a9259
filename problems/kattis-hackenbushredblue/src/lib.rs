//! Judge side of `kattis-hackenbushredblue`: limits, the strict validator, the seeded
//! generator and two references — the values of edge sets by the definition of a number game
//! ([`kit::hackenbush`]), and the lib's number search with parts and the tree rule
//! (`Picture::number_value`).
//!
//! The original statement was not found: the format and limits are assumed (see README).

use cgt::partizan::Dyadic;
use cgt::partizan::GameStore;
use cgt::partizan::hackenbush::Colour;
use cgt::partizan::hackenbush::picture::Picture;
use kit::explain::partizan::pieces::{edge, piece_trees, pieces};
use kit::explain::partizan::{PartizanSum, PartizanSums, Said, Tree};
use kit::hackenbush::{EdgeSets, read_picture};
use kit::judged::{Explain, Judged, large};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Largest top vertex `n` (vertices `0..=n`).
    n_max: usize,
    /// Most edges.
    m_max: usize,
}

/// Naive searches pictures of at most this many edges.
pub const NAIVE_M: usize = 14;

/// Hackenbush Red Blue: the value of one blue-red picture.
pub struct HackenbushRedBlue;

/// `x` as `a/2^b`, reduced (`b = 0` for an integer).
pub fn power_fraction(x: &Dyadic) -> String {
    format!("{}/2^{}", x.numerator(), x.exponent())
}

impl Judged for HackenbushRedBlue {
    /// The picture.
    type Input = Picture;
    /// Its value.
    type Answer = Dyadic;

    /// The picture's pieces with their numbers, and their sum ([`PartizanSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::partizan::explain::<Self>);

    /// Strictly: `n m`, then `m` lines `u v c` with `0 ≤ u, v ≤ n` and `c` in `B R`.
    fn read(text: &str) -> Result<Picture, String> {
        let mut r = Strict::new(text);
        let picture = read_picture(&mut r, n_max(), m_max(), &["B", "R"])?;
        r.eof()?;
        Ok(picture)
    }

    fn write(picture: &Picture) -> String {
        picture.to_string()
    }

    /// Up to 12 edges on most seeds (naive's reach), up to [`m_max()`] on [`large`] ones: a
    /// random connected graph through the ground (a spanning tree and extra edges: cycles,
    /// loops, parallel edges), or a tree; blue with a random probability per input, so values
    /// of both signs and zero come up.
    fn generate(seed: u64) -> Picture {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let m = rng.random_range(1..=if large(seed) { m_max() } else { 12 });
        let blue: f64 = rng.random_range(0.2..0.8);
        let colour = |rng: &mut ChaCha8Rng| {
            if rng.random_bool(blue) { Colour::Blue } else { Colour::Red }
        };
        let n = if rng.random_bool(0.3) { m } else { rng.random_range(1..=m.min(n_max())) };
        let mut edges = Vec::with_capacity(m);
        for v in 1..=n.min(m) {
            edges.push((rng.random_range(0..v), v, colour(&mut rng)));
        }
        while edges.len() < m {
            edges.push((rng.random_range(0..=n), rng.random_range(0..=n), colour(&mut rng)));
        }
        Picture::new(n, edges)
    }

    /// Values of whole edge sets by the definition of a number game ([`kit::hackenbush::EdgeSets::number`]);
    /// `None` past [`NAIVE_M`] edges.
    fn naive(picture: &Picture) -> Option<Dyadic> {
        (picture.edges().len() <= NAIVE_M).then(|| {
            let mut search = EdgeSets::new(picture.vertex_count(), 0, picture.edges());
            search.number(search.start())
        })
    }

    /// The lib's number search: parts meeting only at the ground valued once, trees by the
    /// edge rule.
    fn second(picture: &Picture) -> Dyadic {
        picture.number_value().expect("a blue-red picture")
    }

    /// `a/2^b`.
    fn print(value: &Dyadic) -> String {
        format!("{}\n", power_fraction(value))
    }
}

/// The picture is the sum of its pieces.
impl PartizanSums for HackenbushRedBlue {
    fn sums(picture: &Picture, store: &mut GameStore) -> Vec<PartizanSum> {
        vec![PartizanSum {
            label: "picture".into(),
            components: pieces(picture, store, "piece", edge),
        }]
    }

    fn searched(picture: &Picture) -> Vec<Vec<Tree>> {
        vec![piece_trees(picture)]
    }

    fn said(value: &Dyadic) -> Vec<Said> {
        vec![Said { value: Some(value.to_string()), ..Said::default() }]
    }
}
