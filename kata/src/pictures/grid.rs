//! `cargo kata grid`: a table of Grundy values — the knight game on a board, or a subtraction
//! game's heaps in rows — coloured in the terminal, one colour a value and the zeros (the P
//! positions) highlighted.

use std::fmt::Write as _;
use std::io::IsTerminal as _;

use anyhow::{Context, Result, ensure};
use cgt::{GrundyMemo, Impartial, KnightBoard, Nimber};

/// The longest side of a knight board drawn.
pub const MAX_SIDE: u64 = 500;
/// The largest heap of a subtraction game tabled.
pub const MAX_HEAP: usize = 1_000_000;

/// The arguments of `cargo kata grid`.
#[derive(Debug, Clone, clap::Args)]
#[command(after_help = "Examples:
  cargo kata grid knight 8x8                                the knights problems' board
  cargo kata grid knight 12x5                               a board 12 wide, 5 high
  cargo kata grid subtraction 1,3,4 --upto 100 --width 20   heaps 0..=100, 20 a row

Zeros (P positions: the player to move loses) are highlighted; the other values get one colour
each. Colours are off with --no-color, with NO_COLOR set, or when stdout is not a terminal.")]
pub struct GridArgs {
    /// What to table.
    #[command(subcommand)]
    pub game: GridGame,
    /// Print plain text, without ANSI colours.
    #[arg(long, global = true)]
    pub no_color: bool,
}

/// The games `cargo kata grid` knows.
#[derive(Debug, Clone, clap::Subcommand)]
pub enum GridGame {
    /// The knight game of the knights problems (`lib/src/impartial/knight.rs`) on a `WxH` board: the
    /// knight moves to (x-2, y±1) or (x±1, y-2); row y = 1 is printed last.
    Knight {
        /// The board, `WIDTHxHEIGHT` (`8x8`) or one side (`8`); at most 500 a side.
        board: String,
    },
    /// A subtraction game: g(0..=N) in rows.
    Subtraction {
        /// The subtraction set, comma-separated (`1,3,4`).
        set: String,
        /// The largest heap.
        #[arg(long, value_name = "N", default_value_t = 100)]
        upto: usize,
        /// Values a row.
        #[arg(long, value_name = "K", default_value_t = 20)]
        width: usize,
    },
}

/// The knight game on a `width`×`height` board: [`KnightBoard`]'s moves on the square board
/// of the longer side, kept when they stay on this board.
struct RectKnight {
    square: KnightBoard,
    width: u64,
    height: u64,
}

impl Impartial for RectKnight {
    type Position = (u64, u64);
    fn options(&self, square: &(u64, u64)) -> Vec<(u64, u64)> {
        let mut options = self.square.options(square);
        options.retain(|&(x, y)| x <= self.width && y <= self.height);
        options
    }
}

/// A board size: `WxH` or one side.
///
/// # Errors
/// One line naming what is wrong.
///
/// # Example
/// ```
/// assert_eq!(kata::pictures::grid::board("8x5").unwrap(), (8, 5));
/// assert_eq!(kata::pictures::grid::board("7").unwrap(), (7, 7));
/// assert!(kata::pictures::grid::board("0x3").is_err());
/// ```
pub fn board(text: &str) -> Result<(u64, u64)> {
    let side = |part: &str| -> Result<u64> {
        let value: u64 = part.trim().parse().with_context(|| {
            format!("board `{text}`: `{part}` is not a whole number (write WIDTHxHEIGHT, e.g. 8x8)")
        })?;
        ensure!((1..=MAX_SIDE).contains(&value), "board `{text}`: sides go from 1 to {MAX_SIDE}");
        Ok(value)
    };
    match text.split_once(['x', 'X', '×']) {
        Some((w, h)) => Ok((side(w)?, side(h)?)),
        None => side(text).map(|s| (s, s)),
    }
}

/// Grundy values of the knight game on a `width`×`height` board, rows from `y = height` down
/// to `y = 1`, each row `x = 1..=width`.
///
/// # Example
/// ```
/// // The lower-left 2×2 corner has no move.
/// assert_eq!(kata::pictures::grid::knight_rows(2, 2), [[0, 0], [0, 0]]);
/// ```
pub fn knight_rows(width: u64, height: u64) -> Vec<Vec<Nimber>> {
    let mut memo =
        GrundyMemo::new(RectKnight { square: KnightBoard::new(width.max(height)), width, height });
    (1..=height).rev().map(|y| (1..=width).map(|x| memo.grundy(&(x, y))).collect()).collect()
}

/// A table to print: rows of values, with a label before each row and one under each column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// What the table shows.
    pub title: String,
    /// Each row's label and values.
    pub rows: Vec<(String, Vec<Nimber>)>,
    /// Labels under the columns, if any.
    pub columns: Option<Vec<String>>,
}

/// The table of the knight game on a `width`×`height` board.
pub fn knight_table(width: u64, height: u64) -> Table {
    let rows = knight_rows(width, height)
        .into_iter()
        .zip((1..=height).rev())
        .map(|(values, y)| (format!("y={y}"), values))
        .collect();
    Table {
        title: format!("knight game on a {width}x{height} board: Grundy values of (x, y)"),
        rows,
        columns: Some((1..=width).map(|x| x.to_string()).collect()),
    }
}

/// The table of a subtraction game: `g(0..=upto)`, `width` values a row.
///
/// # Errors
/// A bad set, `upto` beyond [`MAX_HEAP`], or a zero width.
pub fn subtraction_table(set: &str, upto: usize, width: usize) -> Result<Table> {
    let moves = crate::pictures::graph::numbers(set, "move", |m| {
        if m == 0 { Err("moves take at least 1".into()) } else { Ok(()) }
    })?;
    ensure!(upto <= MAX_HEAP, "--upto {upto}: at most {MAX_HEAP}");
    ensure!(width >= 1, "--width 0: a row holds at least one value");
    let game = cgt::SubtractionGame::new(&moves);
    let values = game.grundy_table(upto);
    let listed: Vec<String> = game.moves().iter().map(u64::to_string).collect();
    let rows = values.chunks(width).enumerate().map(|(r, c)| ((r * width).to_string(), c.to_vec()));
    Ok(Table {
        title: format!("subtraction game {{{}}}: g(0..={upto}), {width} a row", listed.join(", ")),
        rows: rows.collect(),
        columns: None,
    })
}

/// The ANSI style of a value: zeros bold black on yellow, the others one foreground colour
/// each (cycling through six).
fn style(value: Nimber) -> &'static str {
    const COLOURS: [&str; 6] = ["36", "32", "35", "34", "31", "33"];
    if value.is_zero() { "1;30;103" } else { COLOURS[((value.value() - 1) % 6) as usize] }
}

/// The table as text, with ANSI colours or plain; ends with how many zeros (P positions).
///
/// # Example
/// ```
/// let table = kata::pictures::grid::subtraction_table("1,2", 5, 3).unwrap();
/// let plain = kata::pictures::grid::render(&table, false);
/// assert!(plain.contains("0:  0  1  2\n"), "{plain}");
/// assert!(plain.contains("3:  0  1  2\n"), "{plain}");
/// assert!(kata::pictures::grid::render(&table, true).contains("\x1b[1;30;103m  0\x1b[0m"));
/// ```
pub fn render(table: &Table, colour: bool) -> String {
    let all = table.rows.iter().flat_map(|(_, values)| values.iter().copied());
    let widest_value = all.clone().max().unwrap_or_default().to_string().len();
    let widest_column =
        table.columns.iter().flatten().map(String::len).max().unwrap_or(0).max(widest_value);
    let cell = widest_column.max(2) + 1;
    let label = table.rows.iter().map(|(l, _)| l.len()).max().unwrap_or(0);
    let mut out = format!("{}\n\n", table.title);
    for (name, values) in &table.rows {
        let _ = write!(out, "{name:>label$}:");
        for &value in values {
            let text = format!("{value:>cell$}");
            if colour {
                let _ = write!(out, "\x1b[{}m{text}\x1b[0m", style(value));
            } else {
                out.push_str(&text);
            }
        }
        out.push('\n');
    }
    if let Some(columns) = &table.columns {
        let _ = write!(out, "{:>label$} ", "x");
        for column in columns {
            let _ = write!(out, "{column:>cell$}");
        }
        out.push('\n');
    }
    let zeros = all.clone().filter(|v| v.is_zero()).count();
    let _ = writeln!(
        out,
        "\n{zeros} of {} positions are P (value 0, the player to move loses); largest value {}",
        all.count(),
        table.rows.iter().flat_map(|(_, v)| v).max().unwrap_or(&Nimber::ZERO)
    );
    out
}

/// `cargo kata grid …`.
///
/// # Errors
/// A bad board, set or range (one line).
pub fn grid_command(args: &GridArgs) -> Result<bool> {
    let table = match &args.game {
        GridGame::Knight { board: text } => {
            let (width, height) = board(text)?;
            knight_table(width, height)
        }
        GridGame::Subtraction { set, upto, width } => subtraction_table(set, *upto, *width)?,
    };
    let colour =
        !args.no_color && std::env::var_os("NO_COLOR").is_none() && std::io::stdout().is_terminal();
    print!("{}", render(&table, colour));
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_boards_agree_with_the_libs_knight_tables() {
        for n in 1..=24u64 {
            let lib = cgt::impartial::knight::grundy_table(n as usize);
            let rows = knight_rows(n, n);
            for (r, row) in rows.iter().enumerate() {
                let y = n as usize - r;
                let expected: Vec<Nimber> = (1..=n as usize).map(|x| lib[x - 1][y - 1]).collect();
                assert_eq!(row, &expected, "n = {n}, y = {y}");
            }
        }
    }

    #[test]
    fn a_narrow_board_cuts_moves_off() {
        // On a 1-wide board no knight move stays on it: every square is P.
        assert!(knight_rows(1, 9).iter().flatten().all(|&v| v == 0));
        // On 3x1, (3, 1) has no move either (y - 2 < 1, y + 1 > 1).
        assert_eq!(knight_rows(3, 1), [[0, 0, 0]]);
    }
}
