//! Judge side of `hr-poker-nim`: limits, the strict validator, the seeded generator and two
//! independent references (game-tree search on the game with additions, and the XOR of the
//! piles taken bit by bit from parity counts).

use cgt::{Impartial, Outcome, OutcomeMemo, Play};
use kit::explain::{HeapSums, Sum};
use kit::heaps::TakeAway;
use kit::judged::{Explain, Judged, large, lines};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most test cases.
    t_max: usize,
    /// Most piles.
    n_max: usize,
    /// Largest number of additions a player may make.
    k_max: u32,
    /// Largest pile.
    c_max: u64,
}

/// Most chips one addition puts on a pile in the naive search (the real game has no such cap;
/// see [`PokerNim::naive`]).
pub const NAIVE_ADD_CAP: u64 = 2;
/// Naive search answers a test while `C(M + n, n) · (k + 1)^2` is at most this, where `M` is
/// its largest pile plus every chip the two players could add (`2k ·` [`NAIVE_ADD_CAP`]): a
/// bound on the positions reachable (sorted piles of at most `M` chips, additions left).
pub const NAIVE_POSITIONS: u64 = 100_000;

/// One test: the `k` of the statement and the piles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Test {
    /// How many times each player may add chips.
    pub k: u32,
    /// The chips on every pile.
    pub piles: Vec<u64>,
}

/// Poker Nim by definition, with additions capped at [`NAIVE_ADD_CAP`] chips each. A position
/// is the sorted piles (empty ones kept: chips may be added to them), the additions left to the
/// player to move and those left to the opponent. A move removes one or more chips from a pile,
/// or (if the mover has an addition left) adds 1 to [`NAIVE_ADD_CAP`] chips to a pile, using one
/// of the mover's additions; then the roles swap. Once every pile is empty the game is over
/// (the last chip was removed): no option, so the player to move has lost.
struct CappedPokerNim;

/// Sorted piles, additions left to the player to move, additions left to the opponent.
type Position = (Vec<u64>, u32, u32);

impl Impartial for CappedPokerNim {
    type Position = Position;
    fn options(&self, (piles, mine, theirs): &Position) -> Vec<Position> {
        if piles.iter().all(|&c| c == 0) {
            return Vec::new();
        }
        let with = |i: usize, size: u64| {
            let mut option = piles.clone();
            option[i] = size;
            option.sort_unstable();
            option
        };
        let mut options = Vec::new();
        for (i, &pile) in piles.iter().enumerate() {
            if i > 0 && piles[i - 1] == pile {
                continue; // the same options as from the equal pile before
            }
            options.extend((0..pile).map(|rest| (with(i, rest), *theirs, *mine)));
            if *mine > 0 {
                let added = (1..=NAIVE_ADD_CAP).map(|a| (with(i, pile + a), *theirs, *mine - 1));
                options.extend(added);
            }
        }
        options
    }
}

/// HackerRank Poker Nim: for each test, does the first player win Nim with `k` additions each?
pub struct PokerNim;

impl Judged for PokerNim {
    /// The test cases.
    type Input = Vec<Test>;
    /// For each test, whether the first player wins.
    type Answer = Vec<bool>;

    /// Each test's piles as Nim heaps ([`HeapSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::explain::<Self>);

    /// Strictly against the statement.
    fn read(text: &str) -> Result<Self::Input, String> {
        let mut r = Strict::new(text);
        let t = r.int(1, t_max(), "T")?;
        r.eoln()?;
        let mut tests = Vec::with_capacity(t);
        for _ in 0..t {
            let n = r.int(1, n_max(), "n")?;
            r.space()?;
            let k = r.int(1, k_max(), "k")?;
            r.eoln()?;
            tests.push(Test { k, piles: r.int_line(n, 1, c_max(), "c_i")? });
        }
        r.eof()?;
        Ok(tests)
    }

    fn write(tests: &Self::Input) -> String {
        let mut text = format!("{}\n", tests.len());
        for test in tests {
            let piles: Vec<String> = test.piles.iter().map(ToString::to_string).collect();
            text += &format!("{} {}\n{}\n", test.piles.len(), test.k, piles.join(" "));
        }
        text
    }

    /// Most seeds: up to 5 tests of at most 3 piles of at most 3 chips with `k ≤ 2` (naive
    /// reaches them); [`large`] seeds: up to [`t_max()`] tests with up to [`n_max()`] piles of up
    /// to [`c_max()`] chips and `k` up to [`k_max()`]. About a third of the tests with two or
    /// more piles are made lost for the first player (the last pile gets the XOR of the others,
    /// when that is a valid pile).
    fn generate(seed: u64) -> Self::Input {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let t = rng.random_range(1..=if large(seed) { t_max() } else { 5 });
        (0..t)
            .map(|_| {
                let (n, k, top) = if large(seed) {
                    (rng.random_range(1..=n_max()), rng.random_range(1..=k_max()), c_max())
                } else {
                    (rng.random_range(1..=3), rng.random_range(1..=2), 3)
                };
                let mut piles: Vec<u64> = (0..n).map(|_| rng.random_range(1..=top)).collect();
                let rest = piles[..n - 1].iter().fold(0, |x, &c| x ^ c);
                if n >= 2 && (1..=c_max()).contains(&rest) && rng.random_bool(0.4) {
                    piles[n - 1] = rest;
                }
                Test { k, piles }
            })
            .collect()
    }

    /// The game's definition: memoised game-tree search on piles and both players' additions
    /// left.
    ///
    /// Limitation: in the real game an addition may put any number of chips on a pile, so
    /// every position has infinitely many options and no finite search covers it. This search
    /// caps each addition at [`NAIVE_ADD_CAP`] chips — it decides the capped game, honestly by
    /// definition. The cap is safe for the winner: the player who wins Nim also wins Poker Nim
    /// without ever adding (answer a removal by Bouton's move to nim-sum 0, an addition by
    /// removing the chips just added; the opponent's additions run out), and that strategy
    /// never needs an addition, so no cap on additions changes who wins. `None` beyond
    /// [`NAIVE_POSITIONS`].
    fn naive(tests: &Self::Input) -> Option<Self::Answer> {
        let positions = |test: &Test| {
            let most =
                test.piles.iter().max().expect("n ≥ 1") + 2 * u64::from(test.k) * NAIVE_ADD_CAP;
            let n = test.piles.len() as u64;
            // C(most + n, n) sorted piles of at most `most` chips, built up exactly: C(m + i, i).
            let sorted = (1..=n).try_fold(1u64, |c, i| Some(c.checked_mul(most + i)? / i));
            sorted.and_then(|c| c.checked_mul(u64::from(test.k + 1).pow(2)))
        };
        if tests.iter().any(|test| positions(test).is_none_or(|p| p > NAIVE_POSITIONS)) {
            return None;
        }
        let mut memo = OutcomeMemo::new(CappedPokerNim, Play::Normal);
        let answers = tests.iter().map(|test| {
            let mut piles = test.piles.clone();
            piles.sort_unstable();
            memo.outcome(&(piles, test.k, test.k)) == Outcome::N
        });
        Some(answers.collect())
    }

    /// Nim's rule, computed bit by bit without the lib: the first player wins iff for some bit
    /// an odd number of piles have it (the XOR of the piles is not 0).
    fn second(tests: &Self::Input) -> Self::Answer {
        tests
            .iter()
            .map(|test| {
                (0..u64::BITS)
                    .any(|bit| test.piles.iter().filter(|&&c| c >> bit & 1 == 1).count() % 2 == 1)
            })
            .collect()
    }

    fn print(first_wins: &Self::Answer) -> String {
        lines(first_wins, |&&first| if first { "First" } else { "Second" })
    }
}

/// Each test is its piles as Nim heaps: an addition is undone by taking the chips added, so
/// the additions do not change who wins (the verdicts to hold it to come from the search of
/// the game with additions, [`PokerNim::naive`]).
impl HeapSums for PokerNim {
    type Game = TakeAway;

    fn sums(tests: &Vec<Test>) -> (TakeAway, Vec<Sum<Vec<u64>>>) {
        let sum = |(i, test): (usize, &Test)| {
            let label =
                format!("test {} (k = {}; an addition is undone by a removal)", i + 1, test.k);
            Sum::normal(label, kit::explain::heaps("pile", &test.piles))
        };
        (TakeAway::NIM, tests.iter().enumerate().map(sum).collect())
    }

    fn first_wins(first_wins: &Vec<bool>) -> Vec<bool> {
        first_wins.clone()
    }
}
