//! Judge side of `toph-tic-tac-toe-again` (Toph, "Game of Tic-Tac-Toe, Again?"): limits, the
//! seeded generator and the second method, a misère quotient proved exact for every sum of
//! boards without search ([`quotient`]); the rest of the judge side (the strict validator,
//! the writer, the naive reference: misère game-tree search of whole games, here of up to
//! [`NAIVE_BOARDS`] boards) is `kit::notakto`'s, shared with `notakto`.

use std::sync::OnceLock;

use kit::judged::Explain;
use kit::notakto::board::{Board, FULL, dead};
use kit::notakto::{Format, Games, Problem, Statement, lose_half, random_games};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub mod quotient;

use quotient::Quotient;

kit::params! {
    /// Most games.
    t_max: usize,
    /// Most boards in one game.
    n_max: usize,
}

/// Naive game-tree search answers inputs whose games have at most this many boards.
pub const NAIVE_BOARDS: usize = 4;

/// The live boards with exactly `x` X's, in order (none past 6: every board of 7 X is dead).
fn live_with(x: u32) -> &'static [Board] {
    static BY_X: OnceLock<Vec<Vec<Board>>> = OnceLock::new();
    let by_x = BY_X.get_or_init(|| {
        (0..=9).map(|x| (0..=FULL).filter(|&b| !dead(b) && b.count_ones() == x).collect()).collect()
    });
    &by_x[x as usize]
}

/// A random live board: its number of X's uniform in `0..=x_max`, then uniform among those.
fn random_live(rng: &mut ChaCha8Rng, x_max: u32) -> Board {
    loop {
        let x = rng.random_range(0..=x_max);
        if let Some(&b) = live_with(x).choose(rng) {
            return b;
        }
    }
}

/// What `toph-tic-tac-toe-again` states on its own ([`Statement`]): the format with live
/// boards only, its generators, its naive reach, its second method and its output.
pub struct TophStatement;

/// Toph's "Game of Tic-Tac-Toe, Again?": Notakto on n boards, Alice first; who wins each
/// game?
pub type TophTicTacToeAgain = Problem<TophStatement>;

impl Statement for TophStatement {
    /// `t`, then each game's `n` and its `3n` board lines; no board with three X in a row.
    fn format() -> Format {
        Format { t: ("t", t_max()), k: ("n", n_max()), sum_k_max: None, dead_boards: false }
    }

    /// 1 to 10 games of 1 to [`NAIVE_BOARDS`] boards (naive reaches them), of up to 6 X's, a
    /// third of them dense (4 to 6 X's, close to dead); in half the games the last board is
    /// redrawn (up to 30 times) until Bob wins.
    fn small_input(rng: &mut ChaCha8Rng) -> Games {
        random_games(rng, 1..=10, |rng| {
            let n = rng.random_range(1..=NAIVE_BOARDS);
            let dense = rng.random_bool(1.0 / 3.0);
            let draw = |rng: &mut ChaCha8Rng| {
                if dense {
                    *live_with(rng.random_range(4..=6)).choose(rng).expect("live boards")
                } else {
                    random_live(rng, 6)
                }
            };
            let mut game: Vec<Board> = (0..n).map(|_| draw(rng)).collect();
            lose_half(rng, &mut game, |g| Quotient::get().first_wins(g), draw);
            game
        })
    }

    /// 1 to 20 games of 1 to 400 boards of up to 6 X's.
    fn large_input(rng: &mut ChaCha8Rng) -> Games {
        random_games(rng, 1..=20, |rng| {
            let n = rng.random_range(1..=400);
            (0..n).map(|_| random_live(rng, 6)).collect()
        })
    }

    /// At most [`NAIVE_BOARDS`] boards.
    fn naive_reaches(game: &[Board]) -> bool {
        game.len() <= NAIVE_BOARDS
    }

    /// Plambeck's quotient with each board's element found and the whole proved exact here
    /// ([`Quotient`]), not the lib's: one product a game.
    fn second(games: &Games) -> Vec<bool> {
        let q = Quotient::get();
        games.iter().map(|game| q.first_wins(game)).collect()
    }

    /// `Game #x: Alice` or `Game #x: Bob`, x from 1.
    fn print(alice_wins: &[bool]) -> String {
        alice_wins
            .iter()
            .enumerate()
            .map(|(i, &alice)| {
                format!("Game #{}: {}\n", i + 1, if alice { "Alice" } else { "Bob" })
            })
            .collect()
    }

    /// Each board's element by [`Quotient`], their product and a winning move
    /// (`kit::notakto::explain`).
    const EXPLAIN: Explain<Games> =
        Some(|games| kit::notakto::explain::explain::<Self>(games, Quotient::get()));

    /// The max cases, [`t_max`] games of about [`n_max`] boards each: `max_random` (random
    /// live boards of up to 6 X's) and `max_dense` (boards of 4 to 6 X's, a move or two from
    /// dead), each of [`n_max`] boards, the last board of every second game redrawn (up to 100
    /// times) until Bob wins; `max_empty` (empty boards only, [`n_max`] of them in odd games
    /// and one fewer in even ones, so that Alice and Bob alternate).
    fn generate_named(name: &str) -> Option<Games> {
        let (seed, x_range) = match name {
            "max_random" => (1, 0..=6),
            "max_dense" => (3, 4..=6),
            "max_empty" => {
                return Some((0..t_max()).map(|i| vec![0; n_max() - i % 2]).collect());
            }
            _ => return None,
        };
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let pools: Vec<&[Board]> = x_range.map(live_with).collect();
        let mut draw =
            move || *pools[rng.random_range(0..pools.len())].choose(&mut rng).expect("live");
        let q = Quotient::get();
        let monoid = q.monoid();
        let games = (0..t_max())
            .map(|i| {
                let mut game: Vec<Board> = (0..n_max()).map(|_| draw()).collect();
                let before = q.product(&game[..n_max() - 1]);
                let lost = |last: Board| monoid.in_p(monoid.times(before, q.element(last)));
                for _ in 0..100 {
                    if i % 2 == 0 || lost(game[n_max() - 1]) {
                        break;
                    }
                    game[n_max() - 1] = draw();
                }
                game
            })
            .collect();
        Some(games)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kit::judged::Judged;

    #[test]
    fn the_reader_holds_to_the_limits_and_refuses_dead_boards() {
        // What is wrong with a board's rows is `kit::notakto`'s tests'.
        let cases = [
            ("1\n0\n", "line 2, column 1: n = 0"),
            ("1\n2\n...\n...\n...\nX..\nXXX\n...\n", "line 6, column 1: the board already"),
            ("1\n1\nX..\n.X.\n..X\n", "line 3, column 1: the board already"),
            ("101\n", "line 1, column 1"),
            ("1\n10001\n", "line 2, column 1"),
        ];
        for (text, reason) in cases {
            let err = TophTicTacToeAgain::read(text).unwrap_err();
            assert!(err.starts_with(reason), "{text:?}: {err}");
            assert!(!err.contains('\n'), "{err}");
        }
        assert!(TophTicTacToeAgain::read("1\n1\nXX.\nX.X\n.XX\n").is_ok());
    }

    #[test]
    fn generated_answers_are_balanced() {
        let (alice, all) = TophTicTacToeAgain::first_wins_share(0..200);
        assert!((all / 4..=all * 3 / 4).contains(&alice), "{alice} of {all} won by Alice");
    }

    #[test]
    fn named_cases_are_at_the_limits_and_balanced() {
        for name in ["max_random", "max_empty", "max_dense"] {
            let games = TophTicTacToeAgain::generate_named(name).unwrap();
            assert_eq!(games.len(), t_max());
            assert!(games.iter().all(|g| g.len() + 1 >= n_max() && g.len() <= n_max()));
            assert!(games.iter().all(|g| g.iter().all(|&b| !dead(b))));
            let alice = TophTicTacToeAgain::second(&games).iter().filter(|&&w| w).count();
            assert!((30..=70).contains(&alice), "{name}: Alice wins {alice} of 100");
        }
        assert!(TophTicTacToeAgain::generate_named("max_other").is_none());
    }
}
