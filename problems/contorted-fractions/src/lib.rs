//! Judge side of `contorted-fractions`: limits, the strict reader, the seeded generator and two
//! references — the game's definition with the lemma's finite options, valued through the
//! lib's canonical-form engine (`cgt::partizan::ValueMemo`), and the continued-fraction rule
//! (`cgt::partizan::contorted::FractionBox::value`).

use cgt::partizan::contorted::{self, FractionBox};
use cgt::partizan::{Dyadic, GameStore, ValueMemo};
use kit::explain::partizan::{Component, PartizanSum, PartizanSums, Said, Tree};
use kit::judged::{Explain, Judged, large, lines};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most boxes over all rows (and so most rows).
    sum_k_max: usize,
    /// Largest absolute value of a box.
    x_max: i64,
    /// Largest denominator of a box.
    q_max: u64,
    /// Largest exponent `e` of a box's value's denominator `2^e`: `[params] exponent_max` of
    /// `problem.toml`, which the README states.
    exponent_max: u64,
}

/// Naive values a box when `|⌊x⌋| + a1 + … + an` (a bound on the positions it reaches, and on
/// the depth of the recursion) is at most this.
pub const NAIVE_BOX: u64 = 300;
/// Naive answers inputs whose boxes reach at most this many positions in all.
pub const NAIVE_WORK: u64 = 50_000;

/// Contorted fractions: the value of each row of boxes.
pub struct ContortedFractions;

/// The positions a box reaches, bounded: `|⌊x⌋| + a1 + … + an`.
fn reach(x: &FractionBox) -> u64 {
    let (floor, quotients) = x.continued_fraction();
    floor.unsigned_abs() + quotients.iter().sum::<u64>()
}

impl Judged for ContortedFractions {
    /// The rows of boxes.
    type Input = Vec<Vec<FractionBox>>;
    /// Each row's value.
    type Answer = Vec<Dyadic>;

    /// Each row's boxes with their numbers (the continued-fraction rule), and their sum
    /// ([`PartizanSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::partizan::explain::<Self>);

    /// Strictly against the statement: `T`, then `T` lines `k x_1 … x_k`, each box an
    /// integer `p` or a fraction `p/q` in lowest terms, `2 ≤ q ≤` [`q_max`], `|x| ≤` [`x_max`],
    /// its value's denominator `2^e` with `e ≤` [`exponent_max`], and at most [`sum_k_max`]
    /// boxes in all.
    fn read(text: &str) -> Result<Vec<Vec<FractionBox>>, String> {
        let mut r = Strict::new(text);
        let t = r.int(1, sum_k_max(), "T")?;
        r.eoln()?;
        let mut rows = Vec::with_capacity(t);
        let mut boxes = 0;
        for _ in 0..t {
            let k = r.int(1, sum_k_max() - boxes, "k (boxes so far count too)")?;
            boxes += k;
            let mut row = Vec::with_capacity(k);
            for _ in 0..k {
                r.space()?;
                let at = r.here();
                let token = r.word("a box")?;
                let x: FractionBox = token
                    .parse()
                    .map_err(|e| format!("{at}: {token:?}: {e} (and fitting 64 bits)"))?;
                let (p, q) = (i128::from(x.numerator()), i128::from(x.denominator()));
                if x.denominator() > q_max() || p.abs() > i128::from(x_max()) * q {
                    return Err(format!(
                        "{at}: {token} is outside the limits (|x| ≤ {}, q ≤ {})",
                        x_max(),
                        q_max()
                    ));
                }
                let e = x.value_exponent();
                if e > exponent_max() {
                    return Err(format!(
                        "{at}: the value of {token} has denominator 2^{e}, more than 2^{}",
                        exponent_max()
                    ));
                }
                row.push(x);
            }
            r.eoln()?;
            rows.push(row);
        }
        r.eof()?;
        Ok(rows)
    }

    fn write(rows: &Vec<Vec<FractionBox>>) -> String {
        let body = lines(rows, |row| {
            let boxes: Vec<String> = row.iter().map(ToString::to_string).collect();
            format!("{} {}", row.len(), boxes.join(" "))
        });
        format!("{}\n{body}", rows.len())
    }

    /// Most seeds: up to 6 rows of up to 4 small boxes (denominators up to 12, `|x| ≤ 4`),
    /// within naive's reach. [`large`] seeds: up to 300 rows of up to 12 boxes, mixing
    /// integers up to [`x_max`], random fractions of denominators up to [`q_max`] (drawn again
    /// while their value's denominator exceeds `2^`[`exponent_max`]), and fractions built from
    /// random continued fractions.
    fn generate(seed: u64) -> Vec<Vec<FractionBox>> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (t, k) = if large(seed) {
            (rng.random_range(20..=300), 12)
        } else {
            (rng.random_range(1..=6), 4)
        };
        (0..t)
            .map(|_| {
                let k = rng.random_range(1..=k);
                (0..k)
                    .map(|_| if large(seed) { big_box(&mut rng) } else { small_box(&mut rng) })
                    .collect()
            })
            .collect()
    }

    /// The definition: each row valued by the lib's engine from the lemma's options (the
    /// nearest number with a smaller denominator on the mover's side), as a canonical form.
    /// `None` when a box reaches more than [`NAIVE_BOX`] positions or all of them more than
    /// [`NAIVE_WORK`].
    fn naive(rows: &Vec<Vec<FractionBox>>) -> Option<Vec<Dyadic>> {
        let mut work = 0;
        for x in rows.iter().flatten() {
            let reached = reach(x);
            work += reached;
            if reached > NAIVE_BOX || work > NAIVE_WORK {
                return None;
            }
        }
        let (mut store, mut memo) = (GameStore::new(), ValueMemo::new());
        rows.iter()
            .map(|row| {
                let g = memo.value(&contorted::ContortedFractions, &mut store, row);
                Some(store.as_number(g).expect("contorted fractions are numbers").clone())
            })
            .collect()
    }

    /// The continued-fraction rule `[a0; a1, …, an] = a0 + Σ (−1)^{k+1} 2^{1 − (a1 + … + ak)}`,
    /// summed exactly.
    fn second(rows: &Vec<Vec<FractionBox>>) -> Vec<Dyadic> {
        rows.iter().map(|row| row.iter().fold(Dyadic::zero(), |sum, x| &sum + &x.value())).collect()
    }

    /// One line a row: an integer, or `a/2^e` with `a` odd and `e ≥ 1`.
    fn print(values: &Vec<Dyadic>) -> String {
        lines(values, |v| {
            if v.is_integer() {
                v.to_string()
            } else {
                format!("{}/2^{}", v.numerator(), v.exponent())
            }
        })
    }
}

/// A box with a denominator up to 12 and `|x| ≤ 4` (an integer one time in four).
fn small_box(rng: &mut ChaCha8Rng) -> FractionBox {
    let q = if rng.random_bool(0.25) { 1 } else { rng.random_range(2..=12) };
    let whole = rng.random_range(-4..4);
    FractionBox::new(whole * q as i64 + rng.random_range(0..q) as i64, q)
}

/// A box within the limits: an integer, a random fraction, or a random continued fraction.
fn big_box(rng: &mut ChaCha8Rng) -> FractionBox {
    let floor = match rng.random_range(0..3) {
        0 => rng.random_range(-x_max()..x_max()),
        1 => rng.random_range(-1000..1000),
        _ => rng.random_range(-2..2),
    };
    loop {
        let x = match rng.random_range(0..4) {
            0 => FractionBox::integer(floor + 1),
            1 => {
                let q = rng.random_range(2..=q_max());
                FractionBox::new(floor * q as i64 + rng.random_range(1..q) as i64, q)
            }
            _ => {
                let n = rng.random_range(1..=30);
                let quotients: Vec<u64> = (0..n).map(|_| rng.random_range(1..=4)).collect();
                from_continued_fraction(floor, &quotients)
            }
        };
        if x.denominator() <= q_max() && x.value_exponent() <= exponent_max() {
            return x;
        }
    }
}

/// The number `[floor; quotients…]` (the last quotient may be 1: `[…, a, 1] = […, a + 1]`),
/// with saturation: a denominator beyond [`q_max`] comes back as beyond it.
fn from_continued_fraction(floor: i64, quotients: &[u64]) -> FractionBox {
    // The fractional part num/den = 1 / (a1 + 1 / (a2 + …)), from the last quotient.
    let (mut num, mut den) = (0u64, 1u64);
    for &a in quotients.iter().rev() {
        let Some(next) = a.checked_mul(den).and_then(|v| v.checked_add(num)) else {
            return FractionBox::new(1, q_max() + 1);
        };
        (num, den) = (den, next);
    }
    if den > q_max() {
        return FractionBox::new(1, q_max() + 1);
    }
    FractionBox::new(floor * den as i64 + num as i64, den)
}

/// Each row is the sum of its boxes.
impl PartizanSums for ContortedFractions {
    fn sums(rows: &Vec<Vec<FractionBox>>, store: &mut GameStore) -> Vec<PartizanSum> {
        let mut boxed =
            |x: &FractionBox| Component { name: format!("[{x}]"), value: store.number(&x.value()) };
        let mut sum = |(i, row): (usize, &Vec<FractionBox>)| PartizanSum {
            label: format!("row {}", i + 1),
            components: row.iter().map(&mut boxed).collect(),
        };
        rows.iter().enumerate().map(&mut sum).collect()
    }

    /// Each box alone, played by the lemma's options (the nearest number of smaller
    /// denominator on the mover's side).
    fn searched(rows: &Vec<Vec<FractionBox>>) -> Vec<Vec<Tree>> {
        let tree = |x: &FractionBox| Tree::of(&contorted::ContortedFractions, &vec![*x]);
        rows.iter().map(|row| row.iter().map(tree).collect()).collect()
    }

    fn said(values: &Vec<Dyadic>) -> Vec<Said> {
        values.iter().map(|v| Said { value: Some(v.to_string()), ..Said::default() }).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reader_bounds_the_values_denominator() {
        // [0; 61] = 2^-60 is in; [0; 62] = 2^-61 and [0; 10^9] are out.
        assert!(ContortedFractions::read("1\n2 1/61 -1/61\n").is_ok());
        let out = ContortedFractions::read("1\n2 1/61 -1/62\n").unwrap_err();
        assert!(out.starts_with("line 2, column 8:") && out.contains("2^61"), "{out}");
        assert!(ContortedFractions::read("1\n1 1/1000000000\n").is_err());
        assert!(ContortedFractions::read("1\n1 1000000000/1000000001\n").is_err());
        assert!(ContortedFractions::read("1\n1 -1000000000\n").is_ok());
        assert!(ContortedFractions::read("1\n1 -1000000001\n").is_err());
        assert!(ContortedFractions::read("1\n1 2/4\n").is_err());
        assert!(ContortedFractions::read("2\n1 0\n").is_err());
    }

    #[test]
    fn continued_fractions_are_rebuilt() {
        for seed in 0..200 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let floor = rng.random_range(-50..50);
            let mut quotients: Vec<u64> =
                (0..rng.random_range(1..=6)).map(|_| rng.random_range(1..=5)).collect();
            *quotients.last_mut().unwrap() += 1;
            let x = from_continued_fraction(floor, &quotients);
            assert_eq!(x.continued_fraction(), (floor, quotients));
        }
    }
}
