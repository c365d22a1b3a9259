//! Judge side of `octal-game`: limits, the strict validator, the seeded generator and two
//! independent references (game-tree search of whole positions from the code's digits, and the
//! nim-sequence by its definition with an own proof of its period).

use cgt::{Impartial, Nimber, OctalCode, Outcome, OutcomeMemo, Periodic, Play, TakeBreak};
use kit::explain::{HeapSums, Sum, SumGame};
use kit::judged::{Explain, Judged, lines};
use kit::octal_rows::{self, OctalRows};
use kit::rare_values::{self, HeapRules};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most digits after the point.
    digits_max: usize,
    /// Most positions.
    q_max: usize,
    /// Most heaps over all positions.
    heaps_max: usize,
    /// Largest heap.
    h_max: u64,
    /// Largest heap of a code in [`SPARSE_CODES`].
    sparse_h_max: u64,
}

/// A heap this large or larger is allowed only if the code's nim-sequence is certified
/// periodic by its first `CERTIFY_LEN` values.
pub const CERTIFY_LEN: usize = 1 << 13;
/// Codes not certified within [`CERTIFY_LEN`] values whose nim-sequences are sparse (few heaps
/// have rare values, none after the first 24 000): heaps up to [`sparse_h_max()`] are allowed
/// for them. No period of 0.161 is known; 0.16's is long (105 351 + 149 459).
pub const SPARSE_CODES: [&str; 2] = ["0.16", "0.161"];
/// Naive game-tree search answers inputs whose positions each hold at most this many counters.
pub const NAIVE_SUM: u64 = 28;

/// The input's shape: the code, `Q`, then rows of heaps, within the limits above.
pub fn shape() -> OctalRows {
    OctalRows {
        digits_max: digits_max(),
        q_max: q_max(),
        heaps_max: heaps_max(),
        h_max: h_max(),
        count: "c",
    }
}

/// The lib's certified period of `game`'s nim-sequence from at most [`CERTIFY_LEN`] values
/// (tried on 64, 128, … values: a period certified by fewer values is certified by more).
pub fn certificate(game: &TakeBreak) -> Option<Periodic<Nimber>> {
    let mut len = 64;
    while len <= CERTIFY_LEN {
        if let Ok(periodic) = game.certified_period(game.nim_sequence(len).values()) {
            return Some(periodic);
        }
        len *= 2;
    }
    None
}

/// Whether `code` is one of [`SPARSE_CODES`].
pub fn is_sparse(code: &OctalCode) -> bool {
    SPARSE_CODES.iter().any(|word| shape().code(word).as_ref() == Ok(code))
}

/// Codes the generator draws from on half the seeds: classics, long periods, unsolved games.
pub const CODES: [&str; 16] = [
    "0.07", "0.77", "0.137", "0.4", "0.51", "0.161", "0.106", "4.7", "0.6", "0.16", "0.45",
    "0.7777", "4.7777", "0.6606", "0.34", "0.1444",
];

/// Codes certified periodic by their first [`CERTIFY_LEN`] values: the generator's large heaps.
pub const CERTIFIED_CODES: [&str; 10] =
    ["0.07", "0.77", "0.137", "0.4", "0.51", "4.7", "0.45", "0.7777", "0.34", "0.1444"];

/// A code with random digits, as the statement allows.
fn random_code(rng: &mut ChaCha8Rng) -> String {
    let digits = rng.random_range(1..=digits_max());
    let mut code = if rng.random_bool(0.5) { "0." } else { "4." }.to_string();
    for i in 0..digits {
        let low = if i + 1 == digits { 1 } else { 0 };
        code.push(char::from(b'0' + rng.random_range(low..=7u8)));
    }
    code
}

/// The octal game on a whole row of heaps, read off the code's digits: for digit `d_k`, bit 1
/// takes a heap of exactly k, bit 2 takes k from a larger heap, bit 4 takes k and splits the
/// rest into two non-empty heaps. A position is the sorted row of non-empty heaps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// `d0, d1, …`.
    pub digits: Vec<u8>,
}

impl Impartial for Row {
    type Position = Vec<u64>;
    fn options(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut options = Vec::new();
        for (j, &h) in heaps.iter().enumerate() {
            if j > 0 && heaps[j - 1] == h {
                continue;
            }
            let rest: Vec<u64> = heaps[..j].iter().chain(&heaps[j + 1..]).copied().collect();
            let mut with = |parts: &[u64]| {
                let mut next = rest.clone();
                next.extend_from_slice(parts);
                next.sort_unstable();
                options.push(next);
            };
            for (k, &d) in (0u64..).zip(&self.digits) {
                if d & 1 != 0 && h == k {
                    with(&[]);
                }
                if d & 2 != 0 && h > k {
                    with(&[h - k]);
                }
                if d & 4 != 0 && h >= k + 2 {
                    for a in 1..=(h - k) / 2 {
                        with(&[a, h - k - a]);
                    }
                }
            }
        }
        options
    }
}

impl SumGame for Row {
    fn show(&self, heaps: &Vec<u64>) -> String {
        kit::explain::show_row(heaps)
    }

    fn join(&self, parts: &[&Vec<u64>]) -> Option<Vec<u64>> {
        Some(kit::explain::join_rows(parts))
    }
}

/// `(n0, p)`: a period p of `g` from n0 that the octal periodicity theorem proves — the values
/// agree with those p later for n0 ≤ n < 2·n0 + p + k, all within `g` — trying each p from 1
/// with its least n0. `None` if no p is proven by `g`.
pub fn own_period(g: &[u32], k: usize) -> Option<(usize, usize)> {
    (1..g.len() / 2).find_map(|p| {
        let n0 =
            (p..g.len()).rev().take_while(|&m| g[m] == g[m - p]).last().map_or(g.len(), |m| m) - p;
        (2 * n0 + 2 * p + k <= g.len()).then_some((n0, p))
    })
}

/// A period of `game`'s nim-sequence proven by [`own_period`] on the definition's table of
/// 256, 512, … values up to [`CERTIFY_LEN`]: the table and `(n0, p)`.
fn proven_period(game: &TakeBreak, k: usize) -> Option<(Vec<u32>, (usize, usize))> {
    let mut len = 256;
    while len <= CERTIFY_LEN {
        let g = game.naive_sequence(len);
        if let Some(period) = own_period(&g, k) {
            return Some((g, period));
        }
        len *= 2;
    }
    None
}

/// An input: the octal code and the rows of heaps (`u64` heaps).
pub type Positions = kit::octal_rows::Positions<u64>;

/// The octal game of a given code: for each position, who wins?
pub struct OctalGame;

impl Judged for OctalGame {
    type Input = Positions;
    /// Each position's outcome.
    type Answer = Vec<Outcome>;

    /// Each heap's Grundy value by the code's moves ([`HeapSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::explain::<Self>);

    /// Strictly against the statement, including that heaps of [`CERTIFY_LEN`] or more come
    /// only with a code certified periodic by its first [`CERTIFY_LEN`] values, or with a code
    /// of [`SPARSE_CODES`] and at most [`sparse_h_max()`].
    fn read(text: &str) -> Result<Positions, String> {
        let (code, rows) = shape().read(text)?;
        let largest = rows.iter().flatten().copied().max().unwrap_or(0);
        let input = Positions { code, positions: rows };
        if largest < CERTIFY_LEN as u64 || certificate(&TakeBreak::octal(&input.code)).is_some() {
            return Ok(input);
        }
        let code = &input.code;
        if is_sparse(code) {
            let sparse_h_max = sparse_h_max();
            return if largest <= sparse_h_max {
                Ok(input)
            } else {
                Err(format!(
                    "a heap of {largest} > {sparse_h_max}, the most for the sparse code {code}"
                ))
            };
        }
        Err(format!(
            "a heap of {largest} ≥ {CERTIFY_LEN}, but the nim-sequence of {code} is not certified \
             periodic by its first {CERTIFY_LEN} values (nor is it one of the sparse codes {})",
            SPARSE_CODES.join(", ")
        ))
    }

    fn write(input: &Positions) -> String {
        octal_rows::write(&input.code, &input.positions)
    }

    /// Up to 30 positions of 1 to 4 heaps, half of them a row of heaps twice over
    /// (second-player wins), the rest random. By the seed modulo 8: 3, a code of
    /// [`CERTIFIED_CODES`] with heaps up to 10^18; 5 if it is 13 modulo 16, a code of
    /// [`SPARSE_CODES`] with heaps up to 20 000, past [`CERTIFY_LEN`] (the committed cases go
    /// to [`sparse_h_max()`]); 7, a code of [`CODES`] with heaps below [`CERTIFY_LEN`]; otherwise
    /// a code of [`CODES`] or a random one, every position of at most [`NAIVE_SUM`] counters
    /// (naive reaches them).
    fn generate(seed: u64) -> Positions {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (code, top) = match seed % 8 {
            // Seeds 13, 29, …: none of the committed `random_NN` cases, which came before.
            5 if seed % 16 == 13 => {
                (SPARSE_CODES[rng.random_range(0..SPARSE_CODES.len())].to_string(), 20_000)
            }
            7 => (CODES[rng.random_range(0..CODES.len())].to_string(), CERTIFY_LEN as u64 - 1),
            3 => {
                let code = CERTIFIED_CODES[rng.random_range(0..CERTIFIED_CODES.len())];
                (code.to_string(), h_max())
            }
            _ if rng.random_bool(0.5) => (CODES[rng.random_range(0..CODES.len())].to_string(), 7),
            _ => (random_code(&mut rng), 7),
        };
        let heap = |rng: &mut ChaCha8Rng| {
            if top == h_max() {
                let digits = rng.random_range(1..=18);
                rng.random_range(10u64.pow(digits - 1)..=10u64.pow(digits))
            } else {
                rng.random_range(1..=top)
            }
        };
        let q = rng.random_range(1..=30);
        let positions = (0..q)
            .map(|_| {
                if rng.random_bool(0.5) {
                    let half: Vec<u64> =
                        (0..rng.random_range(1..=2)).map(|_| heap(&mut rng)).collect();
                    half.iter().chain(&half).copied().collect()
                } else {
                    (0..rng.random_range(1..=4)).map(|_| heap(&mut rng)).collect()
                }
            })
            .collect();
        let code = shape().code(&code).expect("the generator's codes are valid");
        Positions { code, positions }
    }

    /// The game's definition: memoised game-tree search of each whole position. `None` when a
    /// position holds more than [`NAIVE_SUM`] counters.
    fn naive(input: &Positions) -> Option<Self::Answer> {
        if input.positions.iter().any(|p| p.iter().sum::<u64>() > NAIVE_SUM) {
            return None;
        }
        let mut memo = OutcomeMemo::new(Row { digits: input.code.digits().to_vec() }, Play::Normal);
        Some(
            input
                .positions
                .iter()
                .map(|heaps| {
                    let mut heaps = heaps.clone();
                    heaps.sort_unstable();
                    memo.outcome(&heaps)
                })
                .collect(),
        )
    }

    /// The nim-sequence by its definition (the lib's `naive_sequence`, mex over every move),
    /// then the nim-sum of each position: for heaps below [`CERTIFY_LEN`] straight from the
    /// table up to the largest heap; beyond, by a period of the table proven by [`own_period`];
    /// for a code of [`SPARSE_CODES`] that none proves, from the judges' own rare-value table
    /// (`kit::rare_values`, not the lib's sparse method) up to the largest heap.
    fn second(input: &Positions) -> Self::Answer {
        let Positions { code, positions } = input;
        let game = TakeBreak::octal(code);
        let largest = positions.iter().flatten().copied().max().expect("a heap");
        let grundy: Box<dyn Fn(u64) -> u32> = if largest < CERTIFY_LEN as u64 {
            let g = game.naive_sequence(largest as usize + 1);
            Box::new(move |h| g[h as usize])
        } else if let Some((g, (n0, p))) = proven_period(&game, code.last_index()) {
            Box::new(move |h| {
                let h = h as usize;
                g[if h < n0 + p { h } else { n0 + (h - n0) % p }]
            })
        } else {
            assert!(
                is_sparse(code),
                "verified: {code} is certified by {CERTIFY_LEN} values or sparse"
            );
            let g = rare_values::nim_sequence(&HeapRules::octal(code), largest as usize + 1);
            Box::new(move |h| g[h as usize])
        };
        positions
            .iter()
            .map(|heaps| {
                Outcome::from_grundy(Nimber::from(heaps.iter().fold(0, |x, &h| x ^ grundy(h))))
            })
            .collect()
    }

    /// The winner of each position, one a line.
    fn print(outcomes: &Self::Answer) -> String {
        lines(outcomes, |outcome| outcome.winner())
    }
}

/// Each position is the sum of its heaps, each a row of one heap of [`Row`].
impl HeapSums for OctalGame {
    type Game = Row;

    fn sums(input: &Positions) -> (Row, Vec<Sum<Vec<u64>>>) {
        let heaps = |row: &Vec<u64>| kit::explain::heaps("heap", row);
        let row = Row { digits: input.code.digits().to_vec() };
        (row, kit::explain::tests("position", &input.positions, heaps))
    }

    fn first_wins(outcomes: &Vec<Outcome>) -> Vec<bool> {
        kit::explain::wins(outcomes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn own_period_proves_kayles_and_dawsons_kayles() {
        let kayles = TakeBreak::octal(&shape().code("0.77").unwrap());
        assert_eq!(own_period(&kayles.naive_sequence(256), 2), Some((71, 12)));
        assert_eq!(own_period(&kayles.naive_sequence(167), 2), None);
        let dawson = TakeBreak::octal(&shape().code("0.07").unwrap());
        assert_eq!(own_period(&dawson.naive_sequence(176), 2), Some((53, 34)));
    }

    #[test]
    fn the_row_is_the_lib_nim_sequence_on_single_heaps() {
        for word in CODES {
            let code = shape().code(word).unwrap();
            let mut memo = cgt::GrundyMemo::new(Row { digits: code.digits().to_vec() });
            let g = TakeBreak::octal(&code).naive_sequence(20);
            for h in 1..20u64 {
                assert_eq!(memo.grundy(&vec![h]), g[h as usize], "{word}, heap {h}");
            }
        }
    }

    #[test]
    fn the_certified_codes_are_certified_and_the_others_not() {
        for word in CODES {
            let certified = certificate(&TakeBreak::octal(&shape().code(word).unwrap())).is_some();
            assert_eq!(certified, CERTIFIED_CODES.contains(&word), "{word}");
        }
    }

    #[test]
    fn malformed_codes_are_one_clear_line() {
        let cases = [
            ("0.7x", "character 4 'x' is not an octal digit"),
            ("3.7", "the digit before the point must be 0 or 4"),
            (".77", "it must start with `0.` or `4.`"),
            ("0.12345", "5 digits after the point, expected 1 to 4"),
            ("4.", "0 digits after the point"),
            ("0.70", "the last digit must not be 0"),
        ];
        for (word, reason) in cases {
            let err = OctalGame::read(&format!("{word}\n1\n1 1\n")).unwrap_err();
            assert!(err.starts_with("line 1, column 1: octal code"), "{err}");
            assert!(err.contains(reason), "{word}: {err}");
            assert!(!err.contains('\n'), "{err}");
        }
    }

    #[test]
    fn large_heaps_need_a_certified_code() {
        assert!(OctalGame::read("0.77\n1\n2 1000000000000000000 5\n").is_ok());
        let err = OctalGame::read("0.6\n1\n1 8192\n").unwrap_err();
        assert!(err.contains("not certified"), "{err}");
        assert!(OctalGame::read("0.6\n1\n1 8191\n").is_ok());
        assert!(OctalGame::read("0.161\n1\n2 1000000 8192\n").is_ok());
        let err = OctalGame::read("0.16\n1\n1 1000001\n").unwrap_err();
        assert!(err.contains("the most for the sparse code 0.16"), "{err}");
    }
}
