//! `cargo kata list`: every kata in path order with its topic, difficulty and status, and the
//! progress per topic and overall. It never shows a solution idea, a hint or a tag: the
//! titles and the path's stages are all a person sees before asking for more.

use std::fmt::Write;
use std::path::Path;

use anyhow::{Result, bail};

use crate::practice::catalogue::{self, Kata};
use crate::practice::progress::{Progress, Status};
use kit::practice::Topic;

/// The arguments of `cargo kata list`.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct ListArgs {
    /// Only katas whose slug, title or source contains this text (any case).
    pub text: Option<String>,
    /// Only katas of this stage of the path: nim, sprague-grundy, subtraction, compounds,
    /// octal, misere, numbers, hot.
    #[arg(long, value_name = "TOPIC")]
    pub topic: Option<String>,
    /// Only katas with this status: pending, attempted, solved, revealed.
    #[arg(long, value_name = "STATUS")]
    pub status: Option<String>,
}

/// Runs `cargo kata list`; always `Ok(true)` once the katas and the progress load.
///
/// Errors: an unknown topic or status (one line listing the known ones), a problem without
/// its practice fields, a progress file with a bad line.
pub fn list_command(root: &Path, args: &ListArgs) -> Result<bool> {
    let topic = match &args.topic {
        Some(key) => Some(Topic::from_key(key).ok_or_else(|| {
            let keys: Vec<&str> = Topic::PATH.iter().map(|topic| topic.key()).collect();
            anyhow::anyhow!("unknown topic {key:?}: one of {}", keys.join(", "))
        })?),
        None => None,
    };
    let status = match &args.status {
        Some(word) => match Status::parse(word) {
            Some(status) => Some(status),
            None => bail!("unknown status {word:?}: pending, attempted, solved or revealed"),
        },
        None => None,
    };
    let katas = catalogue::katas(root)?;
    let progress = Progress::load(&catalogue::progress_file(root))?;
    let text = args.text.as_deref().map(str::to_lowercase);
    let shown = |kata: &Kata| {
        let spec = &kata.problem.spec;
        let haystack = format!("{} {} {}", kata.slug(), spec.title, spec.source).to_lowercase();
        topic.is_none_or(|topic| kata.topic == topic)
            && status.is_none_or(|status| progress.status(kata.slug()) == status)
            && text.as_deref().is_none_or(|text| haystack.contains(text))
    };
    print!("{}", render(&katas, &progress, shown));
    Ok(true)
}

/// The list: the table of the katas `shown` keeps (numbered along the whole path), then the
/// progress by topic and overall, over every kata.
///
/// # Complexity
/// O(K) for K katas.
pub fn render(katas: &[Kata], progress: &Progress, shown: impl Fn(&Kata) -> bool) -> String {
    let mut out = String::new();
    let rows: Vec<(usize, &Kata)> =
        katas.iter().enumerate().filter(|(_, kata)| shown(kata)).collect();
    if rows.is_empty() {
        out += "no kata matches\n";
    } else {
        let _ = writeln!(
            out,
            "{:>3}  {:<30} {:<34} {:<28} {:>5}  status",
            "#", "kata", "title", "topic", "level"
        );
        for (index, kata) in rows {
            let mark = if progress.current.as_deref() == Some(kata.slug()) { '>' } else { ' ' };
            let _ = writeln!(
                out,
                "{mark}{:>2}  {:<30} {:<34} {:<28} {:>5}  {}",
                index + 1,
                kata.slug(),
                clip(&kata.problem.spec.title, 34),
                kata.topic.title(),
                kata.difficulty,
                progress.status(kata.slug()).word()
            );
        }
    }
    out += "\nprogress along the path\n";
    for topic in Topic::PATH {
        let of_topic: Vec<&Kata> = katas.iter().filter(|kata| kata.topic == topic).collect();
        if !of_topic.is_empty() {
            let _ = writeln!(out, "  {:<28} {}", topic.title(), tally(&of_topic, progress));
        }
    }
    let all: Vec<&Kata> = katas.iter().collect();
    let _ = writeln!(out, "  {:<28} {}", "overall", tally(&all, progress));
    out
}

/// `[####......] 3/8 solved` with the attempted and revealed counts when there are any.
fn tally(katas: &[&Kata], progress: &Progress) -> String {
    let count = |status| katas.iter().filter(|kata| progress.status(kata.slug()) == status).count();
    let (solved, total) = (count(Status::Solved), katas.len());
    let filled = (solved * 10).checked_div(total).unwrap_or(0);
    let mut line =
        format!("[{}{}] {solved}/{total} solved", "#".repeat(filled), ".".repeat(10 - filled));
    for status in [Status::Attempted, Status::Revealed] {
        let n = count(status);
        if n > 0 {
            let _ = write!(line, ", {n} {}", status.word().to_lowercase());
        }
    }
    line
}

/// `text` cut to `width` characters, with `…` when cut.
fn clip(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    text.chars().take(width - 1).chain(std::iter::once('…')).collect()
}
