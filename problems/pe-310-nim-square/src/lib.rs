//! Judge side of `pe-310-nim-square`: limits, the strict validator, the seeded generator and two
//! independent references (the game's definition on whole three-heap positions, and a Grundy
//! table of its own with two different countings of the lost triples).

use cgt::{Impartial, Outcome, OutcomeMemo, Play};
use kit::explain::counting::{self, Counting};
use kit::judged::{Explain, Judged};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Largest `N`.
    n_max: usize,
}

/// Naive game-tree search answers inputs with `N` at most this.
pub const NAIVE_N: usize = 40;
/// The second method counts the triples pair by pair up to this `N`, and by multisets of
/// Grundy values beyond it.
pub const PAIR_N: usize = 5_000;
/// Project Euler asks for `N` = 10^5; that answer is not to be published, so the generator
/// never produces this `N` and no case has it.
pub const ORIGINAL_N: usize = 100_000;

/// Three heaps of Nim Square, by definition: a move removes a positive square number of
/// stones from one heap. A position is the sorted triple of heap sizes (the order of the heaps
/// does not matter to the game).
pub struct NimSquare;

impl Impartial for NimSquare {
    type Position = [usize; 3];
    fn options(&self, heaps: &[usize; 3]) -> Vec<[usize; 3]> {
        let mut options = Vec::new();
        for i in 0..3 {
            for root in (1..).take_while(|root| root * root <= heaps[i]) {
                let mut option = *heaps;
                option[i] -= root * root;
                option.sort_unstable();
                options.push(option);
            }
        }
        options
    }
}

/// Grundy values of one heap of `0..=n` stones, by a mex loop of this crate's own (a stamp per
/// heap marks the values of its options).
fn grundy_values(n: usize) -> Vec<usize> {
    let mut grundy = vec![0usize; n + 1];
    let mut stamp = vec![usize::MAX; n + 2];
    for heap in 1..=n {
        let mut root = 1;
        while root * root <= heap {
            stamp[grundy[heap - root * root]] = heap;
            root += 1;
        }
        grundy[heap] = (0..).find(|&v| stamp[v] != heap).expect("a value is missing");
    }
    grundy
}

/// Pair by pair, O(N²): for each `a ≤ b`, the number of `c` in `b..=N` whose Grundy value is
/// `g(a) xor g(b)`, from counts per value of the heaps `b..=N`.
fn count_by_pairs(grundy: &[usize]) -> u64 {
    let size = (grundy.iter().max().expect("heap 0 exists") + 1).next_power_of_two();
    let mut from_b = vec![0u64; size];
    for &g in grundy {
        from_b[g] += 1;
    }
    let mut losing = 0;
    for b in 0..grundy.len() {
        for a in 0..=b {
            losing += from_b[grundy[a] ^ grundy[b]];
        }
        from_b[grundy[b]] -= 1;
    }
    losing
}

/// Multisets of `k` elements drawn from `m` kinds: C(m + k - 1, k).
fn multichoose(m: u64, k: u32) -> u64 {
    match k {
        1 => m,
        2 => m * (m + 1) / 2,
        3 => m * (m + 1) * (m + 2) / 6,
        _ => unreachable!("only 1, 2 or 3 heaps"),
    }
}

/// By multisets of Grundy values `u ≤ v ≤ w` with `u xor v xor w = 0`: either all three are
/// 0, or `u = 0 < v = w`, or `u < v < w` with `w = u xor v`. A multiset of heaps
/// `{a ≤ b ≤ c}` is a choice, for each value, of a multiset of heaps of that value, so the
/// number of heap triples is the product of `multichoose(count of the value, multiplicity)`.
fn count_by_value_multisets(grundy: &[usize]) -> u64 {
    let values = grundy.iter().max().expect("heap 0 exists") + 1;
    let mut count = vec![0u64; values];
    for &g in grundy {
        count[g] += 1;
    }
    let mut losing = multichoose(count[0], 3);
    for v in 1..values {
        losing += count[0] * multichoose(count[v], 2);
    }
    for u in 0..values {
        for v in u + 1..values {
            let w = u ^ v;
            if w > v && w < values {
                losing += count[u] * count[v] * count[w];
            }
        }
    }
    losing
}

/// Project Euler 310: how many positions `0 ≤ a ≤ b ≤ c ≤ N` of three-heap Nim Square are lost
/// by the player to move?
pub struct NimSquare310;

impl Judged for NimSquare310 {
    /// `N`.
    type Input = usize;
    /// The number of lost positions.
    type Answer = u64;

    /// The count at N as the count at N − 1 plus the triples `a ≤ b ≤ c = N` whose heaps'
    /// Grundy values have nim-sum 0 ([`counting::explain`]).
    const EXPLAIN: Explain<usize> = Some(counting::explain::<Self>);

    /// Strictly against the statement: one line with `N`.
    fn read(text: &str) -> Result<usize, String> {
        let mut r = Strict::new(text);
        let n = r.int(0, n_max(), "N")?;
        r.eoln()?;
        r.eof()?;
        Ok(n)
    }

    fn write(n: &usize) -> String {
        format!("{n}\n")
    }

    /// `N` at most [`NAIVE_N`] on most seeds (naive reaches them), up to [`PAIR_N`] on every
    /// fourth seed and up to `10^5 - 1` on every eighth (never the original question's `N`).
    fn generate(seed: u64) -> usize {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        match seed % 8 {
            3 => rng.random_range(1..=PAIR_N),
            7 => rng.random_range(1..ORIGINAL_N),
            _ => rng.random_range(1..=NAIVE_N),
        }
    }

    /// The game's definition: memoised game-tree search of every whole position
    /// `0 ≤ a ≤ b ≤ c ≤ N`, counting those lost by the player to move. `None` when `N` exceeds
    /// [`NAIVE_N`].
    fn naive(&n: &usize) -> Option<u64> {
        if n > NAIVE_N {
            return None;
        }
        let mut memo = OutcomeMemo::new(NimSquare, Play::Normal);
        let mut losing = 0u64;
        for c in 0..=n {
            for b in 0..=c {
                for a in 0..=b {
                    if memo.outcome(&[a, b, c]) == Outcome::P {
                        losing += 1;
                    }
                }
            }
        }
        Some(losing)
    }

    /// Grundy values by this crate's own mex loop (the solution takes them from the lib), then the
    /// lost triples counted pair by pair up to [`PAIR_N`] and by multisets of values beyond
    /// (the solution counts ordered triples by nim-sum and divides by symmetry with Burnside's
    /// lemma). A unit test checks that both countings agree for every `N` up to 400.
    fn second(&n: &usize) -> u64 {
        let grundy = grundy_values(n);
        if n <= PAIR_N { count_by_pairs(&grundy) } else { count_by_value_multisets(&grundy) }
    }

    fn print(losing: &u64) -> String {
        format!("{losing}\n")
    }
}

/// The triples `a ≤ b ≤ c = N` are new at N, counted when the nim-sum of their heaps' Grundy
/// values ([`grundy_values`]) is 0.
impl Counting for NimSquare310 {
    type Position = [usize; 3];
    const SIZE: &'static str = "N";
    const COUNTS: &'static str = "positions a ≤ b ≤ c ≤ N lost by the player to move";

    fn size(&n: &usize) -> u64 {
        n as u64
    }

    fn smaller(&n: &usize) -> Option<usize> {
        n.checked_sub(1)
    }

    fn new_what(&n: &usize) -> String {
        format!("a ≤ b ≤ c = {n}")
    }

    fn new_positions(&n: &usize) -> Vec<[usize; 3]> {
        let g = grundy_values(n);
        let triples = (0..=n).flat_map(|b| (0..=b).map(move |a| [a, b, n]));
        triples.filter(|&[a, b, c]| g[a] ^ g[b] ^ g[c] == 0).collect()
    }

    fn fact(&[a, b, c]: &[usize; 3]) -> String {
        let g = grundy_values(c);
        format!("({a}, {b}, {c}): g = {} ⊕ {} ⊕ {} = 0", g[a], g[b], g[c])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_countings_agree() {
        let grundy = grundy_values(400);
        for n in 0..=400 {
            let prefix = &grundy[..=n];
            assert_eq!(count_by_pairs(prefix), count_by_value_multisets(prefix), "N = {n}");
        }
    }

    #[test]
    fn grundy_values_start_as_known() {
        // By hand: g(4) = mex{g(3), g(0)} = 2, g(9) = mex{g(8), g(5), g(0)} = 2.
        assert_eq!(grundy_values(9), [0, 1, 0, 1, 2, 0, 1, 0, 1, 2]);
    }
}
