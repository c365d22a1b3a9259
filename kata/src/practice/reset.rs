//! `cargo kata reset <slug>|--all`: start a kata (or all of them) over. It asks first, and
//! keeps a copy of everything it resets under `practice/reset/<time>/`.

use std::path::Path;

use anyhow::{Context, Result, bail};

use crate::practice::ask::confirm;
use crate::practice::catalogue::{self, shown};
use crate::practice::progress::Progress;

/// The arguments of `cargo kata reset`.
#[derive(Debug, Clone, clap::Args)]
pub struct ResetArgs {
    /// The kata to reset.
    #[arg(required_unless_present = "all", conflicts_with = "all")]
    pub slug: Option<String>,
    /// Reset every kata: every attempt and the whole progress file.
    #[arg(long)]
    pub all: bool,
    /// Do not ask.
    #[arg(long)]
    pub yes: bool,
}

/// Runs `cargo kata reset`: `Ok(true)` when reset, `Ok(false)` when the person declined or
/// there was nothing to reset.
///
/// Errors: an unknown slug, a progress file with a bad line (nothing is touched then), a file
/// that cannot be copied or removed.
pub fn reset_command(root: &Path, args: &ResetArgs) -> Result<bool> {
    let progress_file = catalogue::progress_file(root);
    let mut progress = Progress::load(&progress_file)?;
    let slugs: Vec<String> = match &args.slug {
        Some(slug) => vec![catalogue::kata(root, slug)?.slug().to_string()],
        None => {
            let mut slugs: Vec<String> = progress.entries.keys().cloned().collect();
            for kata in catalogue::katas(root)? {
                if catalogue::attempt_file(root, kata.slug()).exists()
                    && !slugs.iter().any(|s| s == kata.slug())
                {
                    slugs.push(kata.slug().to_string());
                }
            }
            slugs
        }
    };
    let attempts: Vec<_> = slugs
        .iter()
        .map(|slug| catalogue::attempt_file(root, slug))
        .filter(|file| file.exists())
        .collect();
    let touched = slugs.iter().any(|slug| progress.entries.contains_key(slug));
    if attempts.is_empty() && !touched {
        println!("nothing to reset");
        return Ok(false);
    }
    let stamp = humantime::format_rfc3339_seconds(std::time::SystemTime::now())
        .to_string()
        .replace(':', "");
    let keep = catalogue::practice_dir(root).join("reset").join(&stamp);
    let what = if args.all { "every kata".to_string() } else { slugs.join(", ") };
    let question = format!(
        "reset {what}? {} attempt(s) and the progress file are copied to {} first",
        attempts.len(),
        shown(root, &keep)
    );
    if !confirm(&question, args.yes)? {
        println!("nothing reset");
        return Ok(false);
    }
    if keep.exists() {
        bail!("{}: exists already; try again in a second", keep.display());
    }
    std::fs::create_dir_all(&keep).with_context(|| format!("{}: cannot create", keep.display()))?;
    if progress_file.exists() {
        copy(&progress_file, &keep.join("progress.txt"))?;
    }
    for attempt in &attempts {
        copy(attempt, &keep.join(attempt.file_name().expect("an attempt file has a name")))?;
    }
    for slug in &slugs {
        progress.entries.remove(slug);
        if progress.current.as_deref() == Some(slug) {
            progress.current = None;
        }
    }
    progress.save(&progress_file)?;
    for attempt in &attempts {
        std::fs::remove_file(attempt)
            .with_context(|| format!("{}: cannot remove (a copy is kept)", attempt.display()))?;
    }
    println!("reset {what}; the copies are in {}", shown(root, &keep));
    Ok(true)
}

/// Copies `from` to `to`, an error naming both.
fn copy(from: &Path, to: &Path) -> Result<()> {
    std::fs::copy(from, to)
        .map(drop)
        .with_context(|| format!("cannot copy {} to {}", from.display(), to.display()))
}
