//! `cargo kata value '<expr>'`: a partizan game's canonical form, outcome, stops,
//! temperature, mean and birthday, from the lib's engine (`cgt::partizan`); [`describe`] is
//! shared with `cargo kata position`.

use std::path::PathBuf;
use std::time::Instant;

use anyhow::{Context, Result};
use cgt::partizan::{GameId, GameStore};

/// How many characters of a canonical form are printed unless `--full`.
const SHOWN: usize = 2000;

/// The arguments of `cargo kata value`.
#[derive(Debug, Clone, clap::Args)]
#[command(after_help = "Examples:
  cargo kata value '{3|{1|-1}}+{2|{0|-4}}'
  cargo kata value '{5|4,7}'
  cargo kata value '^ + * + 1/2'
  cargo kata value '{{2|0}|-4}' --thermograph hot.svg")]
pub struct ValueArgs {
    /// A game in the workspace notation: `{L|R}`, numbers `3/8`, `^`, `v2`, `*3`, sums.
    pub expr: String,
    /// Print the canonical form whole, however long.
    #[arg(long)]
    pub full: bool,
    /// Also draw the game's thermograph (walls, mast, exact stops, mean and temperature) as
    /// SVG into FILE.
    #[arg(long, value_name = "FILE")]
    pub thermograph: Option<PathBuf>,
}

/// The lines `value` and `position` print about `g`.
///
/// # Example
/// ```
/// let mut store = cgt::partizan::GameStore::new();
/// let g = store.parse("{5|4,7}").unwrap();
/// let text = kata::commands::value::describe(&mut store, g, false);
/// assert!(text.starts_with("canonical form  {5|4}\noutcome         L (Left wins)\n"), "{text}");
/// ```
pub fn describe(store: &mut GameStore, g: GameId, full: bool) -> String {
    let form = store.to_notation(g);
    let shown = match form.char_indices().nth(SHOWN) {
        Some((cut, _)) if !full => {
            format!("{}… ({} characters; --full prints it all)", &form[..cut], form.len())
        }
        _ => form,
    };
    let outcome = store.outcome(g);
    let who = match outcome.to_string().as_str() {
        "L" => "Left wins",
        "R" => "Right wins",
        "P" => "the second player wins",
        _ => "the first player wins",
    };
    let (left, right) = (store.left_stop(g), store.right_stop(g));
    format!(
        "canonical form  {shown}\noutcome         {outcome} ({who})\n\
         stops           left {left}, right {right}\ntemperature     {}\nmean            {}\n\
         birthday        {}\n",
        store.temperature(g),
        store.mean(g),
        store.birthday(g)
    )
}

/// Runs `cargo kata value`.
///
/// Errors: a malformed expression (one line: the column and what was expected), a
/// thermograph file that cannot be written.
pub fn value_command(args: &ValueArgs) -> Result<bool> {
    let mut store = GameStore::new();
    let start = Instant::now();
    let g = store.parse(&args.expr).map_err(|e| anyhow::anyhow!("{:?}: {e}", args.expr))?;
    print!("{}", describe(&mut store, g, args.full));
    println!("computed in {:.3} s", start.elapsed().as_secs_f64());
    if let Some(path) = &args.thermograph {
        let svg = crate::pictures::thermograph::render(&store.thermograph(g), args.expr.trim());
        std::fs::write(path, svg).with_context(|| format!("{}: cannot write", path.display()))?;
        println!("thermograph written to {}", path.display());
    }
    Ok(true)
}
