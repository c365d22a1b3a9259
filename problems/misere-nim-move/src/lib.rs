//! Judge side of `misere-nim-move`: limits, the strict validator, the seeded generator, two
//! references (the game's definition, and the misère rule written out on its own) and the
//! checker, which replays a contestant's move and tests the position it leaves.

use cgt::{Outcome, OutcomeMemo, Play};
use kit::explain::misere_nim::{self, MisereNimGames};
use kit::heaps::{TakeAway, after_move};
use kit::judged::{Explain, Judged, large};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most piles.
    n_max: usize,
    /// Largest pile.
    s_max: u64,
}

/// Naive game-tree search answers inputs with at most this many piles...
pub const NAIVE_PILES: usize = 8;
/// ...and `∏ (s_i + 1)` at most this (a bound on the positions reachable).
pub const NAIVE_POSITIONS: u64 = 50_000;

/// Whether the player to move loses misère Nim on `piles` (not all empty), by the published
/// rule (Bouton): with no pile above 1, iff the number of 1-piles is odd; otherwise iff the XOR
/// of the piles is 0. Written for the judge side, independently of the solution and the lib.
pub fn misere_lost(piles: &[u64]) -> bool {
    if piles.iter().all(|&s| s <= 1) {
        piles.iter().filter(|&&s| s == 1).count() % 2 == 1
    } else {
        piles.iter().fold(0, |x, &s| x ^ s) == 0
    }
}

/// A parsed answer line: `LOSE`, or the move `(pile, amount)` as printed (pile 1-based).
#[derive(Debug, PartialEq, Eq)]
enum Printed {
    Lose,
    Move(u64, u64),
}

/// Parses an answer strictly: one line, `LOSE` or two canonical non-negative integers separated
/// by one space; trailing whitespace is allowed, nothing else.
fn parse_answer(text: &str) -> Result<Printed, String> {
    let line = text.trim_end();
    if line.contains('\n') {
        return Err("more than one line".into());
    }
    if line == "LOSE" {
        return Ok(Printed::Lose);
    }
    let number = |token: &str| -> Result<u64, String> {
        let canonical = !token.is_empty()
            && token.bytes().all(|b| b.is_ascii_digit())
            && (token == "0" || !token.starts_with('0'));
        match canonical.then(|| token.parse::<u64>().ok()).flatten() {
            Some(value) => Ok(value),
            None => Err(format!("{token:?} is not a non-negative integer")),
        }
    };
    match line.split(' ').collect::<Vec<_>>().as_slice() {
        [pile, take] => Ok(Printed::Move(number(pile)?, number(take)?)),
        _ => Err(format!("expected `LOSE` or `i s`, found {line:?}")),
    }
}

/// Misère Nim, a winning move: the first move, `i s` (take `s` from pile `i`) after which the
/// player to move loses, or `LOSE` if there is none.
pub struct MisereNimMove;

impl Judged for MisereNimMove {
    /// The piles.
    type Input = Vec<u64>;
    /// A winning move `(pile, amount)` (0-based pile), or `None` when the player to move loses.
    type Answer = Option<(usize, u64)>;

    /// Bouton's misère rule on the piles, with every winning move (any one is accepted)
    /// ([`misere_nim::explain`]).
    const EXPLAIN: Explain<Vec<u64>> = Some(misere_nim::explain::<Self>);

    /// Strictly against the statement: `n`, then `n` piles, at least one of them non-empty.
    fn read(text: &str) -> Result<Self::Input, String> {
        let mut r = Strict::new(text);
        let n = r.int(1, n_max(), "n")?;
        r.eoln()?;
        let piles = r.int_line(n, 0, s_max(), "s_i")?;
        r.eof()?;
        if piles.iter().all(|&s| s == 0) {
            return Err("line 2: every pile is empty".into());
        }
        Ok(piles)
    }

    fn write(piles: &Self::Input) -> String {
        let values: Vec<String> = piles.iter().map(ToString::to_string).collect();
        format!("{}\n{}\n", piles.len(), values.join(" "))
    }

    /// Up to 6 piles, a few empty, small ones (naive reaches them) and on [`large`] seeds up
    /// to about 5.8·10^17; a third of the inputs are made losing by giving the last pile the
    /// XOR of the others, and some have only piles of 0 and 1 (the misère exception).
    fn generate(seed: u64) -> Self::Input {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let n = rng.random_range(1..=6);
        let top = if large(seed) { (1 << 59) - 1 } else { rng.random_range(1..=5) };
        let top = if rng.random_bool(0.2) { 1 } else { top };
        let mut piles: Vec<u64> = (0..n)
            .map(|_| if rng.random_bool(0.15) { 0 } else { rng.random_range(1..=top) })
            .collect();
        if n >= 2 && rng.random_bool(0.35) {
            piles[n - 1] = piles[..n - 1].iter().fold(0, |x, &s| x ^ s);
        }
        if piles.iter().all(|&s| s == 0) {
            piles[0] = rng.random_range(1..=top);
        }
        piles
    }

    /// The game's definition: memoised game-tree search; the answer is the first move, by pile
    /// and then by amount, to a position lost by the player to move, or `LOSE` if there is
    /// none. `None` beyond [`NAIVE_PILES`] piles or [`NAIVE_POSITIONS`] positions.
    fn naive(piles: &Self::Input) -> Option<Self::Answer> {
        let positions = piles.iter().try_fold(1u64, |product, &s| product.checked_mul(s + 1));
        if piles.len() > NAIVE_PILES || positions.is_none_or(|p| p > NAIVE_POSITIONS) {
            return None;
        }
        let mut memo = OutcomeMemo::new(TakeAway::NIM, Play::Misere);
        for (i, &pile) in piles.iter().enumerate() {
            for take in 1..=pile {
                if memo.outcome(&after_move(piles, i, pile - take)) == Outcome::P {
                    return Some(Some((i, take)));
                }
            }
        }
        Some(None)
    }

    /// A winning move by the same rule as [`misere_lost`], constructed case by case: with no
    /// pile above 1, empty a 1-pile (when their number is even); with exactly one pile above 1,
    /// cut it to 0 or 1 so that the number of 1-piles becomes odd; with two or more, Bouton's
    /// move to XOR 0 on the pile holding the XOR's leading bit.
    fn second(piles: &Self::Input) -> Self::Answer {
        let big: Vec<usize> = (0..piles.len()).filter(|&i| piles[i] > 1).collect();
        let ones = piles.iter().filter(|&&s| s == 1).count();
        match big.as_slice() {
            [] => {
                (ones % 2 == 0).then(|| (piles.iter().position(|&s| s == 1).expect("a 1-pile"), 1))
            }
            &[i] => Some((i, if ones % 2 == 1 { piles[i] } else { piles[i] - 1 })),
            _ => {
                let x = piles.iter().fold(0, |x, &s| x ^ s);
                (x != 0).then(|| {
                    let lead = 1 << (63 - x.leading_zeros());
                    let i = piles.iter().position(|&s| s & lead != 0).expect("some pile has it");
                    (i, piles[i] - (piles[i] ^ x))
                })
            }
        }
    }

    /// `i s` (the pile 1-based), or `LOSE`.
    fn print(answer: &Self::Answer) -> String {
        match answer {
            Some((i, take)) => format!("{} {take}\n", i + 1),
            None => "LOSE\n".into(),
        }
    }

    /// The checker: accepts `output` iff it is `LOSE` and the judged `answer` is `LOSE`, or it
    /// is a legal move (`1 ≤ i ≤ n`, `1 ≤ s ≤` pile i) after which the player to move loses (by
    /// [`misere_lost`] on the replayed position).
    fn check(piles: &Self::Input, output: &str, answer: &str) -> Option<Result<(), String>> {
        Some(check(piles, output, answer))
    }

    /// The structured `max_*` cases, [`n_max()`] piles: `max_ones_even` (all 1),
    /// `max_ones_odd` (all 1 but the last, 0), `max_one_big_among_ones` (all 1 but the last,
    /// [`s_max()`]), `max_zeros_one_pile` (all 0 but the last, 5).
    fn generate_named(name: &str) -> Option<Vec<u64>> {
        let (most, last) = match name {
            "max_ones_even" => (1, 1),
            "max_ones_odd" => (1, 0),
            "max_one_big_among_ones" => (1, s_max()),
            "max_zeros_one_pile" => (0, 5),
            _ => return None,
        };
        let n = n_max();
        let mut piles = vec![most; n];
        piles[n - 1] = last;
        Some(piles)
    }
}

/// [`MisereNimMove::check`]'s verdict.
fn check(piles: &[u64], output: &str, answer: &str) -> Result<(), String> {
    let judged = parse_answer(answer).map_err(|e| format!("the judged answer: {e}"))?;
    let printed = parse_answer(output)?;
    match (printed, judged) {
        (Printed::Lose, Printed::Lose) => Ok(()),
        (Printed::Lose, Printed::Move(..)) => Err("LOSE, but the player to move wins".into()),
        (Printed::Move(..), Printed::Lose) => {
            Err("a move, but the player to move loses whatever the move".into())
        }
        (Printed::Move(pile, take), Printed::Move(..)) => {
            let mut piles = piles.to_vec();
            let n = piles.len() as u64;
            if !(1..=n).contains(&pile) {
                return Err(format!("pile {pile} is not in 1..={n}"));
            }
            let index = usize::try_from(pile - 1).expect("below n");
            if !(1..=piles[index]).contains(&take) {
                return Err(format!("cannot take {take} from pile {pile} of {}", piles[index]));
            }
            piles[index] -= take;
            if misere_lost(&piles) {
                Ok(())
            } else {
                Err(format!("taking {take} from pile {pile} leaves a position the opponent wins"))
            }
        }
    }
}

/// The input is one game of misère Nim; the checker accepts any winning move, so the
/// explanation lists them all.
impl MisereNimGames for MisereNimMove {
    const LABEL: &'static str = "";
    const EVERY_WINNING_MOVE: bool = true;

    fn games(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        vec![piles.clone()]
    }

    fn first_wins(answer: &Option<(usize, u64)>) -> Vec<bool> {
        vec![answer.is_some()]
    }
}
