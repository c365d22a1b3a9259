//! Judge side of `pe-306-paper-strip`: limits, the strict validator, the seeded generator and
//! two independent references (game-tree search on strips, and an own Grundy table with an own
//! proof of its period).
//!
//! Project Euler asks its solvers not to publish answers: no case has Project Euler's own size
//! [`PE_N`], and the generator never draws it.

use cgt::{Impartial, Outcome, OutcomeMemo, Play, mex};
use kit::explain::counting::{self, Counting};
use kit::judged::{Explain, Judged, large};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Largest N.
    n_max: u64,
}

/// Naive game-tree search answers inputs with N at most this.
pub const NAIVE_N: u64 = 40;
/// Project Euler's own size, never used in a case (its answer is not to be published).
pub const PE_N: u64 = 1_000_000;
/// Strips the second method tabulates (its Grundy table's length).
pub const TABLE_LEN: usize = 2000;

/// The paper strip by its rules. A position is the multiset of maximal runs of white squares
/// (sorted; runs shorter than 2 admit no move and are left out). Painting squares i + 1 and
/// i + 2 of a run of length L leaves runs of lengths i and L − 2 − i.
pub struct Strip;

impl Impartial for Strip {
    type Position = Vec<u64>;
    fn options(&self, runs: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut options = Vec::new();
        for (j, &run) in runs.iter().enumerate() {
            if j > 0 && runs[j - 1] == run {
                continue;
            }
            // By the strip's mirror symmetry, painting at i and at L − 2 − i give the same runs.
            for left in 0..=(run - 2) / 2 {
                let mut next: Vec<u64> = runs[..j].iter().chain(&runs[j + 1..]).copied().collect();
                next.extend([left, run - 2 - left].into_iter().filter(|&r| r >= 2));
                next.sort_unstable();
                options.push(next);
            }
        }
        options
    }
}

/// A strip of `n` squares as a [`Strip`] position.
pub fn strip(n: u64) -> Vec<u64> {
    if n >= 2 { vec![n] } else { Vec::new() }
}

/// Grundy values of strips `0..len` by the recurrence g(n) = mex { g(i) ⊕ g(n − 2 − i) }.
pub fn grundy_table(len: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(len);
    for n in 0..len {
        let value = if n < 2 { 0 } else { mex((0..=(n - 2) / 2).map(|i| g[i] ^ g[n - 2 - i])) };
        g.push(value);
    }
    g
}

/// A period of a Grundy table, proven by the octal periodicity theorem (Guy–Smith: for a game
/// removing at most k = 2 squares, g(n + p) = g(n) for n0 ≤ n < 2·n0 + p + 2 implies it for
/// every n ≥ n0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProvenPeriod {
    /// n0: the period holds from here on.
    pub start: usize,
    /// p.
    pub period: usize,
}

/// The shortest period that holds over the last third of `g`, pushed back to its least start,
/// checked against the theorem's hypothesis. `None` if `g` is too short to prove it.
pub fn proven_period(g: &[u32]) -> Option<ProvenPeriod> {
    let len = g.len();
    let tail = len - len / 3;
    let period = (1..len / 3).find(|&p| (tail..len - p).all(|n| g[n] == g[n + p]))?;
    let mut start = tail;
    while start > 0 && g[start - 1] == g[start - 1 + period] {
        start -= 1;
    }
    let checked =
        (start..2 * start + period + 2).all(|n| n + period < len && g[n] == g[n + period]);
    checked.then_some(ProvenPeriod { start, period })
}

/// Project Euler 306: how many strips of n ≤ N squares does the first player win?
pub struct PaperStrip;

impl Judged for PaperStrip {
    /// N.
    type Input = u64;
    /// The number of strips of n ≤ N squares the first player wins.
    type Answer = u64;

    /// The count at N as the count at N − 1 plus the strip of N when its Grundy value is not
    /// 0 ([`counting::explain`]).
    const EXPLAIN: Explain<u64> = Some(counting::explain::<Self>);

    /// Strictly: one line with N, 0 ≤ N ≤ 10^18.
    fn read(text: &str) -> Result<u64, String> {
        let mut r = Strict::new(text);
        let n = r.int(0, n_max(), "N")?;
        r.eoln()?;
        r.eof()?;
        Ok(n)
    }

    fn write(n: &u64) -> String {
        format!("{n}\n")
    }

    /// N up to [`NAIVE_N`] on most seeds (naive reaches them), on [`large`] seeds with a random
    /// number of digits (2 to 18) up to 10^18; never [`PE_N`].
    fn generate(seed: u64) -> u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        loop {
            let n = if large(seed) {
                let digits = rng.random_range(2..=18);
                rng.random_range(10u64.pow(digits - 1)..=10u64.pow(digits))
            } else {
                rng.random_range(1..=NAIVE_N)
            };
            if n != PE_N {
                break n;
            }
        }
    }

    /// The game's definition: memoised game-tree search of every strip of n ≤ N squares, counting
    /// those the first player wins. `None` when N exceeds [`NAIVE_N`].
    fn naive(&n: &u64) -> Option<u64> {
        if n > NAIVE_N {
            return None;
        }
        let mut memo = OutcomeMemo::new(Strip, Play::Normal);
        let wins = (1..=n).filter(|&len| memo.outcome(&strip(len)) == Outcome::N).count();
        Some(wins as u64)
    }

    /// An own Grundy table of [`TABLE_LEN`] strips and its own proven period: strips n ≤ N of
    /// value 0 (second-player wins) counted directly before the period, then, for each residue
    /// n0 ≤ j < n0 + p with g(j) = 0, the (N − j) / p + 1 strips j, j + p, … ≤ N; the answer is
    /// N minus that.
    fn second(&n: &u64) -> u64 {
        let g = grundy_table(TABLE_LEN);
        let ProvenPeriod { start, period } =
            proven_period(&g).expect("the table proves the period of Dawson's Kayles");
        let losing: u64 = (1..start + period)
            .filter(|&j| g[j] == 0 && j as u64 <= n)
            .map(|j| if j < start { 1 } else { (n - j as u64) / period as u64 + 1 })
            .sum();
        n - losing
    }

    fn print(wins: &u64) -> String {
        format!("{wins}\n")
    }
}

/// The Grundy value of the strip of `n`, by [`grundy_table`].
fn grundy(n: u64) -> u32 {
    let len = usize::try_from(n).expect("naive's sizes") + 1;
    grundy_table(len)[len - 1]
}

/// The strip of N is new at N, counted when its Grundy value is not 0.
impl Counting for PaperStrip {
    type Position = u64;
    const SIZE: &'static str = "N";
    const COUNTS: &'static str = "strip lengths 1 ≤ n ≤ N won by the first player";

    fn size(&n: &u64) -> u64 {
        n
    }

    fn smaller(&n: &u64) -> Option<u64> {
        n.checked_sub(1)
    }

    fn new_what(&n: &u64) -> String {
        format!("n = {n}")
    }

    fn new_positions(&n: &u64) -> Vec<u64> {
        if n >= 1 && grundy(n) != 0 { vec![n] } else { Vec::new() }
    }

    fn fact(&n: &u64) -> String {
        format!("n = {n}: g = {} ≠ 0, so the first player wins", grundy(n))
    }

    fn left_out(&n: &u64) -> Option<String> {
        (n >= 1 && grundy(n) == 0).then(|| format!("n = {n}: g = 0, so the first player loses"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_proves_period_34_from_53() {
        let period = proven_period(&grundy_table(TABLE_LEN)).unwrap();
        assert_eq!(period, ProvenPeriod { start: 53, period: 34 });
    }

    #[test]
    fn a_table_too_short_proves_nothing() {
        assert_eq!(proven_period(&grundy_table(150)), None);
    }

    #[test]
    fn the_table_is_the_game_tree() {
        let mut memo = cgt::GrundyMemo::new(Strip);
        let g = grundy_table(30);
        for n in 0..30u64 {
            assert_eq!(memo.grundy(&strip(n)), g[n as usize], "strip {n}");
        }
    }

    #[test]
    fn naive_and_second_method_agree_on_every_n_naive_reaches() {
        for n in 1..=NAIVE_N {
            assert_eq!(PaperStrip::naive(&n).unwrap(), PaperStrip::second(&n), "N = {n}");
        }
    }
}
