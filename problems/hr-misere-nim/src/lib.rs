//! Judge side of `hr-misere-nim`: limits, the strict validator, the seeded generator and two
//! references (the game's definition, and the published rule written out on its own).

use cgt::{Outcome, OutcomeMemo, Play};
use kit::explain::misere_nim::{self, MisereNimPerTest};
use kit::heaps::TakeAway;
use kit::judged::Explain;
use kit::judged::large;
use kit::shapes::{FirstWinsPerTest, PerTest};
use kit::validate::TestLists;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most games (test cases).
    t_max: usize,
    /// Most piles in a game.
    n_max: usize,
    /// Largest pile.
    s_max: u64,
}

/// Naive game-tree search answers inputs in which every game has `∏ (s_i + 1)` at most this
/// (a bound on the positions reachable from it).
pub const NAIVE_POSITIONS: u64 = 50_000;

/// HackerRank Misère Nim: for each game, does the first player win misère Nim on its piles?
pub type MisereNim = PerTest<MisereNimRules>;

/// What [`MisereNim`] states of its own: limits, generator, references.
pub struct MisereNimRules;

impl FirstWinsPerTest for MisereNimRules {
    /// The input's shape: `t`, then each test's `n` and its `n` integers, within the limits.
    fn shape() -> TestLists {
        TestLists {
            t_max: t_max(),
            n_max: n_max(),
            sum_n_max: None,
            lo: 1,
            hi: s_max(),
            value: "s[i]",
        }
    }
    const WORDS: [&'static str; 2] = ["First", "Second"];

    /// Bouton's misère rule on each game: the rule that applies, its number, and a winning
    /// move or a move and its reply ([`misere_nim::explain`]).
    const EXPLAIN: Explain<Vec<Vec<u64>>> = Some(misere_nim::explain::<MisereNim>);

    /// Up to 12 games of up to 6 piles; a third of the games have only piles of 1 (the
    /// exception to Bouton's rule), the others small piles (naive reaches them) and on
    /// [`large`] seeds piles up to [`s_max()`].
    fn generate(seed: u64) -> Vec<Vec<u64>> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let t = rng.random_range(1..=12);
        let top = if large(seed) { s_max() } else { rng.random_range(2..=5) };
        (0..t)
            .map(|_| {
                let n = rng.random_range(1..=6);
                let only_ones = rng.random_bool(0.35);
                (0..n).map(|_| if only_ones { 1 } else { rng.random_range(1..=top) }).collect()
            })
            .collect()
    }

    /// The game's definition: memoised game-tree search in misère play (the player left
    /// without stones — the opponent took the last one — wins). `None` when a game has more
    /// than [`NAIVE_POSITIONS`] as `∏ (s_i + 1)`.
    fn naive(games: &[Vec<u64>]) -> Option<Vec<bool>> {
        let positions = |piles: &Vec<u64>| {
            piles.iter().try_fold(1u64, |product, &s| product.checked_mul(s + 1))
        };
        if games.iter().any(|piles| positions(piles).is_none_or(|p| p > NAIVE_POSITIONS)) {
            return None;
        }
        let mut memo = OutcomeMemo::new(TakeAway::NIM, Play::Misere);
        let answers = games.iter().map(|piles| {
            let mut piles = piles.clone();
            piles.sort_unstable();
            memo.outcome(&piles) == Outcome::N
        });
        Some(answers.collect())
    }

    /// The published rule (Bouton 1902, misère case), written out independently of the
    /// solution: when no pile has two stones or more, the stones are taken one by one and the
    /// first player wins iff the number of piles is even; otherwise the first player wins iff
    /// the XOR of the piles is not 0.
    fn second(games: &[Vec<u64>]) -> Vec<bool> {
        games
            .iter()
            .map(|piles| {
                if piles.iter().all(|&s| s == 1) {
                    piles.len() % 2 == 0
                } else {
                    piles.iter().fold(0, |x, &s| x ^ s) != 0
                }
            })
            .collect()
    }
}

/// Each test is one game of misère Nim on its piles.
impl MisereNimPerTest for MisereNimRules {}
