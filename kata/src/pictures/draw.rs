//! `cargo kata draw`: a picture of a game graph, P, N and draw positions coloured and winning
//! moves in bold red, as SVG (laid out here, no external tool) or Graphviz DOT; a Hackenbush
//! picture or a Col/Snort map as SVG.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use cgt::partizan::GameStore;
use cgt::partizan::colouring::Graph;
use cgt::partizan::hackenbush::picture::Picture as HackenbushPicture;

use crate::pictures::graph::{self, Picture};

/// The arguments of `cargo kata draw`.
#[derive(Debug, Clone, clap::Args)]
#[command(after_help = "Examples:
  cargo kata draw subtraction 2,5,8 --upto 30 --out sub.svg   heaps 0..=30 on a line
  cargo kata draw nim 3,2,1 --out nim.svg                     the 24 positions below (3,2,1)
  cargo kata draw graph problems/game-graph/cases/sample_01.in --dot | dot -Tpng -o g.png
  cargo kata draw hackenbush problems/hackenbush/cases/sample_01.in --out h.svg
  cargo kata draw map countries.txt --out map.svg

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
    /// A Hackenbush picture (`n m`, then `m` lines `u v c`, c in B R G, 0 the ground): the
    /// edges in their colours above the ground line, the value in the caption (SVG).
    Hackenbush {
        /// The picture file.
        file: PathBuf,
        /// Write to FILE instead of stdout.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// A Col/Snort map (a grid of characters, `.` sea, each other character a country): the
    /// countries coloured apart and the dual graph drawn over them (SVG).
    Map {
        /// The map file.
        file: PathBuf,
        /// Write to FILE instead of stdout.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
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

/// The text of `file` (`-` for stdin).
fn read(file: &Path) -> Result<String> {
    if file.as_os_str() == "-" {
        std::io::read_to_string(std::io::stdin()).context("stdin: cannot read")
    } else {
        std::fs::read_to_string(file).with_context(|| format!("{}: cannot read", file.display()))
    }
}

/// The game graph `game` asks for (`None` for the pictures that are not game graphs).
///
/// # Errors
/// A bad game description or file, or a graph too large to draw (one line).
pub fn picture(game: &Game) -> Result<Option<Picture>> {
    Ok(Some(match game {
        Game::Subtraction { set, upto, .. } => graph::subtraction(set, *upto)?,
        Game::Nim { heaps, .. } => graph::nim(heaps)?,
        Game::Graph { file, .. } => graph::graph(&file.display().to_string(), &read(file)?)?,
        Game::Hackenbush { .. } | Game::Map { .. } => return Ok(None),
    }))
}

/// The SVG of a Hackenbush picture file, captioned with its name and value.
fn hackenbush_svg(file: &Path) -> Result<String> {
    let picture: HackenbushPicture =
        read(file)?.parse().map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
    let mut store = GameStore::new();
    let g = picture.value(&mut store);
    let caption = format!("{}: {}", file.display(), store.to_notation(g));
    Ok(crate::pictures::hackenbush::render(picture.vertex_count(), picture.edges(), &caption))
}

/// The SVG of a map file, captioned with its name.
fn map_svg(file: &Path) -> Result<String> {
    let text = read(file)?;
    let (graph, names) = Graph::from_map_with_names(&text)
        .map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
    let edges: Vec<(usize, usize)> = (0..graph.len())
        .flat_map(|a| (a + 1..graph.len()).map(move |b| (a, b)))
        .filter(|&(a, b)| graph.neighbours(a) >> b & 1 == 1)
        .collect();
    let rows: Vec<&str> = text.lines().collect();
    Ok(crate::pictures::map::render(&rows, &names, &edges, &file.display().to_string()))
}

/// `cargo kata draw …`.
///
/// # Errors
/// As [`picture`], or the output file cannot be written.
pub fn draw_command(args: &DrawArgs) -> Result<bool> {
    let (text, out) = match &args.game {
        Game::Hackenbush { file, out } => (hackenbush_svg(file)?, out),
        Game::Map { file, out } => (map_svg(file)?, out),
        Game::Subtraction { output, .. }
        | Game::Nim { output, .. }
        | Game::Graph { output, .. } => {
            let picture = picture(&args.game)?.context("a game graph")?;
            let text = if output.dot {
                graph::dot::render(&picture)
            } else {
                graph::svg::render(&picture)
            };
            (text, &output.out)
        }
    };
    match out {
        Some(path) => std::fs::write(path, text)
            .with_context(|| format!("{}: cannot write", path.display()))?,
        None => print!("{text}"),
    }
    Ok(true)
}
