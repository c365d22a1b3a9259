//! `cargo kata play <ruleset> <position>`: play a position against a perfect engine, with a
//! picture a turn, the moves numbered and in the game's notation, and a coach.
//!
//! - [`engine`]: the [`engine::Ruleset`] trait and the perfect player, an exact memoised
//!   search (outcome and remoteness of every position);
//! - [`nim`], [`subtraction`], [`octal`], [`knights`]: the rulesets, one a file, with
//!   [`heaps`] for what the heap games share;
//! - [`partizan`]: what the partizan rulesets share ([`partizan::Rules`], canonical values,
//!   the best stop), and the rulesets [`domineering`], [`colouring`] (Col, Snort),
//!   [`hackenbush`], [`contorted`], [`value`];
//! - [`picture`]: heaps as rows of `●`, knight boards as grids;
//! - [`session`]: the turn loop, reading answers a line at a time;
//! - [`coach`]: options marked winning or losing with the theory's statistic, and the moves
//!   that threw a win away.

pub mod coach;
pub mod colouring;
pub mod contorted;
pub mod domineering;
pub mod engine;
pub mod hackenbush;
pub mod heaps;
pub mod knights;
pub mod nim;
pub mod octal;
pub mod partizan;
pub mod picture;
pub mod session;
pub mod subtraction;
#[cfg(test)]
mod tests;
pub mod value;

use std::io::IsTerminal as _;

use anyhow::{Context, Result, bail, ensure};
use cgt::Play;

use crate::play::engine::{Engine, Ruleset, Side};
use crate::play::partizan::Partizan;
use crate::play::session::Settings;

/// The arguments of `cargo kata play`.
#[derive(Debug, Clone, clap::Args)]
#[command(after_help = "Examples:
  cargo kata play nim 3,4,5
  cargo kata play subtraction 1,3,4 21,17        the set, then the heaps
  cargo kata play octal 0.77 10,7                Kayles; `octal grundy 9` for Grundy's game
  cargo kata play knights 8x8 3,5 7,2 --rule selective
  cargo kata play misere-nim 1,2,3 --coach
  cargo kata play misere-octal 0.07 9 --engine-first
  cargo kata play domineering 4x4 --as right     or rows: domineering '..#.,....,....'
  cargo kata play col path 6                     col|snort path N, cycle N, grid RxC, map FILE
  cargo kata play hackenbush picture.txt         `n m`, then m lines `u v B|R|G`
  cargo kata play contorted 2/5,7/3
  cargo kata play value '{1|-1} + ^ + 1/2'

Answer with a move's number or its notation, one a line (a script can pipe them in). The
engine is perfect: it wins every won position, and from a lost one it plays the move that keeps
the game going longest. Positions it cannot solve within about a second are refused.")]
pub struct PlayArgs {
    /// The ruleset: nim, subtraction, octal, knights, misere-nim, misere-octal (impartial);
    /// domineering, col, snort, hackenbush, contorted, value (partizan).
    pub ruleset: String,
    /// The position. nim, misere-nim: heaps `3,4,5`. subtraction: the set, then heaps
    /// (`1,3,4 21,17`). octal, misere-octal: an octal code or `grundy`, then heaps. knights:
    /// the board `WxH`, then a square `x,y` a knight. domineering: `RxC` or rows of `.`/`#`
    /// joined by `,`. col, snort: `path N`, `cycle N`, `grid RxC`, `map FILE`. hackenbush:
    /// a picture file. contorted: fractions `2/5,7/3`. value: games joined by `+`.
    #[arg(required = true, num_args = 1..)]
    pub position: Vec<String>,
    /// The engine moves first (you do otherwise).
    #[arg(long)]
    pub engine_first: bool,
    /// Before each move, mark every option winning or losing for you with the theory's
    /// statistic (Grundy value, misère class, compound rule), and say at once when a move
    /// throws a win away.
    #[arg(long)]
    pub coach: bool,
    /// knights only: how the knights move together: sum (exactly one), selective (any
    /// non-empty set), some-not-all (a non-empty proper subset), conjunctive (every knight).
    #[arg(long, value_name = "RULE")]
    pub rule: Option<String>,
    /// Partizan rulesets only: your side, left (blue, vertical dominoes; the default) or
    /// right (red, horizontal dominoes).
    #[arg(long = "as", value_name = "SIDE")]
    pub side: Option<String>,
}

/// The partizan rulesets' names.
const PARTIZAN: [&str; 6] = ["domineering", "col", "snort", "hackenbush", "contorted", "value"];

/// Plays `start` against the perfect engine of `ruleset` on stdin and stdout.
fn run<R: Ruleset>(ruleset: R, start: R::Position, args: &PlayArgs) -> Result<bool> {
    let colour = std::env::var_os("NO_COLOR").is_none() && std::io::stdout().is_terminal();
    let echo = !std::io::stdin().is_terminal();
    let you = match &args.side {
        Some(side) => partizan::side(side)?,
        None => Side::Left,
    };
    let settings =
        Settings { engine_first: args.engine_first, coach: args.coach, colour, echo, you };
    let mut engine = Engine::new(ruleset);
    let (mut input, mut out) = (std::io::stdin().lock(), std::io::stdout().lock());
    let finished = session::play(&mut engine, start, &settings, &mut input, &mut out);
    finished.with_context(|| format!("{} {}", args.ruleset, args.position.join(" ")))
}

/// The position's arguments when there are exactly `N` of them.
fn exactly<const N: usize>(args: &PlayArgs, shape: &str) -> Result<[String; N]> {
    let given = args.position.clone();
    given.try_into().map_err(|given: Vec<String>| {
        anyhow::anyhow!("{}: expected {shape}, got `{}`", args.ruleset, given.join(" "))
    })
}

/// Runs `cargo kata play`.
///
/// # Errors
/// An unknown ruleset, a malformed position (one line naming what and where), a position too
/// large to play perfectly within about a second; stdin or stdout failing.
///
/// # Complexity
/// The engine's search of the position (at most [`engine::SEARCH_LIMIT`] steps), then a few
/// look-ups a turn.
pub fn play_command(args: &PlayArgs) -> Result<bool> {
    let ruleset = args.ruleset.as_str();
    ensure!(
        ruleset == "knights" || args.rule.is_none(),
        "--rule is for knights only, not for {ruleset}"
    );
    ensure!(
        PARTIZAN.contains(&ruleset) || args.side.is_none(),
        "--as is for partizan rulesets only ({}), not for {ruleset}",
        PARTIZAN.join(", ")
    );
    let play = if ruleset.starts_with("misere-") { Play::Misere } else { Play::Normal };
    match ruleset {
        "nim" | "misere-nim" => {
            let [heaps] = exactly(args, "heaps such as `3,4,5`")?;
            run(nim::Nim::new(play), heaps::parse(&heaps)?, args)
        }
        "subtraction" => {
            let [set, heaps] = exactly(args, "a subtraction set and heaps, such as `1,3,4 21,17`")?;
            run(subtraction::Subtraction::parse(&set)?, heaps::parse(&heaps)?, args)
        }
        "octal" | "misere-octal" => {
            let [code, heaps] = exactly(args, "an octal code and heaps, such as `0.77 10,7`")?;
            run(octal::Octal::parse(&code, play)?, heaps::parse(&heaps)?, args)
        }
        "knights" => {
            let (board, squares) = args.position.split_first().expect("clap asks for one");
            let rule = knights::rule(args.rule.as_deref().unwrap_or("sum"))?;
            let game = knights::Knights::parse(board, rule)?;
            ensure!(!squares.is_empty(), "knights {board}: no knight given (write `3,5 7,2`)");
            let start = game.squares(squares)?;
            run(game, start, args)
        }
        "domineering" => {
            let [board] = exactly(args, "a board such as `4x4` or `..#.,....`")?;
            run(
                Partizan(domineering::Domineering::default()),
                domineering::Domineering::parse(&board)?,
                args,
            )
        }
        "col" | "snort" => {
            let game = if ruleset == "col" { colouring::Game::Col } else { colouring::Game::Snort };
            let graph = colouring::Colouring::parse(game, &args.position)?;
            run(Partizan(graph), colouring::Painting::default(), args)
        }
        "hackenbush" => {
            let [file] = exactly(args, "a picture file")?;
            let game = hackenbush::Hackenbush::read(&file)?;
            let start = game.start();
            run(Partizan(game), start, args)
        }
        "contorted" => {
            let [boxes] = exactly(args, "fractions such as `2/5,7/3`")?;
            run(
                Partizan(contorted::Contorted::default()),
                contorted::Contorted::parse(&boxes)?,
                args,
            )
        }
        "value" => {
            let text = args.position.join(" ");
            let (sum, start) = value::Sum::parse(&text)?;
            run(Partizan(sum), start, args)
        }
        other => bail!(
            "unknown ruleset `{other}` (known: nim, subtraction, octal, knights, misere-nim, \
             misere-octal, {})",
            PARTIZAN.join(", ")
        ),
    }
}
