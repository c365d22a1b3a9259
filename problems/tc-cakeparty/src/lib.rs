//! Judge side of `tc-cakeparty`: limits, the strict validator, the seeded generator and two
//! references (the game's definition by game-tree search over every move's string, and a
//! classification of the eaten amounts into intervals judged by the parity rule, with a
//! digit-by-digit search for the string-smallest amount).

use cgt::{Impartial, Outcome, OutcomeMemo, Play};
use kit::judged::{Explain, Judged};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub mod explain;

kit::params! {
    /// Most cakes.
    n_max: usize,
    /// Most pieces of a cake.
    pieces_max: u64,
}

/// Naive game-tree search answers inputs whose positions (multisets of `n` values up to the
/// largest cake) number at most this.
pub const NAIVE_POSITIONS: u64 = 20_000;

/// The answer string of a move.
fn move_string(cake: usize, pieces: u64) -> String {
    format!("CAKE {cake} PIECES {pieces}")
}

/// The game by its rules, on the sorted multiset of cakes: eat 1..=M pieces from a cake with
/// the most pieces M.
struct Cakes;

impl Impartial for Cakes {
    type Position = Vec<u64>;
    fn options(&self, cakes: &Vec<u64>) -> Vec<Vec<u64>> {
        let Some(&top) = cakes.last() else { return Vec::new() };
        (0..top).map(|rest| after(cakes, cakes.len() - 1, rest)).collect()
    }
}

/// The sorted multiset of `cakes` with cake `cake` left with `rest` pieces.
fn after(cakes: &[u64], cake: usize, rest: u64) -> Vec<u64> {
    let mut next = cakes.to_vec();
    next[cake] = rest;
    next.sort_unstable();
    next
}

/// C(n + top, n), the number of multisets of `n` values in `0..=top`, capped above `cap`.
fn multisets(n: u64, top: u64, cap: u64) -> u64 {
    let mut count: u64 = 1;
    for i in 1..=n {
        count = count * (top + i) / i;
        if count > cap {
            return cap + 1;
        }
    }
    count
}

/// The parity rule: the player to move loses iff the cakes with the most pieces are even in
/// number (no cake with a piece: no move, lost).
fn lost(cakes: &[u64]) -> bool {
    let top = cakes.iter().copied().max().unwrap_or(0);
    top == 0 || cakes.iter().filter(|&&c| c == top).count() % 2 == 0
}

/// Whether some number in `lo..=hi` has the decimal prefix `prefix` (≥ 1).
fn has_extension(prefix: u64, lo: u64, hi: u64) -> bool {
    let mut scale: u64 = 1;
    loop {
        let Some(first) = prefix.checked_mul(scale) else { return false };
        if first > hi {
            return false;
        }
        let last = first + (scale - 1);
        if last >= lo {
            return true;
        }
        match scale.checked_mul(10) {
            Some(next) => scale = next,
            None => return false,
        }
    }
}

/// The string-smallest decimal number in `lo..=hi` (1 ≤ lo ≤ hi), built digit by digit: stop
/// as soon as the prefix itself lies in the interval (a prefix is smaller than its
/// extensions), else append the smallest digit that some number of the interval continues.
fn smallest_string_in(lo: u64, hi: u64) -> u64 {
    let mut prefix = 0;
    loop {
        let digit = (u64::from(prefix == 0)..10)
            .find(|&d| has_extension(prefix * 10 + d, lo, hi))
            .expect("the interval is not empty");
        prefix = prefix * 10 + digit;
        if (lo..=hi).contains(&prefix) {
            return prefix;
        }
    }
}

/// TopCoder CakeParty: the string-smallest winning first move `CAKE c PIECES p` (or the
/// string-smallest move when none wins).
pub struct CakeParty;

impl Judged for CakeParty {
    /// The cakes' pieces.
    type Input = Vec<u64>;
    /// The move: the cake (0-based, as printed) and the pieces eaten.
    type Answer = (usize, u64);

    /// How many cakes share the most pieces, each amount's outcome by search, and the
    /// string-smallest winning amount: [`explain::explain`].
    const EXPLAIN: Explain<Self::Input> = Some(explain::explain);

    /// Strictly against the statement (TopCoder convention: the length of `pieces` on a line,
    /// its elements on the next).
    fn read(text: &str) -> Result<Self::Input, String> {
        let mut r = Strict::new(text);
        let n = r.int(1, n_max(), "the length of pieces")?;
        r.eoln()?;
        let cakes = r.int_line(n, 1, pieces_max(), "pieces[i]")?;
        r.eof()?;
        Ok(cakes)
    }

    fn write(cakes: &Self::Input) -> String {
        let values: Vec<String> = cakes.iter().map(ToString::to_string).collect();
        format!("{}\n{}\n", cakes.len(), values.join(" "))
    }

    /// Three seeds in four are small enough for naive (few cakes with up to 40 pieces, or up to 14
    /// cakes with up to 3), the fourth up to [`n_max()`] cakes of up to [`pieces_max()`], often
    /// near powers of ten. Shapes: an even number of largest cakes (a loss), an odd number of them,
    /// or a single largest cake above an odd or even group of second largest ones.
    fn generate(seed: u64) -> Self::Input {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (n, top) = match seed % 4 {
            0 => (rng.random_range(1..=3), rng.random_range(1..=40)),
            1 => (rng.random_range(1..=14), rng.random_range(1..=3)),
            2 => (rng.random_range(1..=5), rng.random_range(1..=12)),
            _ => {
                let top = if rng.random_bool(0.5) {
                    10u64.pow(rng.random_range(1..=9)) + rng.random_range(0..=50)
                } else {
                    rng.random_range(1..=pieces_max())
                };
                (rng.random_range(1..=n_max()), top)
            }
        };
        let mut cakes: Vec<u64> = (0..n).map(|_| rng.random_range(1..=top)).collect();
        let shape = rng.random_range(0..4);
        if n >= 2 {
            let largest = cakes.iter().copied().max().expect("n >= 1");
            let second = if largest > 1 { rng.random_range(1..largest) } else { largest };
            for (i, cake) in cakes.iter_mut().enumerate() {
                match shape {
                    // An even number of largest cakes, or an odd number.
                    0 | 1 if i % 3 == 0 => *cake = largest,
                    // One largest cake above a group of the second largest.
                    2 | 3 if *cake == largest || i % 2 == 0 => *cake = second,
                    2 | 3 => *cake = (*cake).min(second - 1).max(1),
                    _ => {}
                }
            }
            let count = cakes.iter().filter(|&&c| c == largest).count();
            if (shape == 0 && count % 2 == 1) || (shape == 1 && count % 2 == 0) {
                cakes[rng.random_range(0..n)] = largest;
            }
            if shape >= 2 {
                cakes[rng.random_range(0..n)] = largest;
            }
        }
        cakes
    }

    /// The game's definition: every legal first move is played and the position it leaves is
    /// searched (memoised game tree); the answer is the smallest string among the moves to a
    /// P-position, or among all moves if there is none. `None` beyond [`NAIVE_POSITIONS`].
    fn naive(cakes: &Self::Input) -> Option<Self::Answer> {
        let top = cakes.iter().copied().max().expect("at least one cake");
        if multisets(cakes.len() as u64, top, NAIVE_POSITIONS) > NAIVE_POSITIONS {
            return None;
        }
        let mut memo = OutcomeMemo::new(Cakes, Play::Normal);
        let mut winning = Vec::new();
        let mut all = Vec::new();
        for cake in (0..cakes.len()).filter(|&c| cakes[c] == top) {
            for eat in 1..=top {
                if memo.outcome(&after(cakes, cake, top - eat)) == Outcome::P {
                    winning.push((cake, eat));
                }
                all.push((cake, eat));
            }
        }
        let smallest = |moves: Vec<(usize, u64)>| {
            moves.into_iter().min_by_key(|&(cake, eat)| move_string(cake, eat))
        };
        let best = smallest(winning).or_else(|| smallest(all));
        Some(best.expect("a cake has pieces"))
    }

    /// Intervals of eaten amounts: for the string-smallest index among the largest cakes
    /// (every largest cake is alike), the amounts `1..=M` split where the rest crosses the
    /// largest other cake; within each part the position left has one outcome by the parity
    /// rule (`lost`), tested on one representative. The answer takes the string-smallest
    /// amount of the winning parts, or of `1..=M` when none wins.
    fn second(cakes: &Self::Input) -> Self::Answer {
        let top = cakes.iter().copied().max().expect("at least one cake");
        let cake = (0..cakes.len())
            .filter(|&c| cakes[c] == top)
            .min_by_key(ToString::to_string)
            .expect("a largest cake");
        let other = (0..cakes.len()).filter(|&c| c != cake).map(|c| cakes[c]).max().unwrap_or(0);
        // Rests (top - eat) in top-1..=other+1, other, other-1..=0, as eaten amounts; one part
        // when another cake is as large.
        let parts = if other == top {
            vec![(1, top)]
        } else {
            vec![(1, top - other - 1), (top - other, top - other), (top - other + 1, top)]
        };
        let winning: Vec<(u64, u64)> = parts
            .into_iter()
            .filter(|&(lo, hi)| lo <= hi && lost(&after(cakes, cake, top - lo)))
            .collect();
        let eat = if winning.is_empty() {
            smallest_string_in(1, top)
        } else {
            winning
                .iter()
                .map(|&(lo, hi)| smallest_string_in(lo, hi))
                .min_by_key(ToString::to_string)
                .expect("not empty")
        };
        (cake, eat)
    }

    /// `CAKE c PIECES p`.
    fn print(&(cake, eat): &Self::Answer) -> String {
        format!("{}\n", move_string(cake, eat))
    }
}
