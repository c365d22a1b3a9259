//! The judge side shared by the Notakto problems (`notakto`, `toph-tic-tac-toe-again`):
//! misère X-only tic-tac-toe on several 3×3 boards, where the player who completes a line on
//! the last live board loses.
//!
//! - [`board`]: one board as nine bits, its lines, its symmetry class, its rows as text, and
//!   [`Classes`](board::Classes), the 46 classes of live boards with their moves;
//! - [`search`]: the game's definition, misère game-tree search of a sum of boards, memoised
//!   on the multiset of its live boards' classes (both problems' naive reference);
//! - [`presented`]: Plambeck's presented misère quotient (18 elements, 4 in P) as a table;
//! - [`explain`]: why each game's winner is right, by each board's element and their product;
//! - here: the input format both statements share (a number of games, then each game's
//!   number of boards and their rows), its strict [`read`]er and its [`write()`]r, the
//!   generators' common steps, and [`Problem<S>`], the whole [`Judged`] side of a problem
//!   whose own parts are a [`Statement`].
//!
//! What maps each board to an element of the quotient, and what makes the map trusted, is
//! each problem's own second method ([`Statement::second`]), and they stay apart: `notakto`
//! fixes each board's element by agreement with [`Search`] on the sums of up to three boards
//! and rests on the published theorem beyond; `toph-tic-tac-toe-again` finds the elements and
//! proves the whole exact without searching sums.

pub mod board;
pub mod explain;
pub mod presented;
pub mod search;

use std::marker::PhantomData;
use std::ops::{Range, RangeInclusive};
use std::sync::{Mutex, OnceLock};

use crate::judged::{Explain, Judged, large};
use crate::validate::Strict;
use board::{Board, dead};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use search::Search;

/// An input of either problem: its games, each the list of its boards.
///
/// # Example
/// ```
/// let games: kit::notakto::Games = vec![vec![0], vec![0, 0o020]];
/// assert_eq!(kit::notakto::write(&games).lines().count(), 1 + 2 * 1 + 3 * 3);
/// ```
pub type Games = Vec<Vec<Board>>;

/// How a statement writes an input of games: the names and limits of its counts, and
/// whether a board may be dead.
///
/// # Example
/// See [`read`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Format {
    /// The number of games: its name in the statement (`T`, `t`) and its largest value.
    pub t: (&'static str, usize),
    /// A game's number of boards: its name in the statement (`k`, `n`) and its largest value.
    pub k: (&'static str, usize),
    /// Most boards over all games, where the statement bounds their sum.
    pub sum_k_max: Option<usize>,
    /// Whether a board may hold three X in a row.
    pub dead_boards: bool,
}

/// Reads `text` strictly against the statement's `format`: the number of games on its line,
/// then each game's number of boards on its line and its boards, three lines of exactly three
/// `X` or `.` each.
///
/// # Errors
/// What is wrong, and where: a count out of its range, `the sum of k exceeds …`, a row that is
/// not three of `X` and `.`, `the board already has three X in a row` (where dead boards are
/// not allowed), a missing or extra token.
///
/// # Complexity
/// O(length of `text`).
///
/// # Example
/// ```
/// use kit::notakto::{Format, read};
///
/// let format = Format { t: ("T", 10), k: ("k", 10), sum_k_max: Some(2), dead_boards: false };
/// assert_eq!(read("1\n2\n...\n...\n...\nX..\n.X.\n...\n", format), Ok(vec![vec![0, 0o020 | 1]]));
/// let err = read("1\n1\nX..\n.X.\n..X\n", format).unwrap_err();
/// assert_eq!(err, "line 3, column 1: the board already has three X in a row");
/// let err = read("1\n3\n", format).unwrap_err();
/// assert_eq!(err, "line 2, column 1: the sum of k exceeds 2");
/// ```
pub fn read(text: &str, format: Format) -> Result<Games, String> {
    let Format { t: (t_name, t_max), k: (k_name, k_max), sum_k_max, dead_boards } = format;
    let mut r = Strict::new(text);
    let t = r.int(1, t_max, t_name)?;
    r.eoln()?;
    let mut total = 0;
    let mut games = Vec::with_capacity(t);
    for _ in 0..t {
        let at = r.here();
        let k = r.int(1, k_max, k_name)?;
        total += k;
        if let Some(most) = sum_k_max.filter(|&most| total > most) {
            return Err(format!("{at}: the sum of {k_name} exceeds {most}"));
        }
        r.eoln()?;
        let mut game = Vec::with_capacity(k);
        for _ in 0..k {
            let start = r.here();
            let board = read_board(&mut r)?;
            if dead(board) && !dead_boards {
                return Err(format!("{start}: the board already has three X in a row"));
            }
            game.push(board);
        }
        games.push(game);
    }
    r.eof()?;
    Ok(games)
}

/// Reads one board, three lines of exactly three `X` or `.` each, or says where it is
/// malformed.
fn read_board(r: &mut Strict) -> Result<Board, String> {
    let mut board = 0;
    for row in 0..3 {
        let at = r.here();
        let text = r.word("a row of a board")?;
        let bits = board::parse_row(text).ok_or_else(|| {
            format!("{at}: a row of a board: {text:?} is not three of `X` and `.`")
        })?;
        board |= bits << (3 * row);
        r.eoln()?;
    }
    Ok(board)
}

/// The games in the input format: their number, then each game's number of boards and its
/// boards' rows ([`board::write`]).
///
/// # Complexity
/// O(total boards).
///
/// # Example
/// ```
/// assert_eq!(kit::notakto::write(&vec![vec![0o421]]), "1\n1\nX..\n.X.\n..X\n");
/// ```
pub fn write(games: &[Vec<Board>]) -> String {
    let boards: usize = games.iter().map(Vec::len).sum();
    let mut text = String::with_capacity(8 * games.len() + 12 * boards);
    text.push_str(&format!("{}\n", games.len()));
    for game in games {
        text.push_str(&format!("{}\n", game.len()));
        game.iter().for_each(|&b| text.push_str(&board::write(b)));
    }
    text
}

/// A random number of games, drawn from `t`, each made by `game`: the generators' outer loop.
///
/// # Complexity
/// O(t) calls of `game`.
///
/// # Example
/// ```
/// use rand::SeedableRng;
///
/// let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
/// let games = kit::notakto::random_games(&mut rng, 2..=5, |_| vec![0]);
/// assert!((2..=5).contains(&games.len()) && games.iter().all(|game| game == &[0]));
/// ```
pub fn random_games<R: Rng>(
    rng: &mut R,
    t: RangeInclusive<u32>,
    mut game: impl FnMut(&mut R) -> Vec<Board>,
) -> Games {
    let t = rng.random_range(t);
    (0..t).map(|_| game(rng)).collect()
}

/// In half the games (a fair coin from `rng`), redraws the last board of `game` by `draw`, up
/// to 30 times, until `first_wins` says the game is lost by the player to move: so that about
/// as many generated games are lost as won.
///
/// # Panics
/// If `game` is empty (when the coin falls for a redraw).
///
/// # Complexity
/// Up to 30 calls of `first_wins` and of `draw`.
///
/// # Example
/// ```
/// use kit::notakto::{lose_half, search::Search};
/// use rand::SeedableRng;
///
/// let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
/// let mut search = Search::new();
/// let mut lost = 0;
/// for _ in 0..20 {
///     // One empty board is won; redrawn, it is an X in the centre, which is lost.
///     let mut game = vec![0];
///     lose_half(&mut rng, &mut game, |g| search.first_wins(g), |_| 0o020);
///     lost += usize::from(game == [0o020]);
/// }
/// assert!((1..20).contains(&lost));
/// ```
pub fn lose_half<R: Rng>(
    rng: &mut R,
    game: &mut [Board],
    mut first_wins: impl FnMut(&[Board]) -> bool,
    mut draw: impl FnMut(&mut R) -> Board,
) {
    if rng.random_bool(0.5) {
        let last = game.len() - 1;
        for _ in 0..30 {
            if !first_wins(game) {
                break;
            }
            game[last] = draw(rng);
        }
    }
}

/// What a Notakto problem states on its own: its input format and limits, its generators,
/// how far its naive reference reaches, its second method, how its answers are printed and
/// its generated cases. [`Problem<S>`] makes the rest of its judge side.
///
/// # Example
/// A toy statement: one game of empty boards, at most four.
/// ```
/// use kit::judged::Judged;
/// use kit::notakto::{Format, Games, Problem, Statement, board::Board};
/// use rand::Rng;
/// use rand_chacha::ChaCha8Rng;
///
/// struct EmptyBoards;
/// impl Statement for EmptyBoards {
///     fn format() -> Format {
///         Format { t: ("t", 1), k: ("n", 4), sum_k_max: None, dead_boards: false }
///     }
///     fn small_input(rng: &mut ChaCha8Rng) -> Games {
///         vec![vec![0; rng.random_range(1..=4)]]
///     }
///     fn large_input(rng: &mut ChaCha8Rng) -> Games {
///         Self::small_input(rng)
///     }
///     fn naive_reaches(game: &[Board]) -> bool {
///         game.len() <= 4
///     }
///     fn second(games: &Games) -> Vec<bool> {
///         games.iter().map(|game| game.len() % 2 == 1).collect()
///     }
///     fn print(first_wins: &[bool]) -> String {
///         first_wins.iter().map(|&w| if w { "First\n" } else { "Second\n" }).collect()
///     }
///     fn generate_named(_: &str) -> Option<Games> {
///         None
///     }
/// }
///
/// type P = Problem<EmptyBoards>;
/// let games = P::read("1\n3\n...\n...\n...\n...\n...\n...\n...\n...\n...\n").unwrap();
/// assert_eq!(P::naive(&games), Some(vec![true]));
/// assert_eq!(P::print(&P::second(&games)), "First\n");
/// assert_eq!(P::write(&P::generate(7)), P::write(&P::generate(7)));
/// let (first, all) = P::first_wins_share(0..20);
/// assert!(0 < first && first < all);
/// ```
pub trait Statement {
    /// The statement's input format ([`read`]).
    fn format() -> Format;
    /// An input naive reaches, made from `rng` ([`Judged::generate`] on most seeds).
    fn small_input(rng: &mut ChaCha8Rng) -> Games;
    /// A large input, made from `rng` ([`Judged::generate`] on [`large`] seeds).
    fn large_input(rng: &mut ChaCha8Rng) -> Games;
    /// Whether the naive reference answers `game` (at most [`search::KEY_BOARDS`] live boards).
    fn naive_reaches(game: &[Board]) -> bool;
    /// The problem's own second method: whether the first player wins each game.
    fn second(games: &Games) -> Vec<bool>;
    /// The answers as the solution prints them, from whether the first player wins each game.
    fn print(first_wins: &[bool]) -> String;
    /// The input of the generated case `name` ([`Judged::generate_named`]).
    fn generate_named(name: &str) -> Option<Games>;
    /// The statement's explainer ([`Judged::EXPLAIN`]), usually [`explain::explain`] with the
    /// second method's elements; none by default.
    const EXPLAIN: Explain<Games> = None;
}

/// The Notakto problem stated by `S`: its [`Judged`] side.
///
/// # Example
/// See [`Statement`].
pub struct Problem<S>(PhantomData<S>);

impl<S: Statement> Problem<S> {
    /// How many games the first player wins, by the second method, over the generated inputs
    /// of `seeds`, and how many games they hold: whether the generator is balanced.
    ///
    /// # Complexity
    /// That of [`Judged::generate`] and [`Statement::second`] on each seed.
    ///
    /// # Example
    /// See [`Statement`].
    pub fn first_wins_share(seeds: Range<u64>) -> (usize, usize) {
        seeds.map(|seed| S::second(&Self::generate(seed))).fold((0, 0), |(first, all), answers| {
            (first + answers.iter().filter(|&&w| w).count(), all + answers.len())
        })
    }
}

impl<S: Statement> Judged for Problem<S> {
    /// The games, each its boards.
    type Input = Games;
    /// Whether the first player wins each game.
    type Answer = Vec<bool>;

    /// Strictly against the statement's [`Statement::format`] ([`read`]).
    fn read(text: &str) -> Result<Games, String> {
        read(text, S::format())
    }

    fn write(games: &Games) -> String {
        write(games)
    }

    /// [`Statement::large_input`] on [`large`] seeds, else [`Statement::small_input`], from
    /// the seed's ChaCha8 stream.
    fn generate(seed: u64) -> Games {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        if large(seed) { S::large_input(&mut rng) } else { S::small_input(&mut rng) }
    }

    /// The game's definition: misère game-tree search of each whole game ([`Search`], one
    /// memo kept from one input to the next), `None` when a game is beyond
    /// [`Statement::naive_reaches`].
    fn naive(games: &Games) -> Option<Vec<bool>> {
        static SEARCH: OnceLock<Mutex<Search>> = OnceLock::new();
        if !games.iter().all(|game| S::naive_reaches(game)) {
            return None;
        }
        let mut search = SEARCH.get_or_init(Mutex::default).lock().expect("no poisoning");
        Some(games.iter().map(|game| search.first_wins(game)).collect())
    }

    /// [`Statement::second`].
    fn second(games: &Games) -> Vec<bool> {
        S::second(games)
    }

    /// [`Statement::print`].
    fn print(first_wins: &Vec<bool>) -> String {
        S::print(first_wins)
    }

    /// [`Statement::generate_named`].
    fn generate_named(name: &str) -> Option<Games> {
        S::generate_named(name)
    }

    const EXPLAIN: Explain<Games> = S::EXPLAIN;
}

#[cfg(test)]
mod tests {
    use super::*;

    const FORMAT: Format = Format { t: ("T", 3), k: ("k", 5), sum_k_max: None, dead_boards: true };

    #[test]
    fn the_reader_names_what_is_wrong_with_a_board() {
        let cases = [
            ("1\n1\nX..\n...\n..o\n", "line 5, column 1: a row of a board"),
            ("1\n1\nX..\n....\n...\n", "line 4, column 1"),
            ("1\n1\nX..\n...\n", "line 5, column 1: expected a row of a board"),
            ("1\n1\nX. \n...\n...\n", "line 3, column 1"),
            ("1\n0\n", "line 2, column 1: k = 0"),
            ("4\n", "line 1, column 1: T = 4"),
        ];
        for (text, reason) in cases {
            let err = read(text, FORMAT).unwrap_err();
            assert!(err.starts_with(reason), "{text:?}: {err}");
            assert!(!err.contains('\n'), "{err}");
        }
        assert_eq!(read("1\n1\nXXX\nXXX\nXXX\n", FORMAT), Ok(vec![vec![board::FULL]]));
    }

    #[test]
    fn what_is_written_reads_back() {
        let games: Games = vec![(0..=board::FULL).collect(), vec![0o020]];
        let format = Format { k: ("k", 512), ..FORMAT };
        assert_eq!(read(&write(&games), format), Ok(games));
    }
}
