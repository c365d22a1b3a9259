//! `kata`, the workspace tool, run through cargo aliases: `cargo judge [slug…]`.
//!
//! Exit status: 0 when everything asked for succeeded (every case AC), 1 when some case is not
//! AC, 2 for a usage or setup error (printed as one `error: …` line per problem found).

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use kata::commands::judge::{JudgeArgs, judge_command};

/// The workspace tool of the game-theory katas.
#[derive(Debug, Parser)]
#[command(name = "kata", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Build the solutions in release mode and judge them on every case: verdicts, time and
    /// memory against the limits (`cargo judge [slug…] [--json] [--no-build]`).
    Judge(JudgeArgs),
    /// Run generated inputs through the solution (or `--file`) and the certified reference
    /// until they disagree, then shrink the failing input
    /// (`cargo stress <slug> [--file F] [--seed S] [--iterations N] [--time T] [--save NAME]`).
    Stress(kata::commands::stress::StressArgs),
    /// Run the criterion benchmarks of the `max_*` cases and print the medians against the
    /// time limits (`cargo kata bench [slug…] [--no-run]`).
    Bench(kata::commands::bench::BenchArgs),
    /// Create a complete problem crate that builds, tests and judges as it stands (a small
    /// heap game to make into the real problem); never overwrites (`cargo new-problem <slug>`).
    NewProblem(kata::commands::scaffold::NewProblemArgs),
    /// Write a problem's missing snapshots from its references (never from the solution),
    /// and refresh the README's index (`cargo kata certify <slug>`).
    Certify(kata::commands::certify::CertifyArgs),
    /// Print the README's problem index, generated from every `problem.toml`; with
    /// `--write`, replace the index in README.md (`cargo kata index --write`).
    Index {
        /// Rewrite README.md instead of printing the table.
        #[arg(long)]
        write: bool,
    },
    /// Bundle a solution and the library modules it reaches into one file for an online
    /// judge (`cargo bundle <slug> [--check]`, `cargo bundle --all --check`).
    Bundle(kata::commands::bundle::BundleArgs),
    /// Print a take-and-break game's nim-sequence, its certified period and its rare values
    /// (`cargo kata octal 0.77 [--upto N] [--show K]`, `cargo kata octal grundy`).
    Octal(kata::pictures::octal::OctalArgs),
    /// Draw a game graph as SVG or Graphviz DOT, P/N/draw positions coloured and winning
    /// moves bold (`cargo kata draw subtraction 2,5,8 --upto 30`, `draw nim 3,2,1`,
    /// `draw graph FILE`; `--dot`, `--out FILE`).
    Draw(kata::pictures::draw::DrawArgs),
    /// Print a table of Grundy values coloured in the terminal, zeros (P positions)
    /// highlighted (`cargo kata grid knight 8x8`, `grid subtraction 1,3,4 --upto 100`).
    Grid(kata::pictures::grid::GridArgs),
    /// A partizan game's canonical form, outcome, stops, temperature, mean and birthday
    /// (`cargo kata value '{5|4,7}'`).
    Value(kata::commands::value::ValueArgs),
    /// The same for a position of a ruleset (`cargo kata position domineering 5x5`).
    Position(kata::commands::position::PositionArgs),
    /// A take-and-break game under misère play: g⁻, genus and class of each heap, and the
    /// misère quotient of small heaps (`cargo kata misere 0.07 [--upto N] [--quotient H]`).
    Misere(kata::commands::misere::MisereArgs),
    /// Every kata in the suggested path's order, with its topic, difficulty and your status,
    /// and your progress (`cargo kata list [TEXT] [--topic T] [--status S]`); no spoilers.
    List(kata::practice::list::ListArgs),
    /// Start a kata: write your attempt `practice/<slug>.rs`, a program that reads the input
    /// and leaves the answer as one `todo!()`; never overwrites (`cargo kata start <slug>`).
    Start(kata::practice::start::StartArgs),
    /// The practice loop: judge your attempt on every save — compile, samples, every case,
    /// stress — until it is SOLVED; keys h hint, n next, l list, r re-run, q quit
    /// (`cargo kata watch [<slug>] [--solution] [--poll]`).
    Watch(kata::practice::watch::WatchArgs),
    /// A kata's hints, one level more each time: a nudge, the pattern, an outline
    /// (`cargo kata hint [<slug>] [--level N]`).
    Hint(kata::practice::hint::HintArgs),
    /// Show a kata's reference solution; before it is solved, asks first and the kata becomes
    /// REVEALED (`cargo kata reveal <slug> [--yes]`).
    Reveal(kata::practice::reveal::RevealArgs),
    /// Start a kata (or all) over: asks first, keeps a copy of the attempt and the progress
    /// under `practice/reset/` (`cargo kata reset <slug>|--all [--yes]`).
    Reset(kata::practice::reset::ResetArgs),
    /// Play a position against a perfect engine, with a picture a turn, the moves numbered
    /// and in notation (`cargo kata play nim 3,4,5 [--engine-first] [--coach]`).
    Play(kata::play::PlayArgs),
}

/// `kata index [--write]`.
fn index_command(root: &std::path::Path, write: bool) -> anyhow::Result<bool> {
    if write {
        let readme = kata::commands::index::refreshed_readme(root)?;
        std::fs::write(root.join("README.md"), readme)?;
    } else {
        print!("{}", kata::commands::index::table(root)?);
    }
    Ok(true)
}

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if args.get(1).is_some_and(|arg| arg == kata::judging::run::launcher::SUBCOMMAND) {
        return kata::judging::run::launcher::launcher_main(&args[2..]);
    }
    kata::commands::closed_stdout::quiet_on_closed_stdout(run_command)
}

/// Parses the command line and runs the command.
fn run_command() -> ExitCode {
    let cli = Cli::parse();
    let root = kata::commands::workspace::root();
    let outcome = match &cli.command {
        Command::Judge(args) => judge_command(&root, args),
        Command::Stress(args) => kata::commands::stress::stress_command(&root, args),
        Command::Bench(args) => kata::commands::bench::bench_command(&root, args),
        Command::NewProblem(args) => kata::commands::scaffold::new_problem_command(&root, args),
        Command::Certify(args) => kata::commands::certify::certify_command(&root, args),
        Command::Index { write } => index_command(&root, *write),
        Command::Bundle(args) => kata::commands::bundle::bundle_command(&root, args),
        Command::Octal(args) => kata::pictures::octal::octal_command(args),
        Command::Draw(args) => kata::pictures::draw::draw_command(args),
        Command::Grid(args) => kata::pictures::grid::grid_command(args),
        Command::Value(args) => kata::commands::value::value_command(args),
        Command::Position(args) => kata::commands::position::position_command(args),
        Command::Misere(args) => kata::commands::misere::misere_command(args),
        Command::List(args) => kata::practice::list::list_command(&root, args),
        Command::Start(args) => kata::practice::start::start_command(&root, args),
        Command::Watch(args) => kata::practice::watch::watch_command(&root, args),
        Command::Hint(args) => kata::practice::hint::hint_command(&root, args),
        Command::Reveal(args) => kata::practice::reveal::reveal_command(&root, args),
        Command::Reset(args) => kata::practice::reset::reset_command(&root, args),
        Command::Play(args) => kata::play::play_command(args),
    };
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::from(2)
        }
    }
}
