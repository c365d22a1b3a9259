//! `cargo kata draw`: a picture of a game graph, P, N and draw positions coloured and winning
//! moves in bold red, as SVG (laid out here, no external tool) or Graphviz DOT.

use std::path::PathBuf;

use anyhow::{Context, Result};

use crate::pictures::graph::{self, Picture};

/// The arguments of `cargo kata draw`.
#[derive(Debug, Clone, clap::Args)]
#[command(after_help = "Examples:
  cargo kata draw subtraction 2,5,8 --upto 30 --out sub.svg   heaps 0..=30 on a line
  cargo kata draw nim 3,2,1 --out nim.svg                     the 24 positions below (3,2,1)
  cargo kata draw graph problems/game-graph/cases/sample_01.in --dot | dot -Tpng -o g.png

Colours: P (the player to move loses) blue, N (wins) orange, D (draw) grey; a winning move
(N to P) is bold and red. Positions are laid out on a line (subtraction) or in columns by
remoteness (Nim, graphs), draws in the last column.")]
pub struct DrawArgs {
    /// What to draw.
    #[command(subcommand)]
    pub game: Game,
}

/// The games `cargo kata draw` knows.
#[derive(Debug, Clone, clap::Subcommand)]
pub enum Game {
    /// A subtraction game: heaps `0..=N` on a line, moves as arcs.
    Subtraction {
        /// The subtraction set, comma-separated (`2,5,8`).
        set: String,
        /// The largest heap drawn (at most 200).
        #[arg(long, value_name = "N", default_value_t = 30)]
        upto: usize,
        /// Where and how the picture is written.
        #[command(flatten)]
        output: Output,
    },
    /// Every Nim position reachable from the given heaps (at most 500 positions).
    Nim {
        /// The heaps, comma-separated (`3,2,1`).
        heaps: String,
        /// Where and how the picture is written.
        #[command(flatten)]
        output: Output,
    },
    /// A `game-graph` input: `n m`, then `m` lines `u v` (1-based; cycles allowed; n ≤ 200).
    Graph {
        /// The input file (`-` for stdin).
        file: PathBuf,
        /// Where and how the picture is written.
        #[command(flatten)]
        output: Output,
    },
}

/// Where and how the picture is written.
#[derive(Debug, Clone, clap::Args)]
pub struct Output {
    /// Write Graphviz DOT instead of SVG.
    #[arg(long)]
    pub dot: bool,
    /// Write to FILE instead of stdout.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
}

/// The picture `game` asks for.
///
/// # Errors
/// A bad game description or file, or a graph too large to draw (one line).
pub fn picture(game: &Game) -> Result<Picture> {
    match game {
        Game::Subtraction { set, upto, .. } => graph::subtraction(set, *upto),
        Game::Nim { heaps, .. } => graph::nim(heaps),
        Game::Graph { file, .. } => {
            let text = if file.as_os_str() == "-" {
                std::io::read_to_string(std::io::stdin()).context("stdin: cannot read")?
            } else {
                std::fs::read_to_string(file)
                    .with_context(|| format!("{}: cannot read", file.display()))?
            };
            graph::graph(&file.display().to_string(), &text)
        }
    }
}

/// `cargo kata draw …`.
///
/// # Errors
/// As [`picture`], or the output file cannot be written.
pub fn draw_command(args: &DrawArgs) -> Result<bool> {
    let picture = picture(&args.game)?;
    let (Game::Subtraction { output, .. } | Game::Nim { output, .. } | Game::Graph { output, .. }) =
        &args.game;
    let text = if output.dot { graph::dot::render(&picture) } else { graph::svg::render(&picture) };
    match &output.out {
        Some(path) => std::fs::write(path, text)
            .with_context(|| format!("{}: cannot write", path.display()))?,
        None => print!("{text}"),
    }
    Ok(true)
}
