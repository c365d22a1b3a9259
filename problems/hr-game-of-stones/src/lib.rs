//! Judge side of `hr-game-of-stones`: limits, the strict validator, the seeded generator and
//! two independent references (the game's definition, and forward propagation of losses).

use cgt::{Impartial, Outcome, OutcomeMemo, Play};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Most test cases.
pub const T_MAX: usize = 100;
/// Largest heap.
pub const N_MAX: usize = 100;
/// The moves: a player removes this many stones.
pub const MOVES: [usize; 3] = [2, 3, 5];

/// Checks `input` strictly against the statement.
pub fn verify(input: &str) -> Result<(), String> {
    let mut r = Strict::new(input);
    let t = r.int(1, T_MAX, "T")?;
    r.eoln()?;
    for _ in 0..t {
        r.int(1, N_MAX, "n")?;
        r.eoln()?;
    }
    r.eof()
}

/// The heaps of an input that [`verify`] accepts.
pub fn parse(input: &str) -> Vec<usize> {
    input.split_whitespace().skip(1).map(|t| t.parse().expect("verified")).collect()
}

/// A random input: up to 20 test cases (sometimes up to [`T_MAX`]), heaps from a short range
/// on some seeds (so an input may have one answer only) and from `1..=100` on others.
pub fn generate(seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let t = if seed % 5 == 4 { rng.random_range(1..=T_MAX) } else { rng.random_range(1..=20) };
    let top = if seed.is_multiple_of(3) { rng.random_range(1..=12) } else { N_MAX };
    let mut text = format!("{t}\n");
    for _ in 0..t {
        text += &format!("{}\n", rng.random_range(1..=top));
    }
    text
}

/// The heap as an impartial game, by definition: remove 2, 3 or 5 stones.
struct Heap;

impl Impartial for Heap {
    type Position = usize;
    fn options(&self, stones: &usize) -> Vec<usize> {
        MOVES.iter().filter(|&&m| m <= *stones).map(|m| stones - m).collect()
    }
}

fn winner_line(first_wins: bool) -> &'static str {
    if first_wins { "First\n" } else { "Second\n" }
}

/// The game's definition: memoised game-tree search of each heap (every valid heap is
/// small, so it always reaches).
pub fn naive(input: &str) -> Option<String> {
    let mut memo = OutcomeMemo::new(Heap, Play::Normal);
    Some(parse(input).iter().map(|n| winner_line(memo.outcome(n) == Outcome::N)).collect())
}

/// Forward propagation: scan heaps upwards from 0; a heap not yet marked winning is losing,
/// and marks winning every heap one move above it.
pub fn second_method(input: &str) -> String {
    let mut winning = [false; N_MAX + 1];
    for stones in 0..=N_MAX {
        if !winning[stones] {
            for m in MOVES {
                if let Some(above) = winning.get_mut(stones + m) {
                    *above = true;
                }
            }
        }
    }
    parse(input).iter().map(|&n| winner_line(winning[n])).collect()
}
