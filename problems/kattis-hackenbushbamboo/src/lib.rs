//! Judge side of `kattis-hackenbushbamboo` (Kattis Hackenbush Bamboo): limits, the strict
//! reader, the seeded generator and two independent references — a game-tree search of the
//! whole position (mex over every chop), and the colon principle (a stalk of h green edges is
//! `*h`) with the stalks' nimbers added by nim-sum.

use std::collections::HashMap;

use cgt::impartial::nimber::nim_sum;
use kit::explain::{HeapSums, Sum};
use kit::heaps::TakeAway;
use kit::judged::{Explain, Judged, large};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most stalks.
    n_max: usize,
    /// Tallest stalk.
    h_max: u64,
}

/// Naive search answers positions with at most this many distinct sorted states
/// (`Π (h_i + 1)` bounds them).
pub const NAIVE_STATES: u64 = 200_000;

/// Kattis Hackenbush Bamboo: the nimber of green stalks.
pub struct Bamboo;

/// The nimber of the position `heights` (sorted), by the rules: chopping edge `j` of a stalk
/// of height `h` (1 ≤ j ≤ h) leaves it `j - 1` high; the nimber is the mex of the options'.
fn search(heights: &[u64], memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
    if let Some(&g) = memo.get(heights) {
        return g;
    }
    let mut seen = Vec::new();
    for (i, &h) in heights.iter().enumerate() {
        if i > 0 && heights[i - 1] == h {
            continue;
        }
        for left in 0..h {
            let mut option = heights.to_vec();
            option[i] = left;
            option.sort_unstable();
            seen.push(search(&option, memo));
        }
    }
    let g = (0..).find(|m| !seen.contains(m)).expect("a mex exists");
    memo.insert(heights.to_vec(), g);
    g
}

impl Judged for Bamboo {
    type Input = Vec<u64>;
    type Answer = u64;

    /// Each stalk's nimber by the rules ([`HeapSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::explain::<Self>);

    /// Strictly: `n` on the first line, the `n` heights on the second (an empty line when
    /// `n = 0`).
    fn read(text: &str) -> Result<Vec<u64>, String> {
        let mut r = Strict::new(text);
        let n = r.int(0, n_max(), "n")?;
        r.eoln()?;
        let heights = r.int_line(n, 1, h_max(), "h")?;
        r.eof()?;
        Ok(heights)
    }

    fn write(heights: &Vec<u64>) -> String {
        let hs: Vec<String> = heights.iter().map(ToString::to_string).collect();
        format!("{}\n{}\n", heights.len(), hs.join(" "))
    }

    /// Most seeds: 1 to 4 stalks of up to 7 edges, half of the time closed into a zero
    /// position by a last stalk equal to the others' nim-sum (when positive). [`large`] seeds:
    /// up to 1000 stalks up to 10^9.
    fn generate(seed: u64) -> Vec<u64> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (n, top) = if large(seed) {
            (rng.random_range(1..=1000), h_max())
        } else {
            (rng.random_range(1..=4), 7)
        };
        let mut heights: Vec<u64> = (0..n).map(|_| rng.random_range(1..=top)).collect();
        let rest = heights.iter().skip(1).fold(0, |acc, &h| acc ^ h);
        if n > 0 && rng.random_bool(0.5) && rest > 0 && rest <= top {
            heights[0] = rest;
        }
        heights
    }

    /// The game's definition: memoised search over the sorted heights. `None` when
    /// `Π (h_i + 1)` exceeds [`NAIVE_STATES`].
    fn naive(heights: &Vec<u64>) -> Option<u64> {
        let states = heights.iter().try_fold(1u64, |acc, &h| acc.checked_mul(h + 1))?;
        if states > NAIVE_STATES {
            return None;
        }
        let mut sorted = heights.clone();
        sorted.sort_unstable();
        Some(search(&sorted, &mut HashMap::new()))
    }

    /// The colon principle: a stalk of `h` edges is `*h`; stalks add by nim-sum.
    fn second(heights: &Vec<u64>) -> u64 {
        nim_sum(heights.iter().copied()).value()
    }

    fn print(nimber: &u64) -> String {
        format!("*{nimber}\n")
    }
}

/// The picture is the sum of its stalks; chopping edge `j` of a stalk of `h` leaves `j − 1`,
/// so by the rules a stalk is a Nim heap of `h`.
impl HeapSums for Bamboo {
    type Game = TakeAway;

    fn sums(heights: &Vec<u64>) -> (TakeAway, Vec<Sum<Vec<u64>>>) {
        (TakeAway::NIM, vec![Sum::normal("", kit::explain::heaps("stalk", heights))])
    }

    fn first_wins(nimber: &u64) -> Vec<bool> {
        vec![*nimber != 0]
    }
}
