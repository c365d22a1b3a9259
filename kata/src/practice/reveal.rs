//! `cargo kata reveal <slug>`: the reference solution and where it lies. Before the kata is
//! solved it asks first, and the kata becomes REVEALED (never SOLVED).

use std::path::Path;

use anyhow::{Context, Result};

use crate::practice::ask::confirm;
use crate::practice::catalogue::{self, shown};
use crate::practice::progress::{self, Status};

/// The arguments of `cargo kata reveal`.
#[derive(Debug, Clone, clap::Args)]
pub struct RevealArgs {
    /// The kata.
    pub slug: String,
    /// Do not ask (the kata becomes REVEALED unless it is solved).
    #[arg(long)]
    pub yes: bool,
}

/// Runs `cargo kata reveal`: `Ok(true)` when the solution was shown, `Ok(false)` when the
/// person declined (nothing changed).
///
/// Errors: an unknown slug, a progress file with a bad line, an unreadable solution.
pub fn reveal_command(root: &Path, args: &RevealArgs) -> Result<bool> {
    let kata = catalogue::kata(root, &args.slug)?;
    let slug = kata.slug();
    let progress_file = catalogue::progress_file(root);
    let status = progress::Progress::load(&progress_file)?.status(slug);
    if status != Status::Solved {
        let question = format!(
            "{slug} is not solved: after this it counts as REVEALED, not SOLVED. Show the \
             reference solution?"
        );
        if !confirm(&question, args.yes)? {
            println!("nothing shown; {slug} stays {}", status.word());
            return Ok(false);
        }
        progress::update(&progress_file, |progress| {
            progress.entry(slug).status = Status::Revealed;
            Ok(())
        })?;
    }
    let solution = root.join("solutions").join(format!("{slug}.rs"));
    let text = std::fs::read_to_string(&solution)
        .with_context(|| format!("{}: cannot read", solution.display()))?;
    println!("--- {} (the reference solution)\n{text}", shown(root, &solution));
    println!("idea: {}", kata.problem.spec.idea);
    let notes = kata.problem.dir.join("NOTES.md");
    if notes.is_file() {
        println!("the judge side's notes: {}", shown(root, &notes));
    }
    Ok(true)
}
