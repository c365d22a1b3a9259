//! Judge side of `notakto`: limits, the seeded generator and the second method (Plambeck's
//! published quotient with each board's element fixed by search); the rest of the judge side
//! (the strict validator, the writer, the naive reference: misère game-tree search of whole
//! games, here of up to three live boards) is `kit::notakto`'s, shared with
//! `toph-tic-tac-toe-again`.

use std::sync::OnceLock;

use kit::judged::{Explain, lines};
use kit::notakto::board::{Board, dead};
use kit::notakto::{Format, Games, Problem, Statement, lose_half, random_games};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub mod classify;

use classify::Classified;

kit::params! {
    /// Most games.
    t_max: usize,
    /// Most boards in one game.
    k_max: usize,
    /// Most boards over all games.
    sum_k_max: usize,
}

/// Naive game-tree search answers inputs whose games have at most this many live boards.
pub const NAIVE_LIVE: usize = 3;

/// A random board with `x` X's.
fn random_board(rng: &mut ChaCha8Rng, x: usize) -> Board {
    let mut cells: Vec<usize> = (0..9).collect();
    cells.shuffle(rng);
    cells[..x].iter().map(|&cell| 1 << cell).sum()
}

/// A random live board with at most `x_max` X's (at most 6: every board of 7 is dead).
fn random_live(rng: &mut ChaCha8Rng, x_max: usize) -> Board {
    loop {
        let x = rng.random_range(0..=x_max);
        let board = random_board(rng, x);
        if !dead(board) {
            return board;
        }
    }
}

/// A random dead board.
fn random_dead(rng: &mut ChaCha8Rng) -> Board {
    loop {
        let x = rng.random_range(3..=9);
        let board = random_board(rng, x);
        if dead(board) {
            return board;
        }
    }
}

/// The second method's classification, made once (the explanations' elements too).
///
/// # Complexity
/// [`Classified::new`]'s the first time, O(1) after.
///
/// # Example
/// ```
/// assert!(notakto::classified().first_wins(&[0]));
/// ```
pub fn classified() -> &'static Classified {
    static CLASSIFIED: OnceLock<Classified> = OnceLock::new();
    CLASSIFIED.get_or_init(Classified::new)
}

/// What `notakto` states on its own ([`Statement`]): the format with the sum of k bounded and
/// dead boards allowed, its generators, its naive reach and its second method.
pub struct NotaktoStatement;

/// Notakto on several boards: for each game, who wins when the player who kills the last
/// live board loses?
pub type Notakto = Problem<NotaktoStatement>;

impl Statement for NotaktoStatement {
    /// `T`, then each game's `k` and its `3k` board lines; dead boards allowed.
    fn format() -> Format {
        Format {
            t: ("T", t_max()),
            k: ("k", k_max()),
            sum_k_max: Some(sum_k_max()),
            dead_boards: true,
        }
    }

    /// 1 to 8 games of 1 to 3 live boards of up to 6 X's, half of them with the last live board
    /// redrawn (up to 30 times) until the second method says the game is lost by the player to
    /// move, a third with a dead board or two among them, in random order (naive reaches
    /// them).
    fn small_input(rng: &mut ChaCha8Rng) -> Games {
        random_games(rng, 1..=8, |rng| {
            let live = rng.random_range(1..=NAIVE_LIVE);
            let dead = if rng.random_bool(1.0 / 3.0) { rng.random_range(1..=2) } else { 0 };
            let mut game: Vec<Board> = (0..live).map(|_| random_live(rng, 6)).collect();
            lose_half(rng, &mut game, |g| classified().first_wins(g), |rng| random_live(rng, 6));
            game.extend((0..dead).map(|_| random_dead(rng)));
            game.shuffle(rng);
            game
        })
    }

    /// 1 to 40 games of 1 to 300 random boards of up to 7 X's, dead ones included.
    fn large_input(rng: &mut ChaCha8Rng) -> Games {
        random_games(rng, 1..=40, |rng| {
            let k = rng.random_range(1..=300);
            (0..k)
                .map(|_| {
                    let x = rng.random_range(0..=7);
                    random_board(rng, x)
                })
                .collect()
        })
    }

    /// At most [`NAIVE_LIVE`] live boards.
    fn naive_reaches(game: &[Board]) -> bool {
        game.iter().filter(|&&b| !dead(b)).count() <= NAIVE_LIVE
    }

    /// Plambeck's published quotient, not the lib's learner: the presented monoid's table,
    /// each board's element fixed by search ([`Classified`]), one product a game.
    fn second(games: &Games) -> Vec<bool> {
        games.iter().map(|game| classified().first_wins(game)).collect()
    }

    /// The winner of each game, one a line.
    fn print(first_wins: &[bool]) -> String {
        lines(first_wins, |&&first| if first { "First" } else { "Second" })
    }

    /// Each board's element by [`Classified`], their product and a winning move
    /// (`kit::notakto::explain`).
    const EXPLAIN: Explain<Games> =
        Some(|games| kit::notakto::explain::explain::<Self>(games, classified()));

    /// The max cases, at the sum of k: `max_many_games` ([`t_max`] games of 15 boards, any
    /// boards), `max_two_big_games` (k = [`k_max`] and the rest of the sum, any boards) and
    /// `max_live_boards` (two games of live boards only).
    fn generate_named(name: &str) -> Option<Games> {
        let (sizes, live) = match name {
            "max_many_games" => (vec![sum_k_max() / t_max(); t_max()], false),
            "max_two_big_games" => (vec![k_max(), sum_k_max() - k_max()], false),
            "max_live_boards" => (vec![sum_k_max() / 2; 2], true),
            _ => return None,
        };
        let mut rng = ChaCha8Rng::seed_from_u64(sizes.len() as u64 + u64::from(live));
        let board = |rng: &mut ChaCha8Rng| {
            if live {
                random_live(rng, 7)
            } else {
                let x = rng.random_range(0..=7);
                random_board(rng, x)
            }
        };
        Some(sizes.iter().map(|&k| (0..k).map(|_| board(&mut rng)).collect()).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kit::judged::Judged;
    use kit::notakto::board::{FULL, canonical};
    use kit::notakto::search::Search;

    /// Every board with at least `x` X's, one of each symmetry class (dead ones included).
    fn classes_with_at_least(x: u32) -> Vec<Board> {
        (0..=FULL).filter(|&b| b.count_ones() >= x && canonical(b) == b).collect()
    }

    #[test]
    fn naive_and_second_agree_on_every_game_of_up_to_three_boards_of_four_x_or_more() {
        let boards = classes_with_at_least(4);
        let mut search = Search::new();
        let mut checked = 0;
        for (i, &a) in boards.iter().enumerate() {
            for (j, &b) in boards.iter().enumerate().skip(i) {
                for &c in &boards[j..] {
                    for game in [vec![a], vec![a, b], vec![a, b, c]] {
                        assert_eq!(
                            search.first_wins(&game),
                            classified().first_wins(&game),
                            "{game:?}"
                        );
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 100_000, "{checked}");
    }

    #[test]
    fn the_reader_bounds_the_sum_of_k_and_takes_dead_boards() {
        // What is wrong with a board is `kit::notakto`'s tests'.
        let many = format!("2\n100000\n{}50001\n", "...\n".repeat(300_000));
        assert!(Notakto::read(&many).unwrap_err().contains("sum of k exceeds 150000"));
        assert!(Notakto::read("1\n1\nXXX\nXXX\nXXX\n").is_ok());
        let err = Notakto::read("1\n100001\n").unwrap_err();
        assert!(err.starts_with("line 2, column 1: k = 100001"), "{err}");
        let err = Notakto::read("10001\n").unwrap_err();
        assert!(err.starts_with("line 1, column 1: T = 10001"), "{err}");
    }

    #[test]
    fn generated_answers_are_balanced() {
        let (first, all) = Notakto::first_wins_share(0..200);
        assert!((all / 5..=all * 4 / 5).contains(&first), "{first} of {all} won by First");
    }
}
