//! `cargo kata start <slug>`: the attempt `practice/<slug>.rs`, written from the problem's
//! stub (a program that reads the input and leaves the answer as one `todo!()`). It never
//! overwrites an attempt.

use std::path::Path;

use anyhow::Result;

use crate::practice::catalogue::{self, Kata, shown};
use crate::practice::progress::{self, Status};

/// The arguments of `cargo kata start`.
#[derive(Debug, Clone, clap::Args)]
pub struct StartArgs {
    /// The kata (`cargo kata list` shows them in path order).
    pub slug: String,
}

/// Runs `cargo kata start`: writes the attempt unless one exists, makes the kata the current
/// one and ATTEMPTED (a solved or revealed kata keeps its status), and prints where the
/// statement is and what to run next. `Ok(true)` in both cases.
///
/// Errors: an unknown slug (with "did you mean"), no stub, a progress file with a bad line
/// (then nothing is written).
pub fn start_command(root: &Path, args: &StartArgs) -> Result<bool> {
    let kata = catalogue::kata(root, &args.slug)?;
    println!("{}", start(root, &kata)?);
    Ok(true)
}

/// Starts `kata` (see [`start_command`]) and returns what to tell the person.
///
/// Errors: as [`start_command`].
pub fn start(root: &Path, kata: &Kata) -> Result<String> {
    let slug = kata.slug();
    let attempt = catalogue::attempt_file(root, slug);
    let progress_file = catalogue::progress_file(root);
    // The progress first: a bad line stops everything before a file is written.
    progress::Progress::load(&progress_file)?;
    let existed = attempt.exists();
    if !existed {
        kit::problem::write_atomically(&attempt, &catalogue::stub_text(kata)?)?;
    }
    progress::update(&progress_file, |progress| {
        progress.current = Some(slug.to_string());
        let entry = progress.entry(slug);
        if entry.status == Status::Pending {
            entry.status = Status::Attempted;
        }
        entry.started.get_or_insert_with(progress::today);
        Ok(())
    })?;
    let spec = &kata.problem.spec;
    let statement = shown(root, &kata.problem.dir.join("README.md"));
    let attempt_shown = shown(root, &attempt);
    let what = if existed {
        format!(
            "{attempt_shown} exists already: it is kept as it is (reset: `cargo kata reset {slug}`)"
        )
    } else {
        format!("{attempt_shown}: reads the input; the answer is the one todo!() to replace")
    };
    Ok(format!(
        "{slug}: {} ({}, difficulty {}/10)\n  statement  {statement}\n  attempt    {what}\n  \
         next       cargo kata watch    (judges on every save; h hint, q quit)",
        spec.title,
        kata.topic.title(),
        kata.difficulty,
    ))
}
