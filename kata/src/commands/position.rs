//! `cargo kata position <ruleset> <what…>`: what `cargo kata value` prints, for a position of
//! one of the lib's partizan rulesets — Domineering, Hackenbush, Col, Snort, contorted
//! fractions — valued by its transposition table, with the time taken.

use std::path::Path;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use cgt::partizan::colouring::{Col, Graph, Position, Snort};
use cgt::partizan::contorted::{ContortedFractions, FractionBox};
use cgt::partizan::hackenbush::picture::Picture;
use cgt::partizan::hackenbush::play::Hackenbush;
use cgt::partizan::{Board, Domineering, GameId, GameStore, Partizan, ValueMemo};

use crate::commands::value::describe;

/// The arguments of `cargo kata position`.
#[derive(Debug, Clone, clap::Args)]
#[command(after_help = "Examples:
  cargo kata position domineering 5x5
  cargo kata position domineering '..#/...'   (rows split by /, # a blocked cell)
  cargo kata position hackenbush problems/hackenbush/cases/sample_01.in
  cargo kata position snort path 16
  cargo kata position col grid 3x3
  cargo kata position snort cycle 7
  cargo kata position col map countries.txt
  cargo kata position contorted 2/5,7/3")]
pub struct PositionArgs {
    /// The ruleset: `domineering`, `hackenbush`, `col`, `snort` or `contorted`.
    pub ruleset: String,
    /// The position. Domineering: `RxC` or rows of `.`/`#` split by `/`. Hackenbush: a
    /// picture file (`n m`, then `m` lines `u v c`, c in B R G, 0 the ground). Col, Snort:
    /// `path N`, `cycle N`, `grid RxC` or `map FILE` (a grid of characters, `.` sea). Contorted
    /// fractions: the boxes, comma-separated (`2/5,7/3,-4`).
    #[arg(required = true, num_args = 1..)]
    pub what: Vec<String>,
    /// Print the canonical form whole, however long.
    #[arg(long)]
    pub full: bool,
}

/// A ruleset's value of `position` and the number of positions its table holds.
fn valued<G: Partizan>(game: &G, store: &mut GameStore, position: &G::Position) -> (GameId, usize) {
    let mut memo = ValueMemo::new();
    let g = memo.value(game, store, position);
    (g, memo.len())
}

/// Runs `cargo kata position`.
///
/// # Errors
///
/// An unknown ruleset, a malformed position or file (one line naming what and where).
pub fn position_command(args: &PositionArgs) -> Result<bool> {
    let what: Vec<&str> = args.what.iter().map(String::as_str).collect();
    let mut store = GameStore::new();
    let start = Instant::now();
    let (g, positions) = match (args.ruleset.as_str(), what.as_slice()) {
        ("domineering", [board_text]) => valued(&Domineering, &mut store, &board(board_text)?),
        ("hackenbush", [file]) => {
            let picture = picture(Path::new(file))?;
            let game = Hackenbush::new(&picture);
            valued(&game, &mut store, &game.start())
        }
        ("col", spec) => valued(&Col, &mut store, &Position::new(&graph(spec)?)),
        ("snort", spec) => valued(&Snort, &mut store, &Position::new(&graph(spec)?)),
        ("contorted", [boxes]) => valued(&ContortedFractions, &mut store, &row(boxes)?),
        ("domineering" | "hackenbush" | "contorted", _) => {
            bail!("{}: expected one argument, got {:?}", args.ruleset, args.what)
        }
        (other, _) => {
            bail!(
                "unknown ruleset {other:?} (known: domineering, hackenbush, col, snort, contorted)"
            )
        }
    };
    print!("{}", describe(&mut store, g, args.full));
    println!(
        "computed in {:.3} s ({positions} positions, {} canonical forms)",
        start.elapsed().as_secs_f64(),
        store.len()
    );
    Ok(true)
}

/// A board from `RxC` or from rows of `.`/`#` split by `/`.
fn board(text: &str) -> Result<Board> {
    if let Some((rows, cols)) = text.split_once(['x', 'X']) {
        let size = |s: &str| s.trim().parse::<usize>().ok().filter(|&n| (1..=11).contains(&n));
        let (Some(rows), Some(cols)) = (size(rows), size(cols)) else {
            bail!("board {text:?}: RxC with 1 ≤ R, C ≤ 11 (and at most 128 cells)");
        };
        if rows * cols > 128 {
            bail!("board {text:?}: at most 128 cells");
        }
        return Ok(Board::empty(rows, cols));
    }
    text.parse::<Board>().map_err(|e| anyhow::anyhow!("board {text:?}: {e}"))
}

/// The text of `file`.
fn read(file: &Path) -> Result<String> {
    std::fs::read_to_string(file).with_context(|| format!("{}: cannot read", file.display()))
}

/// A Hackenbush picture from `file`: an unreadable file or a malformed picture is an error
/// naming the file (and the line).
fn picture(file: &Path) -> Result<Picture> {
    read(file)?.parse::<Picture>().map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))
}

/// The graph of a Col or Snort position: `path N`, `cycle N`, `grid RxC` or `map FILE`.
fn graph(spec: &[&str]) -> Result<Graph> {
    let count = |n: &str, least: usize| {
        n.parse::<usize>()
            .ok()
            .filter(|&n| (least..=64).contains(&n))
            .with_context(|| format!("{n:?}: expected a number of vertices, {least} to 64"))
    };
    Ok(match spec {
        ["path", n] => Graph::path(count(n, 1)?),
        ["cycle", n] => Graph::cycle(count(n, 3)?),
        ["grid", size] => {
            let parsed = size.split_once(['x', 'X']).and_then(|(r, c)| {
                let (r, c) = (r.parse::<usize>().ok()?, c.parse::<usize>().ok()?);
                (r >= 1 && c >= 1 && r * c <= 64).then_some((r, c))
            });
            let Some((rows, cols)) = parsed else {
                bail!("grid {size:?}: expected RxC with at most 64 vertices");
            };
            Graph::grid(rows, cols)
        }
        ["map", file] => {
            let file = Path::new(file);
            Graph::from_map(&read(file)?).map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?
        }
        _ => bail!("{spec:?}: expected `path N`, `cycle N`, `grid RxC` or `map FILE`"),
    })
}

/// A row of contorted-fraction boxes from `2/5,7/3,-4`.
fn row(text: &str) -> Result<Vec<FractionBox>> {
    text.split(',')
        .map(|b| {
            b.trim().parse::<FractionBox>().map_err(|e| anyhow::anyhow!("box {:?}: {e}", b.trim()))
        })
        .collect()
}
