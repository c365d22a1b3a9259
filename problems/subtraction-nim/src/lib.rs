//! Judge side of `subtraction-nim`: limits, the strict validator (with the guarantee on the
//! period), the seeded generator and two independent references (the game's definition on the
//! whole tuple of piles, and a Grundy table or a window cycle search of our own).

use std::collections::HashMap;
use std::collections::hash_map::Entry;

use cgt::{Impartial, Outcome, OutcomeMemo, Periodic, Play, mex};
use kit::explain::{HeapSums, Sum};
use kit::heaps::Subtraction;
use kit::judged::{Explain, Judged, large, lines};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Largest element of the subtraction set (so at most this many elements).
    s_max: u64,
    /// Most piles.
    n_max: usize,
    /// Largest pile.
    p_max: u64,
    /// The guarantee: the set's Grundy sequence has preperiod + period at most this.
    period_bound: usize,
}

/// Naive game-tree search answers inputs with `∏ (p_i + 1)` at most this (a bound on the
/// positions reachable from them).
pub const NAIVE_POSITIONS: u64 = 50_000;
/// The second method tabulates Grundy values directly while the largest pile is at most this.
pub const TABLE_MAX: u64 = 200_000;

/// The set's Grundy sequence in periodic form, proven by the lib's repeated-window detector
/// (window `max S`), or `None` if its preperiod + period exceeds [`period_bound()`].
pub fn bounded_grundy(set: &[u64]) -> Option<Periodic<u32>> {
    let window = usize::try_from(*set.iter().max().expect("a non-empty set")).expect("≤ 100");
    let moves: Vec<usize> = set.iter().map(|&s| usize::try_from(s).expect("≤ 100")).collect();
    let step = |values: &[u32]| {
        let heap = values.len();
        mex(moves.iter().filter(|&&s| s <= heap).map(|&s| values[heap - s]))
    };
    cgt::detect_window_recurrence(window, period_bound() + window, step)
}

/// A parsed input: the subtraction set (as given) and the piles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// The subtraction set.
    pub set: Vec<u64>,
    /// The piles.
    pub piles: Vec<u64>,
}

/// The whole game by definition: a position is the sorted tuple of piles, and a move takes `s`
/// counters from one pile of at least `s`, for an `s` in the set.
struct Piles<'a>(&'a [u64]);

impl Impartial for Piles<'_> {
    type Position = Vec<u64>;
    fn options(&self, piles: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut options = Vec::new();
        for (i, &pile) in piles.iter().enumerate() {
            if i > 0 && piles[i - 1] == pile {
                continue; // the same options as from the equal pile before
            }
            for &s in self.0.iter().filter(|&&s| s <= pile) {
                let mut option = piles.clone();
                option[i] = pile - s;
                option.sort_unstable();
                options.push(option);
            }
        }
        options
    }
}

/// The next Grundy value after `values`, with a plain mex over at most 101 flags.
fn next_grundy(set: &[usize], values: &[u8]) -> u8 {
    let heap = values.len();
    let mut seen = vec![false; set.len() + 1];
    for &s in set.iter().filter(|&&s| s <= heap) {
        seen[usize::from(values[heap - s])] = true;
    }
    u8::try_from(seen.iter().position(|&x| !x).expect("at most |S| of the |S| + 1 flags set"))
        .expect("≤ 101")
}

/// Subtraction Nim: piles, one subtraction set; does the first player win?
pub struct SubtractionNim;

impl Judged for SubtractionNim {
    type Input = Input;
    /// Whether the first player wins.
    type Answer = bool;

    /// Each pile's Grundy value by the mex rule ([`HeapSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::explain::<Self>);

    /// Strictly against the statement, including the guarantee on the period.
    fn read(text: &str) -> Result<Input, String> {
        let mut r = Strict::new(text);
        let k = r.int(1, s_max() as usize, "k")?;
        r.eoln()?;
        let set = r.int_line(k, 1, s_max(), "s")?;
        let n = r.int(1, n_max(), "n")?;
        r.eoln()?;
        let piles = r.int_line(n, 0, p_max(), "p")?;
        r.eof()?;
        let mut sorted = set.clone();
        sorted.sort_unstable();
        sorted.dedup();
        if sorted.len() != k {
            return Err("line 2: the set's elements are not distinct".into());
        }
        if bounded_grundy(&set).is_none() {
            return Err(format!(
                "line 2: the set's Grundy sequence has preperiod + period above {}",
                period_bound()
            ));
        }
        Ok(Input { set, piles })
    }

    fn write(Input { set, piles }: &Input) -> String {
        let line =
            |values: &[u64]| values.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ");
        format!("{}\n{}\n{}\n{}\n", set.len(), line(set), piles.len(), line(piles))
    }

    /// Three seeds in four: a few elements up to 10 and a few piles up to 8 (naive reaches
    /// them); the fourth ([`large`]): up to 12 elements (sometimes up to 100) up to 100, up to
    /// 60 piles up to 10^18. Sets beyond the guarantee are redrawn. The last pile is then
    /// chosen, when possible, so that either player wins with equal odds.
    fn generate(seed: u64) -> Input {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (set, grundy) = loop {
            let top = if large(seed) { s_max() } else { rng.random_range(2..=10) };
            let most = if large(seed) && rng.random_bool(0.2) {
                100
            } else if large(seed) {
                12
            } else {
                4
            };
            let k = rng.random_range(1..=most.min(top));
            let mut set: Vec<u64> = Vec::new();
            while set.len() < k as usize {
                let s = rng.random_range(1..=top);
                if !set.contains(&s) {
                    set.push(s);
                }
            }
            if let Some(grundy) = bounded_grundy(&set) {
                break (set, grundy);
            }
        };
        let (n, pile_top) = if large(seed) {
            (rng.random_range(1..=60), p_max())
        } else {
            (rng.random_range(1..=4), 8)
        };
        let mut piles: Vec<u64> = (0..n).map(|_| rng.random_range(0..=pile_top)).collect();
        // Aim at one winner or the other with equal odds: the last pile is redrawn among those
        // that make the nim-sum 0 (second player) or not (first player), when there are some.
        let want_zero = rng.random_bool(0.5);
        let others = piles[..n - 1].iter().fold(0, |x, &p| x ^ grundy.at(p));
        let (pre, period) = (grundy.preperiod() as u64, grundy.period() as u64);
        let fits: Vec<u64> = (0..grundy.prefix().len() as u64)
            .filter(|&i| i <= pile_top && (grundy.at(i) == others) == want_zero)
            .collect();
        if !fits.is_empty() {
            let i = fits[rng.random_range(0..fits.len())];
            let mut pile = i;
            if large(seed) && i >= pre {
                pile += period * rng.random_range(0..=(p_max() - i) / period);
            }
            piles[n - 1] = pile;
        }
        Input { set, piles }
    }

    /// The game's definition: memoised game-tree search on the whole tuple of piles. `None`
    /// when `∏ (p_i + 1)` exceeds [`NAIVE_POSITIONS`].
    fn naive(Input { set, piles }: &Input) -> Option<bool> {
        let positions = piles.iter().try_fold(1u64, |product, &p| product.checked_mul(p + 1));
        if positions.is_none_or(|p| p > NAIVE_POSITIONS) {
            return None;
        }
        let mut piles = piles.clone();
        piles.sort_unstable();
        let outcome = OutcomeMemo::new(Piles(set), Play::Normal).outcome(&piles);
        Some(outcome == Outcome::N)
    }

    /// Grundy values written independently of the lib: a plain table up to the largest pile
    /// when it is at most [`TABLE_MAX`]; otherwise the sequence is extended value by value,
    /// each window of the last `max S` values (on which the next value depends alone) is
    /// recorded in a hash map, and at the first window seen twice, at ends `j < i`, the
    /// sequence repeats with period `i − j` from `j − max S` on; piles are reduced into the
    /// computed values by that period. The nim-sum of the piles' values decides.
    fn second(Input { set, piles }: &Input) -> bool {
        let moves: Vec<usize> = set.iter().map(|&s| s as usize).collect();
        let window = *moves.iter().max().expect("a non-empty set");
        let largest = *piles.iter().max().expect("at least one pile");
        let mut values: Vec<u8> = Vec::new();
        let lookup: Box<dyn Fn(u64) -> u8> = if largest <= TABLE_MAX {
            while values.len() as u64 <= largest {
                values.push(next_grundy(&moves, &values));
            }
            Box::new(move |p| values[p as usize])
        } else {
            let mut seen: HashMap<Vec<u8>, usize> = HashMap::new();
            let (start, period) = loop {
                let end = values.len();
                if end >= window {
                    match seen.entry(values[end - window..].to_vec()) {
                        Entry::Occupied(first) => break (*first.get() - window, end - first.get()),
                        Entry::Vacant(slot) => {
                            slot.insert(end);
                        }
                    }
                }
                assert!(end <= period_bound() + window, "the validator guarantees a repeat");
                values.push(next_grundy(&moves, &values));
            };
            Box::new(move |p| {
                let p = if p < values.len() as u64 {
                    p
                } else {
                    start as u64 + (p - start as u64) % period as u64
                };
                values[p as usize]
            })
        };
        let sum = piles.iter().fold(0u8, |sum, &p| sum ^ lookup(p));
        sum != 0
    }

    fn print(&first_wins: &bool) -> String {
        lines([first_wins], |&first| if first { "First" } else { "Second" })
    }
}

/// The piles are one sum of heaps of the subtraction game.
impl HeapSums for SubtractionNim {
    type Game = Subtraction;

    fn sums(Input { set, piles }: &Input) -> (Subtraction, Vec<Sum<u64>>) {
        let parts = kit::explain::numbered("pile", piles.iter().copied());
        (Subtraction { moves: set.clone() }, vec![Sum::normal("", parts)])
    }

    fn first_wins(first: &bool) -> Vec<bool> {
        vec![*first]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The second method's answer on a valid input, as printed.
    fn second_method(text: &str) -> String {
        let input = SubtractionNim::read(text).expect("a valid input");
        SubtractionNim::print(&SubtractionNim::second(&input))
    }

    #[test]
    fn the_guarantee_is_checked() {
        // {1, 34, 92, 93}: preperiod 34 483 + period 44 174 = 78 657, within the bound.
        let long = bounded_grundy(&[1, 34, 92, 93]).expect("within the bound");
        assert_eq!((long.preperiod(), long.period()), (34_483, 44_174));
        assert!(SubtractionNim::read("4\n93 1 92 34\n1\n5\n").is_ok());
        // {1, 38, 92, 93}: preperiod 17 619 + period 90 644 = 108 263, beyond it.
        let err = SubtractionNim::read("4\n1 38 92 93\n1\n5\n").unwrap_err();
        assert!(err.contains("period"), "{err}");
        assert!(SubtractionNim::read("2\n1 1\n1\n5\n").unwrap_err().contains("distinct"));
    }

    #[test]
    fn the_window_search_agrees_with_the_table() {
        // A pile above TABLE_MAX goes through the cycle search, a copy of it below through
        // the table, for a set whose preperiod is long.
        let big = TABLE_MAX + 1 + 44_174 * 3;
        let rest = (big - 34_483) % 44_174 + 34_483;
        let via_search = second_method(&format!("4\n1 34 92 93\n2\n{big} {rest}\n"));
        assert_eq!(via_search, "Second\n"); // equal values cancel
        let one = second_method(&format!("4\n1 34 92 93\n1\n{big}\n"));
        let table = second_method(&format!("4\n1 34 92 93\n1\n{rest}\n"));
        assert_eq!(one, table);
    }
}
