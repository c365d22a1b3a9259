//! Judge side of `notakto`: limits, the strict validator, the seeded generator and two
//! independent references (misère game-tree search of whole games of up to three live boards,
//! and Plambeck's published quotient with each board's element fixed by search).

use std::sync::{Mutex, OnceLock};

use kit::judged::{Judged, large, lines};
use kit::validate::Strict;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub mod board;
pub mod classify;
pub mod presented;
pub mod search;

use board::{Board, dead};
use classify::Classified;
use search::Search;

kit::params! {
    /// Most games.
    t_max: usize,
    /// Most boards in one game.
    k_max: usize,
    /// Most boards over all games., which the README
    /// states.
    sum_k_max: usize,
}

/// Naive game-tree search answers inputs whose games have at most this many live boards.
pub const NAIVE_LIVE: usize = 3;

/// An input: the games, each its boards.
pub type Games = Vec<Vec<Board>>;

/// Reads one board, three lines of three `X` or `.`, or says where it is malformed.
fn read_board(r: &mut Strict) -> Result<Board, String> {
    let mut rows = [""; 3];
    for row in &mut rows {
        let at = r.here();
        *row = r.word("a row of a board")?;
        if board::parse_row(row).is_none() {
            return Err(format!("{at}: a row of a board: {row:?} is not three of `X` and `.`"));
        }
        r.eoln()?;
    }
    Ok(board::parse(rows).expect("each row was checked"))
}

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

/// The second method's classification, made once.
fn classified() -> &'static Classified {
    static CLASSIFIED: OnceLock<Classified> = OnceLock::new();
    CLASSIFIED.get_or_init(Classified::new)
}

/// Notakto on several boards: for each game, who wins when the player who kills the last
/// live board loses?
pub struct Notakto;

impl Judged for Notakto {
    type Input = Games;
    /// Whether the first player wins each game.
    type Answer = Vec<bool>;

    /// Strictly against the statement: `T`, then each game's `k` and its `3k` board lines.
    fn read(text: &str) -> Result<Games, String> {
        let mut r = Strict::new(text);
        let t = r.int(1, t_max(), "T")?;
        r.eoln()?;
        let mut total = 0;
        let mut games = Vec::with_capacity(t);
        for _ in 0..t {
            let at = r.here();
            let k = r.int(1, k_max(), "k")?;
            total += k;
            if total > sum_k_max() {
                return Err(format!("{at}: the sum of k exceeds {}", sum_k_max()));
            }
            r.eoln()?;
            games.push((0..k).map(|_| read_board(&mut r)).collect::<Result<_, _>>()?);
        }
        r.eof()?;
        Ok(games)
    }

    fn write(games: &Games) -> String {
        let mut text = format!("{}\n", games.len());
        for game in games {
            text.push_str(&format!("{}\n", game.len()));
            game.iter().for_each(|&b| text.push_str(&board::write(b)));
        }
        text
    }

    /// 1 to 8 games of 1 to 3 live boards of up to 6 X's, half of them with the last live board
    /// redrawn (up to 30 times) until the second method says the game is lost by the player to
    /// move, a third with a dead board or two among them, in random order (naive reaches
    /// them); on [`large`] seeds 1 to 40
    /// games of 1 to 300 random boards of up to 7 X's, dead ones included.
    fn generate(seed: u64) -> Games {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        if large(seed) {
            let t = rng.random_range(1..=40);
            return (0..t)
                .map(|_| {
                    let k = rng.random_range(1..=300);
                    (0..k)
                        .map(|_| {
                            let x = rng.random_range(0..=7);
                            random_board(&mut rng, x)
                        })
                        .collect()
                })
                .collect();
        }
        let t = rng.random_range(1..=8);
        (0..t)
            .map(|_| {
                let live = rng.random_range(1..=NAIVE_LIVE);
                let dead = if rng.random_bool(1.0 / 3.0) { rng.random_range(1..=2) } else { 0 };
                let mut game: Vec<Board> = (0..live).map(|_| random_live(&mut rng, 6)).collect();
                if rng.random_bool(0.5) {
                    // Redraw the last board, a few times, for a game lost by the player to move.
                    for _ in 0..30 {
                        if !classified().first_wins(&game) {
                            break;
                        }
                        game[live - 1] = random_live(&mut rng, 6);
                    }
                }
                game.extend((0..dead).map(|_| random_dead(&mut rng)));
                game.shuffle(&mut rng);
                game
            })
            .collect()
    }

    /// The game's definition: misère game-tree search of each whole game ([`Search`], its
    /// memo kept from one input to the next), `None` when a game has more than [`NAIVE_LIVE`] live boards.
    fn naive(games: &Games) -> Option<Vec<bool>> {
        static SEARCH: OnceLock<Mutex<Search>> = OnceLock::new();
        if games.iter().any(|game| game.iter().filter(|&&b| !dead(b)).count() > NAIVE_LIVE) {
            return None;
        }
        let mut search = SEARCH.get_or_init(Mutex::default).lock().expect("no poisoning");
        Some(games.iter().map(|game| search.first_wins(game)).collect())
    }

    /// Plambeck's published quotient, not the lib's learner: the presented monoid's table,
    /// each board's element fixed by search ([`Classified`]), one product a game.
    fn second(games: &Games) -> Vec<bool> {
        games.iter().map(|game| classified().first_wins(game)).collect()
    }

    /// The winner of each game, one a line.
    fn print(first_wins: &Vec<bool>) -> String {
        lines(first_wins, |&&first| if first { "First" } else { "Second" })
    }

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

    /// Every board with at least `x` X's, one of each symmetry class (dead ones included).
    fn classes_with_at_least(x: u32) -> Vec<Board> {
        (0..=board::FULL).filter(|&b| b.count_ones() >= x && board::canonical(b) == b).collect()
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
    fn the_reader_names_what_is_wrong() {
        let cases = [
            ("1\n1\nX..\n...\n..o\n", "line 5, column 1: a row of a board"),
            ("1\n1\nX..\n....\n...\n", "line 4, column 1"),
            ("1\n1\nX..\n...\n", "line 5, column 1: expected a row of a board"),
            ("2\n100000\n", "line 3"),
            ("1\n0\n", "line 2, column 1: k = 0"),
            ("1\n1\nX. \n...\n...\n", "line 3, column 1"),
        ];
        for (text, reason) in cases {
            let err = Notakto::read(text).unwrap_err();
            assert!(err.starts_with(reason), "{text:?}: {err}");
            assert!(!err.contains('\n'), "{err}");
        }
        let many = format!("2\n100000\n{}50001\n", "...\n".repeat(300_000));
        assert!(Notakto::read(&many).unwrap_err().contains("sum of k"));
        assert!(Notakto::read("1\n1\nXXX\nXXX\nXXX\n").is_ok());
    }

    #[test]
    fn generated_answers_are_balanced() {
        let (mut first, mut all) = (0, 0);
        for seed in 0..200 {
            let answers = Notakto::second(&Notakto::generate(seed));
            first += answers.iter().filter(|&&w| w).count();
            all += answers.len();
        }
        assert!((all / 5..=all * 4 / 5).contains(&first), "{first} of {all} won by First");
    }
}
