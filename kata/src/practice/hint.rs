//! `cargo kata hint [<slug>]` (and `h` in `watch`): a kata's hints, one level more each time —
//! a nudge, the pattern, an outline — and the level opened recorded in the progress file.

use std::path::Path;

use anyhow::{Result, bail};

use crate::practice::catalogue::{self, Kata};
use crate::practice::progress;
use kit::practice::Hints;

/// The arguments of `cargo kata hint`.
#[derive(Debug, Clone, clap::Args)]
pub struct HintArgs {
    /// The kata (the current one when none is named).
    pub slug: Option<String>,
    /// Show this level (1 nudge, 2 pattern, 3 outline) instead of the next one.
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=3))]
    pub level: Option<u8>,
}

/// Runs `cargo kata hint`: opens the next level (or `--level`) and prints every level opened
/// so far. `Ok(true)`.
///
/// Errors: no slug and no current kata, an unknown slug, a progress file with a bad line.
pub fn hint_command(root: &Path, args: &HintArgs) -> Result<bool> {
    let slug = match &args.slug {
        Some(slug) => slug.clone(),
        None => match progress::Progress::load(&catalogue::progress_file(root))?.current {
            Some(slug) => slug,
            None => bail!("no current kata: name one (`cargo kata hint <slug>`)"),
        },
    };
    let kata = catalogue::kata(root, &slug)?;
    print!("{}", open_hint(root, &kata, args.level)?);
    Ok(true)
}

/// Opens `level` of `kata`'s hints (the next unopened one when `None`; the last one again
/// once all are open), records it, and returns the text: every level opened, the newest last.
///
/// Errors: the progress file has a bad line or cannot be written.
pub fn open_hint(root: &Path, kata: &Kata, level: Option<u8>) -> Result<String> {
    let slug = kata.slug();
    let opened = progress::update(&catalogue::progress_file(root), |progress| {
        let entry = progress.entry(slug);
        let level = level.unwrap_or(entry.hints + 1).min(Hints::LEVELS);
        entry.hints = entry.hints.max(level);
        Ok(level)
    })?;
    let mut text = String::new();
    for level in 1..=opened {
        let (name, hint) = kata.hints.level(level).expect("levels 1 to 3");
        text += &format!("{slug}, hint {level} of {} ({name}):\n", Hints::LEVELS);
        text += &wrap(hint, 92, "  ");
    }
    text += &if opened < Hints::LEVELS {
        let (next, _) = kata.hints.level(opened + 1).expect("a next level");
        format!("(asking again opens {next})\n")
    } else {
        "(that is every hint; `cargo kata reveal` shows the reference solution)\n".to_string()
    };
    Ok(text)
}

/// `text` wrapped at `width` columns, each line starting with `indent`.
///
/// # Example
/// ```
/// let wrapped = kata::practice::hint::wrap("one two three", 9, "  ");
/// assert_eq!(wrapped, "  one two\n  three\n");
/// ```
pub fn wrap(text: &str, width: usize, indent: &str) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty()
            && indent.len() + line.chars().count() + 1 + word.chars().count() > width
        {
            out += &format!("{indent}{line}\n");
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line += word;
    }
    if !line.is_empty() {
        out += &format!("{indent}{line}\n");
    }
    out
}
