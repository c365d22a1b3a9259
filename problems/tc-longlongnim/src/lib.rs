//! Judge side of `tc-longlongnim`: limits, the strict validator, the seeded generator and two
//! independent references (the game's definition, and a cycle search over the 22-bit state of
//! the last outcomes).

use cgt::{Impartial, Outcome, OutcomeMemo, Play};
use kit::judged::{Explain, Judged};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub mod explain;

kit::params! {
    /// Largest `maxN`.
    n_max: u64,
    /// Largest move, and most moves.
    move_max: u64,
}

/// Naive game-tree search answers inputs with `maxN` at most this.
pub const NAIVE_N: u64 = 100_000;

/// A parsed input: the method's arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// Heaps `1..=max_n` are counted.
    pub max_n: u64,
    /// The allowed moves, strictly increasing.
    pub moves: Vec<u64>,
}

/// The pack of coins as an impartial game, by definition: remove exactly `x` coins for an `x`
/// in `moves`, if there are that many.
struct Pack<'a>(&'a [u64]);

impl Impartial for Pack<'_> {
    type Position = u64;
    fn options(&self, coins: &u64) -> Vec<u64> {
        self.0.iter().filter(|&&x| x <= *coins).map(|x| coins - x).collect()
    }
}

/// TopCoder LongLongNim: how many packs of `1..=maxN` coins are won by the second player?
pub struct LongLongNim;

impl Judged for LongLongNim {
    type Input = Input;
    /// The number of packs won by the second player.
    type Answer = u64;

    /// Each pack's outcome, the lost packs counted, and the period of the pattern:
    /// [`explain::explain`].
    const EXPLAIN: Explain<Input> = Some(explain::explain);

    /// Strictly against the statement (TopCoder convention: `maxN` on a line, then the length
    /// of `moves` on a line and its elements on the next).
    fn read(text: &str) -> Result<Input, String> {
        let mut r = Strict::new(text);
        let max_n = r.int(1, n_max(), "maxN")?;
        r.eoln()?;
        let k = r.int(1, move_max() as usize, "the length of moves")?;
        r.eoln()?;
        let moves = r.int_line(k, 1, move_max(), "moves[i]")?;
        r.eof()?;
        if moves.windows(2).any(|pair| pair[0] >= pair[1]) {
            return Err("line 3: moves are not strictly increasing".into());
        }
        Ok(Input { max_n, moves })
    }

    fn write(input: &Input) -> String {
        let moves: Vec<String> = input.moves.iter().map(ToString::to_string).collect();
        format!("{}\n{}\n{}\n", input.max_n, moves.len(), moves.join(" "))
    }

    /// Move sets from one move to all [`move_max()`], dense or sparse, with or without the move
    /// 1; `maxN` mostly at most 10^5 (naive reaches it) and on every fourth seed up to
    /// [`n_max()`].
    fn generate(seed: u64) -> Input {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let max_n = match seed % 4 {
            0 => rng.random_range(1..=50),
            1 | 2 => rng.random_range(1..=NAIVE_N),
            _ => rng.random_range(1..=n_max()),
        };
        let density = [0.1, 0.3, 0.6, 0.95][rng.random_range(0..4)];
        let top = rng.random_range(1..=move_max());
        let mut moves: Vec<u64> = (1..=top).filter(|_| rng.random_bool(density)).collect();
        if moves.is_empty() {
            moves.push(top);
        }
        Input { max_n, moves }
    }

    /// The game's definition: memoised game-tree search of every pack `1..=maxN`, counting those
    /// lost by the player to move (won by the second player). `None` when `maxN` exceeds
    /// [`NAIVE_N`].
    fn naive(input: &Input) -> Option<u64> {
        let Input { max_n, ref moves } = *input;
        if max_n > NAIVE_N {
            return None;
        }
        let mut memo = OutcomeMemo::new(Pack(moves), Play::Normal);
        let losing = (1..=max_n).filter(|n| memo.outcome(n) == Outcome::P).count();
        Some(losing as u64)
    }

    /// A finite automaton: the state before pack `n` is the [`move_max()`]-bit mask whose bit `i`
    /// says that pack `n - 1 - i` is won by the player to move, where "packs" below 0 count as won
    /// (moving there is impossible, so it never helps). Pack `n` is won iff some move `x` hits a 0
    /// bit `x - 1`. The state sequence is a function iteration on 2^[`move_max()`] states, so it
    /// cycles; the first repeated state is found with a table of first visits, and losses are
    /// counted with prefix sums, whole cycles by multiplication.
    fn second(input: &Input) -> u64 {
        let Input { max_n, ref moves } = *input;
        let full = (1u32 << move_max()) - 1;
        let move_bits = moves.iter().fold(0u32, |bits, &x| bits | 1 << (x - 1));
        // first_visit[state] = 1 + the pack at which `state` was first the state.
        let mut first_visit = vec![0u32; 1 << move_max()];
        // losses_before[n] = losing packs among 0..n.
        let mut losses_before: Vec<u64> = vec![0];
        let mut state = full;
        let mut n: u32 = 0;
        let (cycle_start, cycle_length) = loop {
            let seen = first_visit[state as usize];
            if seen != 0 {
                break (seen - 1, n - (seen - 1));
            }
            first_visit[state as usize] = n + 1;
            let wins = !state & move_bits != 0;
            losses_before.push(losses_before[n as usize] + u64::from(!wins));
            state = (state << 1 | u32::from(wins)) & full;
            n += 1;
        };
        // Losses among packs 0..end.
        let losses = |end: u64| -> u64 {
            let (start, length) = (u64::from(cycle_start), u64::from(cycle_length));
            if end <= start + length {
                return losses_before[end as usize];
            }
            let per_cycle =
                losses_before[(start + length) as usize] - losses_before[start as usize];
            let rest = end - start;
            let partial =
                losses_before[(start + rest % length) as usize] - losses_before[start as usize];
            losses_before[start as usize] + rest / length * per_cycle + partial
        };
        // Pack 0 is lost by the player to move but is not asked.
        losses(max_n + 1) - 1
    }

    fn print(losing: &u64) -> String {
        format!("{losing}\n")
    }
}
