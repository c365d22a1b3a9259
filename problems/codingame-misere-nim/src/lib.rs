//! Judge side of `codingame-misere-nim`: limits, the strict validator, the seeded generator and
//! two references (the game's definition, and Conway's genus theory on each move's result).

use cgt::{Genus, GenusMemo, Outcome, OutcomeMemo, Play};
use kit::explain::misere_nim::{self, MisereNimGames};
use kit::heaps::{TakeAway, after_move, position};
use kit::judged::{Explain, Judged, large, lines};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most heaps (shared by every position).
    n_max: usize,
    /// Most positions.
    k_max: usize,
    /// Largest heap.
    m_max: u64,
}

/// Naive game-tree search answers inputs in which every position has `∏ (m_i + 1)` at most
/// this (a bound on the positions reachable; at the limits it is 51³ = 132 651).
pub const NAIVE_POSITIONS: u64 = 200_000;

/// The input: the number of heaps `n`, and the positions, each `n` heap sizes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Positions {
    /// Heaps in every position.
    pub n: usize,
    /// The positions, each `n` heap sizes.
    pub positions: Vec<Vec<u64>>,
}

/// CodinGame Misère Nim: for each position, every winning move (heap, amount), sorted by heap
/// then amount; none when the player to move loses (`CONCEDE`).
pub struct CodingameMisereNim;

impl Judged for CodingameMisereNim {
    type Input = Positions;
    /// Each position's winning moves, `(heap, amount)` with the heap 0-based, sorted.
    type Answer = Vec<Vec<(usize, u64)>>;

    /// Bouton's misère rule on each position, with every winning move
    /// ([`misere_nim::explain`]).
    const EXPLAIN: Explain<Positions> = Some(misere_nim::explain::<Self>);

    /// Strictly against the statement: `N K` on one line, then `K` lines of `N` heap sizes.
    fn read(text: &str) -> Result<Positions, String> {
        let mut r = Strict::new(text);
        let n = r.int(1, n_max(), "N")?;
        r.space()?;
        let k = r.int(1, k_max(), "K")?;
        r.eoln()?;
        let positions =
            (0..k).map(|_| r.int_line(n, 1, m_max(), "M_i")).collect::<Result<Vec<_>, _>>()?;
        r.eof()?;
        Ok(Positions { n, positions })
    }

    fn write(input: &Positions) -> String {
        let head = format!("{} {}\n", input.n, input.positions.len());
        head + &lines(&input.positions, |heaps| {
            heaps.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
        })
    }

    /// 1 to [`n_max`] heaps and 1 to [`k_max`] positions; a quarter of the positions have only
    /// heaps of 1 (the misère exception), some have their last heap set to the XOR of the
    /// others (nim-sum 0); heaps up to 6 on most seeds, up to [`m_max`] on [`large`] ones.
    fn generate(seed: u64) -> Positions {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let n = rng.random_range(1..=n_max());
        let k = rng.random_range(1..=k_max());
        let top = if large(seed) { m_max() } else { rng.random_range(2..=6) };
        let positions = (0..k)
            .map(|_| {
                if rng.random_bool(0.25) {
                    return vec![1; n];
                }
                let mut heaps: Vec<u64> = (0..n).map(|_| rng.random_range(1..=top)).collect();
                if n >= 3 && rng.random_bool(0.3) {
                    let x = heaps[..n - 1].iter().fold(0, |x, &s| x ^ s);
                    if (1..=top).contains(&x) {
                        heaps[n - 1] = x;
                    }
                }
                heaps
            })
            .collect();
        Positions { n, positions }
    }

    /// The game's definition: every move (heap, amount) in order, kept when the position it
    /// leaves is lost by the player to move in misère play (memoised game-tree search; the
    /// player left without stones wins). `None` beyond [`NAIVE_POSITIONS`].
    fn naive(input: &Positions) -> Option<Self::Answer> {
        let reach = |heaps: &Vec<u64>| heaps.iter().try_fold(1u64, |p, &s| p.checked_mul(s + 1));
        if input.positions.iter().any(|heaps| reach(heaps).is_none_or(|p| p > NAIVE_POSITIONS)) {
            return None;
        }
        let mut memo = OutcomeMemo::new(TakeAway::NIM, Play::Misere);
        let answers = input.positions.iter().map(|heaps| {
            let mut moves = Vec::new();
            for (i, &heap) in heaps.iter().enumerate() {
                for take in 1..=heap {
                    if memo.outcome(&after_move(heaps, i, heap - take)) == Outcome::P {
                        moves.push((i, take));
                    }
                }
            }
            moves
        });
        Some(answers.collect())
    }

    /// Conway's genus theory instead of a search of sums: each heap's genus by its definition
    /// ([`GenusMemo`] on the lone heap), and a move wins iff the tame sum of the genera it
    /// leaves ([`Genus::tame_sum`]) is a misère P-position (γ0 = 0).
    fn second(input: &Positions) -> Self::Answer {
        let mut memo = GenusMemo::new(TakeAway::NIM);
        input
            .positions
            .iter()
            .map(|heaps| {
                let mut moves = Vec::new();
                for (i, &heap) in heaps.iter().enumerate() {
                    for take in 1..=heap {
                        let mut after = heaps.clone();
                        after[i] -= take;
                        let genera: Vec<Genus> =
                            after.iter().map(|&s| memo.genus(&position(vec![s]))).collect();
                        let sum = Genus::tame_sum(&genera).expect("nim heaps are tame");
                        if sum.misere_outcome() == Outcome::P {
                            moves.push((i, take));
                        }
                    }
                }
                moves
            })
            .collect()
    }

    /// One line a position: its moves `i:a` (heap 1-based) separated by spaces, or `CONCEDE`.
    fn print(answers: &Self::Answer) -> String {
        lines(answers, |moves| {
            if moves.is_empty() {
                "CONCEDE".to_string()
            } else {
                let moves: Vec<String> =
                    moves.iter().map(|(i, take)| format!("{}:{take}", i + 1)).collect();
                moves.join(" ")
            }
        })
    }
}

/// Each position is one game of misère Nim, whose answer lists every winning move.
impl MisereNimGames for CodingameMisereNim {
    const LABEL: &'static str = "position";
    const EVERY_WINNING_MOVE: bool = true;

    fn games(input: &Positions) -> Vec<Vec<u64>> {
        input.positions.clone()
    }

    fn first_wins(answers: &Vec<Vec<(usize, u64)>>) -> Vec<bool> {
        answers.iter().map(|moves| !moves.is_empty()).collect()
    }
}
