//! Judge side of `hr-game-of-stones`: limits, the strict validator, the seeded generator and
//! two independent references (the game's definition, and forward propagation of losses).

use cgt::{Outcome, OutcomeMemo, Play};
use kit::explain::{HeapSums, Part, Sum};
use kit::heaps::Subtraction;
use kit::judged::{Explain, Judged, lines};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most test cases.
    t_max: usize,
    /// Largest heap.
    n_max: usize,
}

/// The moves: a player removes this many stones.
pub const MOVES: [usize; 3] = [2, 3, 5];

/// HackerRank Game of Stones: for each heap, does the first player win removing 2, 3 or 5
/// stones a move?
pub struct GameOfStones;

/// The heap as an impartial game, by definition: remove 2, 3 or 5 stones.
fn heap() -> Subtraction {
    Subtraction { moves: MOVES.iter().map(|&m| m as u64).collect() }
}

impl Judged for GameOfStones {
    /// Each test case's heap.
    type Input = Vec<usize>;
    /// For each test case, whether the first player wins.
    type Answer = Vec<bool>;

    /// Each heap's Grundy value by the mex rule ([`HeapSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::explain::<Self>);

    /// Strictly against the statement.
    fn read(text: &str) -> Result<Vec<usize>, String> {
        let mut r = Strict::new(text);
        let t = r.int(1, t_max(), "T")?;
        r.eoln()?;
        let mut heaps = Vec::with_capacity(t);
        for _ in 0..t {
            heaps.push(r.int(1, n_max(), "n")?);
            r.eoln()?;
        }
        r.eof()?;
        Ok(heaps)
    }

    fn write(heaps: &Vec<usize>) -> String {
        format!("{}\n{}", heaps.len(), lines(heaps, |&&n| n))
    }

    /// Up to 20 test cases (sometimes up to [`t_max`]), heaps from a short range on some seeds
    /// (so an input may have one answer only) and from `1..=`[`n_max`] on others.
    fn generate(seed: u64) -> Vec<usize> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let t =
            if seed % 5 == 4 { rng.random_range(1..=t_max()) } else { rng.random_range(1..=20) };
        let top = if seed.is_multiple_of(3) { rng.random_range(1..=12) } else { n_max() };
        (0..t).map(|_| rng.random_range(1..=top)).collect()
    }

    /// The game's definition: memoised game-tree search of each heap (every valid heap is
    /// small, so it always reaches).
    fn naive(heaps: &Vec<usize>) -> Option<Vec<bool>> {
        let mut memo = OutcomeMemo::new(heap(), Play::Normal);
        Some(heaps.iter().map(|&n| memo.outcome(&(n as u64)) == Outcome::N).collect())
    }

    /// Forward propagation: scan heaps upwards from 0; a heap not yet marked winning is
    /// losing, and marks winning every heap one move above it.
    fn second(heaps: &Vec<usize>) -> Vec<bool> {
        let mut winning = vec![false; n_max() + 1];
        for stones in 0..=n_max() {
            if !winning[stones] {
                for m in MOVES {
                    if let Some(above) = winning.get_mut(stones + m) {
                        *above = true;
                    }
                }
            }
        }
        heaps.iter().map(|&n| winning[n]).collect()
    }

    fn print(first_wins: &Vec<bool>) -> String {
        lines(first_wins, |&&first| if first { "First" } else { "Second" })
    }
}

/// Each test case is one heap.
impl HeapSums for GameOfStones {
    type Game = Subtraction;

    fn sums(heaps: &Vec<usize>) -> (Subtraction, Vec<Sum<u64>>) {
        let stones = |&n: &usize| vec![Part::new("heap", n as u64)];
        (heap(), kit::explain::tests("test case", heaps, stones))
    }

    fn first_wins(first_wins: &Vec<bool>) -> Vec<bool> {
        first_wins.clone()
    }
}
