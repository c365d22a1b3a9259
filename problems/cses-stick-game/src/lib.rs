//! Judge side of `cses-stick-game`: limits, the strict validator, the seeded generator and
//! two independent references (the game's definition, and forward propagation of losses).

use std::collections::HashSet;

use cgt::{Impartial, OutcomeMemo, Play};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Largest heap.
pub const N_MAX: usize = 1_000_000;
/// Most moves.
pub const K_MAX: usize = 100;
/// Naive game-tree search is used while `n · k` stays below this.
pub const NAIVE_WORK: usize = 2_000_000;

/// A parsed input: the largest heap and the allowed moves.
pub struct Input {
    /// Heaps 1..=n are asked.
    pub n: usize,
    /// The allowed moves, as given.
    pub moves: Vec<usize>,
}

/// Checks `input` strictly against the statement: format, ranges, distinct moves, a move of 1.
pub fn verify(input: &str) -> Result<(), String> {
    let mut r = Strict::new(input);
    let n = r.int(1, N_MAX, "n")?;
    r.space()?;
    let k = r.int(1, K_MAX, "k")?;
    r.eoln()?;
    let moves = r.int_line(k, 1, n, "p")?;
    r.eof()?;
    if moves.iter().collect::<HashSet<_>>().len() != k {
        return Err("line 2: the moves are not distinct".into());
    }
    if !moves.contains(&1) {
        return Err("line 2: no move is 1".into());
    }
    Ok(())
}

/// Parses an input that [`verify`] accepts.
pub fn parse(input: &str) -> Input {
    let numbers: Vec<usize> =
        input.split_whitespace().map(|t| t.parse().expect("verified")).collect();
    Input { n: numbers[0], moves: numbers[2..].to_vec() }
}

/// A random input: mostly small heaps (naive reaches them), sometimes up to 10^5; move sets
/// from tiny to large, always with the move 1.
pub fn generate(seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let n = match seed % 4 {
        0 => rng.random_range(1..=10),
        1 | 2 => rng.random_range(1..=300),
        _ => rng.random_range(1..=100_000),
    };
    let k = rng.random_range(1..=n.min(if seed.is_multiple_of(3) { K_MAX } else { 5 }));
    // Moves from 1..=spread: short ranges give dense sets, long ones sparse sets.
    let spread = n.min(rng.random_range(2..=40)).max(k);
    let mut moves = vec![1];
    while moves.len() < k {
        let p = rng.random_range(1..=spread);
        if !moves.contains(&p) {
            moves.push(p);
        }
    }
    let moves: Vec<String> = moves.iter().map(ToString::to_string).collect();
    format!("{n} {k}\n{}\n", moves.join(" "))
}

/// The heap as an impartial game, by definition: remove `p` sticks for a `p` in the set.
struct Heap<'a>(&'a [usize]);

impl Impartial for Heap<'_> {
    type Position = usize;
    fn options(&self, sticks: &usize) -> Vec<usize> {
        self.0.iter().filter(|&&p| p <= *sticks).map(|p| sticks - p).collect()
    }
}

fn letter(wins: bool) -> char {
    if wins { 'W' } else { 'L' }
}

/// The game's definition: memoised game-tree search of every heap. `None` when `n · k`
/// exceeds [`NAIVE_WORK`].
pub fn naive(input: &str) -> Option<String> {
    let Input { n, moves } = parse(input);
    if n * moves.len() > NAIVE_WORK {
        return None;
    }
    let mut memo = OutcomeMemo::new(Heap(&moves), Play::Normal);
    let line: String =
        (1..=n).map(|sticks| letter(memo.outcome(&sticks) == cgt::Outcome::N)).collect();
    Some(line + "\n")
}

/// Forward propagation: scan heaps upwards; a heap not yet marked winning is losing, and
/// every heap one move above a losing heap is marked winning. O(n + #losing · k).
pub fn second_method(input: &str) -> String {
    let Input { n, moves } = parse(input);
    let mut winning = vec![false; n + 1];
    for sticks in 0..=n {
        if !winning[sticks] {
            for &p in &moves {
                if let Some(above) = winning.get_mut(sticks + p) {
                    *above = true;
                }
            }
        }
    }
    let line: String = winning[1..].iter().map(|&w| letter(w)).collect();
    line + "\n"
}
