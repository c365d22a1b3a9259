//! Judge side of `misere-octal`: limits, the strict validator, the seeded generator and two
//! independent references (misère game-tree search of whole positions, and the sum of the
//! heaps' misère simplest forms).

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use cgt::{
    MisereId, MisereQuotient, MisereStore, OctalCode, Outcome, OutcomeMemo, Play, TakeBreak,
};
use kit::judged::{Explain, Judged, large, lines};
use kit::octal_rows::{self, OctalRows};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub mod explain;

kit::params! {
    /// Most digits after the point.
    digits_max: usize,
    /// Largest heap.
    h_max: usize,
    /// Most heaps over all lines.
    heaps_max: usize,
    /// Most elements of the code's misère quotient for heaps up to [`h_max()`].
    quotient_max: usize,
}

/// Naive game-tree search answers inputs whose lines each hold at most this many counters.
pub const NAIVE_SUM: usize = 24;

/// Codes the generator draws from: each one's misère quotient for heaps up to 10 is finite
/// and computes in milliseconds.
pub const CODES: [&str; 13] = [
    "0.07", "0.75", "0.77", "0.137", "0.6", "4.7", "0.31", "0.52", "0.4", "0.15", "0.333", "0.51",
    "0.71",
];

/// The input's shape: the code, `Q`, then rows of heaps, within the limits above.
pub fn shape() -> OctalRows {
    OctalRows {
        digits_max: digits_max(),
        q_max: heaps_max(),
        heaps_max: heaps_max(),
        h_max: h_max() as u64,
        count: "k",
    }
}

/// Whether the code's misère quotient for heaps up to `max_heap` is computed by the lib (as
/// the solution computes it) with at most [`quotient_max()`] elements: its size, or why not.
/// Memoised, as the validator reads many inputs of few codes.
pub fn quotient_len(code: &OctalCode, max_heap: usize) -> Result<usize, String> {
    type Cache = Mutex<HashMap<(OctalCode, usize), Result<usize, String>>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(Cache::default);
    if let Some(known) = cache.lock().expect("no poisoning").get(&(code.clone(), max_heap)) {
        return known.clone();
    }
    let what = format!("the misère quotient of {code} for heaps up to {max_heap}");
    let game = TakeBreak::octal(code);
    let len = match MisereQuotient::take_break_with_limit(&game, max_heap, quotient_max()) {
        Err(e) => Err(format!("{what}: {e}")),
        Ok(q) => Ok(q.len()),
    };
    cache.lock().expect("no poisoning").insert((code.clone(), max_heap), len.clone());
    len
}

/// An input: the octal code and the rows of heaps (`usize` heaps).
pub type Positions = kit::octal_rows::Positions<usize>;

/// Each row's heaps in increasing order: the references' positions, so that equal rows and
/// equal prefixes are shared in their tables.
fn sorted_rows(input: &Positions) -> Vec<Vec<usize>> {
    let mut rows = input.positions.clone();
    rows.iter_mut().for_each(|row| row.sort_unstable());
    rows
}

/// Misère octal games: for each sum of heaps, who wins when the last player to move loses?
pub struct MisereOctal;

impl Judged for MisereOctal {
    type Input = Positions;
    /// Each line's misère outcome.
    type Answer = Vec<Outcome>;

    /// Each line by the misère quotient: its heaps' elements, their product and whether it lies
    /// in P, with a move that shows it ([`explain::explain`]).
    const EXPLAIN: Explain<Positions> = Some(explain::explain);

    /// Strictly against the statement, including the guarantee: the code's misère quotient for
    /// heaps up to 10 (and up to the largest heap of the input, what the solution computes)
    /// is computed by the lib and has at most [`quotient_max()`] elements.
    fn read(text: &str) -> Result<Positions, String> {
        let (code, rows) = shape().read(text)?;
        let largest = rows.iter().flatten().copied().max().unwrap_or(0) as usize;
        let positions: Vec<Vec<usize>> =
            rows.iter().map(|row| row.iter().map(|&h| h as usize).collect()).collect();
        let h_max = h_max();
        quotient_len(&code, h_max)?;
        if largest < h_max {
            quotient_len(&code, largest)?;
        }
        Ok(Positions { code, positions })
    }

    fn write(input: &Positions) -> String {
        octal_rows::write(&input.code, &input.positions)
    }

    /// A code of [`CODES`], then 4 to 30 lines of 1 to 4 heaps up to 6, about a third of them
    /// a row of heaps twice over; on [`large`] seeds 4 to 200 lines of up to 4 heaps up to 10
    /// (the second method adds misère simplest forms, which grow fast with the heaps).
    fn generate(seed: u64) -> Positions {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let code = shape().code(CODES[rng.random_range(0..CODES.len())]).expect("valid codes");
        let (q_max, k_max, top) = if large(seed) { (200, 4, h_max()) } else { (30, 4, 6) };
        let q = rng.random_range(4..=q_max);
        let positions = (0..q)
            .map(|_| {
                if rng.random_bool(0.3) {
                    let half: Vec<usize> = (0..rng.random_range(1..=k_max / 2))
                        .map(|_| rng.random_range(1..=top))
                        .collect();
                    half.iter().chain(&half).copied().collect()
                } else {
                    (0..rng.random_range(1..=k_max)).map(|_| rng.random_range(1..=top)).collect()
                }
            })
            .collect();
        Positions { code, positions }
    }

    /// The game's definition: memoised misère game-tree search of each whole position (the
    /// sorted row of heaps, moves from the lib's `TakeBreak`). `None` when a line holds more
    /// than [`NAIVE_SUM`] counters.
    fn naive(input: &Positions) -> Option<Self::Answer> {
        if input.positions.iter().any(|p| p.iter().sum::<usize>() > NAIVE_SUM) {
            return None;
        }
        let mut memo = OutcomeMemo::new(TakeBreak::octal(&input.code), Play::Misere);
        Some(sorted_rows(input).iter().map(|heaps| memo.outcome(heaps)).collect())
    }

    /// Misère canonical forms instead of the quotient: each heap's misère simplest form
    /// ([`MisereStore::of_impartial`]), their sum in the store (sorted, so that equal
    /// prefixes are shared) and its misère outcome.
    fn second(input: &Positions) -> Self::Answer {
        let game = TakeBreak::octal(&input.code);
        let mut store = MisereStore::new();
        let forms: Vec<MisereId> =
            (0..=h_max()).map(|h| store.of_impartial(game.clone(), &vec![h])).collect();
        sorted_rows(input)
            .iter()
            .map(|heaps| {
                let zero = store.zero();
                let sum = heaps.iter().fold(zero, |s, &h| store.sum(s, forms[h]));
                store.outcome(sum)
            })
            .collect()
    }

    /// The winner of each line, one a line.
    fn print(outcomes: &Self::Answer) -> String {
        lines(outcomes, |outcome| outcome.winner())
    }

    /// `max_quotient_035`: the code `0.35`, whose quotient for heaps up to 10 (246 elements)
    /// is among the largest the lib decides and the slowest to learn, and [`heaps_max`] heaps
    /// in lines of 1 to 4 heaps up to 10, about a third of them a pair of equal halves.
    fn generate_named(name: &str) -> Option<Positions> {
        if name != "max_quotient_035" {
            return None;
        }
        let mut rng = ChaCha8Rng::seed_from_u64(35);
        let code = shape().code("0.35").expect("a valid code");
        let (mut left, mut positions) = (heaps_max(), Vec::new());
        while left > 0 {
            let k = rng.random_range(1..=4.min(left));
            let row: Vec<usize> = if k % 2 == 0 && rng.random_bool(0.3) {
                let half: Vec<usize> = (0..k / 2).map(|_| rng.random_range(1..=h_max())).collect();
                half.iter().chain(&half).copied().collect()
            } else {
                (0..k).map(|_| rng.random_range(1..=h_max())).collect()
            };
            left -= k;
            positions.push(row);
        }
        Some(Positions { code, positions })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn malformed_codes_are_one_clear_line() {
        let cases = [
            ("0.7x", "character 4 'x' is not an octal digit"),
            ("3.7", "the digit before the point must be 0 or 4"),
            (".77", "it must start with `0.` or `4.`"),
            ("0.1234", "4 digits after the point, expected 1 to 3"),
            ("4.", "0 digits after the point"),
            ("0.70", "the last digit must not be 0"),
        ];
        for (word, reason) in cases {
            let err = MisereOctal::read(&format!("{word}\n1\n1 1\n")).unwrap_err();
            assert!(err.starts_with("line 1, column 1: octal code"), "{err}");
            assert!(err.contains(reason), "{word}: {err}");
            assert!(!err.contains('\n'), "{err}");
        }
    }

    #[test]
    fn the_generator_codes_have_small_quotients() {
        for word in CODES {
            let len = quotient_len(&shape().code(word).unwrap(), h_max()).unwrap();
            assert!((2..=40).contains(&len), "{word}: {len}");
        }
        // Heaps 1 and 2 of 0.001 have no move: one class, every sum is won by the player to move.
        assert_eq!(quotient_len(&shape().code("0.001").unwrap(), 2), Ok(1));
    }

    #[test]
    fn heaps_stay_within_ten() {
        let err = MisereOctal::read("0.77\n1\n2 3 11\n").unwrap_err();
        assert!(err.contains('h'), "{err}");
        assert!(MisereOctal::read("0.77\n2\n2 3 10\n1 1\n").is_ok());
    }
}
