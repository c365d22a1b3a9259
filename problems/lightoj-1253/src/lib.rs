//! Judge side of `lightoj-1253`: limits, the strict validator, the seeded generator and two
//! references (the game's definition, and Conway's genus theory: the tame sum of the heaps'
//! genera).

use cgt::{Genus, GenusMemo, Outcome, OutcomeMemo, Play};
use kit::explain::misere_nim::{self, MisereNimGames};
use kit::heaps::TakeAway;
use kit::judged::{Explain, Judged, large};
use kit::validate::{TestLists, write_test_lists};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most test cases.
    t_max: usize,
    /// Most piles in a case.
    k_max: usize,
    /// Largest pile.
    s_max: u64,
}

/// Naive game-tree search answers inputs in which every case has `∏ (s_i + 1)` at most this
/// (a bound on the positions reachable from it).
pub const NAIVE_POSITIONS: u64 = 200_000;
/// The second method computes a heap's genus by its definition up to this size, and takes
/// Conway's form of a nim heap's genus above it.
pub const GENUS_BY_DEFINITION: u64 = 64;

/// The input's shape: `T`, then each case's `k` and its `k` pile sizes, within the limits.
fn shape() -> TestLists {
    TestLists { t_max: t_max(), n_max: k_max(), sum_n_max: None, lo: 1, hi: s_max(), value: "pile" }
}

/// LightOJ 1253 Misere Nim: for each case, does Alice (who moves first) win Nim when the
/// player who takes the last stone loses?
pub struct Lightoj1253;

impl Judged for Lightoj1253 {
    /// Each case's piles.
    type Input = Vec<Vec<u64>>;
    /// Each case's misère outcome: N (Alice wins) or P (Bob wins).
    type Answer = Vec<Outcome>;

    /// Bouton's misère rule on each case ([`misere_nim::explain`]).
    const EXPLAIN: Explain<Vec<Vec<u64>>> = Some(misere_nim::explain::<Self>);

    /// Strictly against the statement: `T`, then per case a line `k` and a line of `k` piles.
    fn read(text: &str) -> Result<Self::Input, String> {
        shape().read(text)
    }

    fn write(cases: &Self::Input) -> String {
        write_test_lists(cases)
    }

    /// Up to 12 cases of up to 6 piles; about a third of the cases have only piles of 1 (the
    /// misère exception), a few have their last pile set to the XOR of the others (nim-sum 0);
    /// small piles (naive reaches them), and on [`large`] seeds up to [`k_max()`] piles up to
    /// [`s_max()`].
    fn generate(seed: u64) -> Self::Input {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let t = rng.random_range(1..=12);
        let (k_top, top) =
            if large(seed) { (k_max(), s_max()) } else { (6, rng.random_range(2..=5)) };
        (0..t)
            .map(|_| {
                let k = rng.random_range(1..=k_top);
                let only_ones = rng.random_bool(0.35);
                let mut piles: Vec<u64> =
                    (0..k).map(|_| if only_ones { 1 } else { rng.random_range(1..=top) }).collect();
                if !only_ones && k >= 3 && rng.random_bool(0.3) {
                    let x = piles[..k - 1].iter().fold(0, |x, &s| x ^ s);
                    if (1..=top).contains(&x) {
                        piles[k - 1] = x;
                    }
                }
                piles
            })
            .collect()
    }

    /// The game's definition: memoised game-tree search on the sorted non-empty piles in
    /// misère play (the player left without a move — the opponent took the last stone —
    /// wins). `None` when a case has more than [`NAIVE_POSITIONS`] as `∏ (s_i + 1)`.
    fn naive(cases: &Self::Input) -> Option<Self::Answer> {
        let positions = |piles: &Vec<u64>| {
            piles.iter().try_fold(1u64, |product, &s| product.checked_mul(s + 1))
        };
        if cases.iter().any(|piles| positions(piles).is_none_or(|p| p > NAIVE_POSITIONS)) {
            return None;
        }
        let mut memo = OutcomeMemo::new(TakeAway::NIM, Play::Misere);
        let outcomes = cases.iter().map(|piles| {
            let mut piles = piles.clone();
            piles.sort_unstable();
            memo.outcome(&piles)
        });
        Some(outcomes.collect())
    }

    /// Conway's genus theory instead of Bouton's rule: each heap's genus (by the definition,
    /// [`GenusMemo`] on the lone heap, up to [`GENUS_BY_DEFINITION`]; Conway's `n^{n(n⊕2)}`
    /// form, [`Genus::nim_heap`], above), their tame sum ([`Genus::tame_sum`]) and its misère
    /// outcome (P iff γ0 = 0).
    fn second(cases: &Self::Input) -> Self::Answer {
        let mut memo = GenusMemo::new(TakeAway::NIM);
        let mut genus = |s: u64| {
            if s <= GENUS_BY_DEFINITION {
                memo.genus(&vec![s])
            } else {
                Genus::nim_heap(u32::try_from(s).expect("piles fit in u32"))
            }
        };
        cases
            .iter()
            .map(|piles| {
                let genera: Vec<Genus> = piles.iter().map(|&s| genus(s)).collect();
                Genus::tame_sum(&genera).expect("nim heaps are tame").misere_outcome()
            })
            .collect()
    }

    /// `Case i: Alice` when the first player wins, else `Case i: Bob`.
    fn print(outcomes: &Self::Answer) -> String {
        outcomes
            .iter()
            .enumerate()
            .map(|(i, outcome)| {
                let winner = if *outcome == Outcome::N { "Alice" } else { "Bob" };
                format!("Case {}: {winner}\n", i + 1)
            })
            .collect()
    }
}

/// Each case is one game of misère Nim; Alice, to move, wins the cases whose outcome is N.
impl MisereNimGames for Lightoj1253 {
    const LABEL: &'static str = "case";

    fn games(cases: &Vec<Vec<u64>>) -> Vec<Vec<u64>> {
        cases.clone()
    }

    fn first_wins(outcomes: &Vec<Outcome>) -> Vec<bool> {
        kit::explain::wins(outcomes)
    }
}
