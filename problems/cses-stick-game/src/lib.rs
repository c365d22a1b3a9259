//! Judge side of `cses-stick-game`: limits, the strict validator, the seeded generator and
//! two independent references (the game's definition, and forward propagation of losses).

use std::collections::HashSet;

use cgt::{OutcomeMemo, Play};
use kit::explain::{HeapSums, Part, Sum};
use kit::heaps::Subtraction;
use kit::judged::{Explain, Judged, large};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Largest heap.
    n_max: usize,
    /// Most moves.
    k_max: usize,
}

/// Naive game-tree search is used while `n · k` stays below this.
pub const NAIVE_WORK: usize = 2_000_000;

/// A parsed input: the largest heap and the allowed moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// Heaps 1..=n are asked.
    pub n: usize,
    /// The allowed moves, as given.
    pub moves: Vec<usize>,
}

/// CSES 1729 Stick Game: for each heap of 1..=n sticks, does the player to move win?
pub struct StickGame;

/// The heap as an impartial game, by definition: remove `p` sticks for a `p` in the set.
fn heap(moves: &[usize]) -> Subtraction {
    Subtraction { moves: moves.iter().map(|&p| p as u64).collect() }
}

impl Judged for StickGame {
    type Input = Input;
    /// For each heap of 1..=n sticks, whether the player to move wins.
    type Answer = Vec<bool>;

    /// The largest heaps' Grundy values by the mex rule ([`HeapSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::explain::<Self>);

    /// Strictly against the statement: format, ranges, distinct moves, a move of 1.
    fn read(text: &str) -> Result<Input, String> {
        let mut r = Strict::new(text);
        let n = r.int(1, n_max(), "n")?;
        r.space()?;
        let k = r.int(1, k_max(), "k")?;
        r.eoln()?;
        let moves = r.int_line(k, 1, n, "p")?;
        r.eof()?;
        if moves.iter().collect::<HashSet<_>>().len() != k {
            return Err("line 2: the moves are not distinct".into());
        }
        if !moves.contains(&1) {
            return Err("line 2: no move is 1".into());
        }
        Ok(Input { n, moves })
    }

    fn write(Input { n, moves }: &Input) -> String {
        let moves: Vec<String> = moves.iter().map(ToString::to_string).collect();
        format!("{n} {}\n{}\n", moves.len(), moves.join(" "))
    }

    /// Mostly small heaps (naive reaches them), on [`large`] seeds up to 10^5; move sets from
    /// tiny to large, always with the move 1.
    fn generate(seed: u64) -> Input {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let n = if large(seed) {
            rng.random_range(1..=100_000)
        } else if seed.is_multiple_of(4) {
            rng.random_range(1..=10)
        } else {
            rng.random_range(1..=300)
        };
        let k = rng.random_range(1..=n.min(if seed.is_multiple_of(3) { k_max() } else { 5 }));
        // Moves from 1..=spread: short ranges give dense sets, long ones sparse sets.
        let spread = n.min(rng.random_range(2..=40)).max(k);
        let mut moves = vec![1];
        while moves.len() < k {
            let p = rng.random_range(1..=spread);
            if !moves.contains(&p) {
                moves.push(p);
            }
        }
        Input { n, moves }
    }

    /// The game's definition: memoised game-tree search of every heap. `None` when `n · k`
    /// exceeds [`NAIVE_WORK`].
    fn naive(Input { n, moves }: &Input) -> Option<Vec<bool>> {
        if n * moves.len() > NAIVE_WORK {
            return None;
        }
        let mut memo = OutcomeMemo::new(heap(moves), Play::Normal);
        Some((1..=*n as u64).map(|sticks| memo.outcome(&sticks) == cgt::Outcome::N).collect())
    }

    /// Forward propagation: scan heaps upwards; a heap not yet marked winning is losing, and
    /// every heap one move above a losing heap is marked winning. O(n + #losing · k).
    fn second(Input { n, moves }: &Input) -> Vec<bool> {
        let mut winning = vec![false; n + 1];
        for sticks in 0..=*n {
            if !winning[sticks] {
                for &p in moves {
                    if let Some(above) = winning.get_mut(sticks + p) {
                        *above = true;
                    }
                }
            }
        }
        winning.split_off(1)
    }

    /// One line: `W` or `L` for each heap in order.
    fn print(winning: &Vec<bool>) -> String {
        let line: String = winning.iter().map(|&w| if w { 'W' } else { 'L' }).collect();
        line + "\n"
    }
}

/// Each heap is one question, explained from the largest down (the one a shrunk failing
/// input ends at).
impl HeapSums for StickGame {
    type Game = Subtraction;

    fn sums(Input { n, moves }: &Input) -> (Subtraction, Vec<Sum<u64>>) {
        let sum = |sticks| Sum::normal("", vec![Part::new("heap", sticks)]);
        (heap(moves), (1..=*n as u64).rev().map(sum).collect())
    }

    fn first_wins(winning: &Vec<bool>) -> Vec<bool> {
        winning.iter().rev().copied().collect()
    }
}
