//! Judge side of `pe-301-nim`: limits, the strict validator, the seeded generator and two
//! independent references (every n evaluated as a Nim position, and a digit DP over the bits
//! of n that adds n and 2n with carries).
//!
//! Project Euler asks its solvers not to publish answers: no case has Project Euler's own size
//! [`PE_K`], and the generator never draws it.

use std::cmp::Ordering;
use std::collections::BTreeMap;

use cgt::{Impartial, Outcome, OutcomeMemo, Play, nim_sum};
use kit::explain::counting::{self, Counting};
use kit::judged::{Explain, Judged, large};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Largest k (n ranges over 1..=2^k).
    k_max: u32,
}

/// Naive enumeration answers inputs with k at most this.
pub const NAIVE_K: u32 = 24;
/// Naive plays the game tree itself for the positions (n, 2n, 3n) with n at most this.
pub const TREE_N: u64 = 8;
/// Project Euler's own size, never used in a case (its answer is not to be published).
pub const PE_K: u32 = 30;

/// Three-heap Nim, by its rules: take any positive number of stones from one heap.
pub struct Nim3;

impl Impartial for Nim3 {
    type Position = [u64; 3];
    fn options(&self, heaps: &[u64; 3]) -> Vec<[u64; 3]> {
        let mut options = Vec::new();
        for (i, &heap) in heaps.iter().enumerate() {
            for smaller in 0..heap {
                let mut option = *heaps;
                option[i] = smaller;
                options.push(option);
            }
        }
        options
    }
}

/// Project Euler 301: how many n in 1..=2^k make the Nim position (n, 2n, 3n) lost by the
/// player to move?
pub struct Nim301;

impl Judged for Nim301 {
    /// k.
    type Input = u32;
    /// The number of n in 1..=2^k whose position is lost.
    type Answer = u64;

    /// The count at k as the count at k − 1 plus the n of `2^(k−1) < n ≤ 2^k` with
    /// `n ⊕ 2n ⊕ 3n = 0` ([`counting::explain`]).
    const EXPLAIN: Explain<u32> = Some(counting::explain::<Self>);

    /// Strictly: one line with k, 1 ≤ k ≤ 60.
    fn read(text: &str) -> Result<u32, String> {
        let mut r = Strict::new(text);
        let k = r.int(0, k_max(), "k")?;
        r.eoln()?;
        r.eof()?;
        Ok(k)
    }

    fn write(k: &u32) -> String {
        format!("{k}\n")
    }

    /// k up to [`NAIVE_K`] on most seeds (naive reaches them), on [`large`] seeds up to 60;
    /// never [`PE_K`].
    fn generate(seed: u64) -> u32 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        loop {
            let k = if large(seed) {
                rng.random_range(NAIVE_K + 1..=k_max())
            } else {
                rng.random_range(1..=NAIVE_K)
            };
            if k != PE_K {
                break k;
            }
        }
    }

    /// The game's definition, counted over every n in 1..=2^k: for n ≤ [`TREE_N`] by game-tree
    /// search of the Nim position (n, 2n, 3n); above, by Bouton's rule with the lib's nim-sum
    /// (the position is lost by the player to move iff the heaps' nim-sum is 0), which
    /// `tests/exhaustive.rs` checks against the game tree on small positions. `None` when k
    /// exceeds [`NAIVE_K`].
    fn naive(&k: &u32) -> Option<u64> {
        if k > NAIVE_K {
            return None;
        }
        let mut tree = OutcomeMemo::new(Nim3, Play::Normal);
        let losing = (1..=1u64 << k)
            .filter(|&n| {
                if n <= TREE_N {
                    tree.outcome(&[n, 2 * n, 3 * n]) == Outcome::P
                } else {
                    nim_sum([n, 2 * n, 3 * n]).is_zero()
                }
            })
            .count();
        Some(losing as u64)
    }

    /// Digit DP over the bits of n from the lowest, for every k. The bits of 3n come from
    /// adding n and 2n bit by bit with a carry: bit i of 3n is `n_i ⊕ n_{i-1} ⊕ carry_i`, and the
    /// DP keeps bit i of `n ⊕ 2n ⊕ 3n` zero. A state is (the carry into the bit, the previous bit
    /// of n, whether the bits of n so far are at most those of 2^k below the same position); bits
    /// of n above k are 0, and the sum is followed two bits past k, where every carry has ended.
    /// The count over 0..=2^k, less n = 0.
    fn second(&k: &u32) -> u64 {
        let limit = 1u64 << k;
        // (carry, previous bit of n, low bits of n ≤ low bits of the limit) → ways.
        let mut ways: BTreeMap<(u64, u64, bool), u64> = BTreeMap::from([((0, 0, true), 1)]);
        for i in 0..=k + 2 {
            let limit_bit = limit >> i & 1;
            let top = if i <= k { 1 } else { 0 };
            let mut next = BTreeMap::new();
            for (&(carry, previous, at_most), &count) in &ways {
                for bit in 0..=top {
                    let sum = bit + previous + carry;
                    let three_n_bit = sum & 1;
                    if bit ^ previous ^ three_n_bit != 0 {
                        continue;
                    }
                    let at_most = match bit.cmp(&limit_bit) {
                        Ordering::Less => true,
                        Ordering::Greater => false,
                        Ordering::Equal => at_most,
                    };
                    *next.entry((sum >> 1, bit, at_most)).or_insert(0) += count;
                }
            }
            ways = next;
        }
        let with_zero: u64 = ways
            .iter()
            .filter(|&(&(carry, _, at_most), _)| carry == 0 && at_most)
            .map(|(_, &c)| c)
            .sum();
        with_zero - 1
    }

    fn print(count: &u64) -> String {
        format!("{count}\n")
    }
}

/// The n new at k: `2^(k−1) < n ≤ 2^k` (n = 1 at k = 0).
fn new_at(k: u32) -> std::ops::RangeInclusive<u64> {
    let low = if k == 0 { 1 } else { (1u64 << (k - 1)) + 1 };
    low..=1u64 << k
}

/// The n of `2^(k−1) < n ≤ 2^k` are new at k, counted when `n ⊕ 2n ⊕ 3n = 0`.
impl Counting for Nim301 {
    type Position = u64;
    const SIZE: &'static str = "k";
    const COUNTS: &'static str = "n ≤ 2^k with (n, 2n, 3n) lost by the player to move";

    fn size(&k: &u32) -> u64 {
        u64::from(k)
    }

    fn smaller(&k: &u32) -> Option<u32> {
        k.checked_sub(1)
    }

    fn new_what(&k: &u32) -> String {
        let range = new_at(k);
        format!("{} ≤ n ≤ {}", range.start(), range.end())
    }

    fn new_positions(&k: &u32) -> Vec<u64> {
        new_at(k).filter(|&n| nim_sum([n, 2 * n, 3 * n]).is_zero()).collect()
    }

    fn fact(&n: &u64) -> String {
        format!("n = {n} = {n:b}₂: n ⊕ 2n ⊕ 3n = {n} ⊕ {} ⊕ {} = 0", 2 * n, 3 * n)
    }
}
