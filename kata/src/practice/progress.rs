//! The progress file, `practice/progress.txt`: plain text a person can read, diff, edit and
//! commit. One line a kata touched, and the kata `watch` opens:
//!
//! ```text
//! current coins-134
//! coins-134 SOLVED hints=1 runs=4 started=2026-12-06 solved=2026-12-06 slowest=2/1000ms
//! cses-nim-game-1 ATTEMPTED runs=2 started=2026-12-06
//! ```
//!
//! A line that does not parse is reported as one error naming the file and the line, and
//! nothing is written over it: the tool never loses the progress file. Writes go through a
//! temporary file renamed into place, so a reader never sees half a file.

use std::collections::BTreeMap;
use std::path::Path;

use anyhow::{Context, Result};

use kit::problem::write_atomically;

/// Where a kata stands for the person practising.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    /// Not started.
    Pending,
    /// Started (an attempt file exists, or existed), not solved.
    Attempted,
    /// Every stage of `watch` passed, without the solution revealed first.
    Solved,
    /// The reference solution was shown before the kata was solved.
    Revealed,
}

impl Status {
    /// The word in the progress file and in `list`.
    ///
    /// # Example
    /// ```
    /// assert_eq!(kata::practice::progress::Status::Solved.word(), "SOLVED");
    /// ```
    pub fn word(self) -> &'static str {
        match self {
            Status::Pending => "PENDING",
            Status::Attempted => "ATTEMPTED",
            Status::Solved => "SOLVED",
            Status::Revealed => "REVEALED",
        }
    }

    /// The status of a word (any case), as `list --status` and the progress file accept it.
    ///
    /// # Example
    /// ```
    /// use kata::practice::progress::Status;
    /// assert_eq!(Status::parse("solved"), Some(Status::Solved));
    /// assert_eq!(Status::parse("done"), None);
    /// ```
    pub fn parse(word: &str) -> Option<Status> {
        [Status::Pending, Status::Attempted, Status::Solved, Status::Revealed]
            .into_iter()
            .find(|status| status.word().eq_ignore_ascii_case(word))
    }
}

/// What happened to one kata.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// Its status.
    pub status: Status,
    /// How many hint levels were opened (0 to 3).
    pub hints: u8,
    /// How many times `watch` judged the attempt.
    pub runs: u32,
    /// The day it was started (`YYYY-MM-DD`, UTC).
    pub started: Option<String>,
    /// The day it was first solved by `watch` (also kept for a revealed kata solved later).
    pub solved: Option<String>,
    /// The accepted attempt's slowest case: (CPU milliseconds, the time limit in ms).
    pub slowest: Option<(u64, u64)>,
}

impl Default for Entry {
    fn default() -> Entry {
        Entry {
            status: Status::Pending,
            hints: 0,
            runs: 0,
            started: None,
            solved: None,
            slowest: None,
        }
    }
}

/// The whole progress: the current kata and each kata's entry.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Progress {
    /// The kata `watch` opens when no slug is given.
    pub current: Option<String>,
    /// The katas touched, by slug.
    pub entries: BTreeMap<String, Entry>,
}

/// The file's first lines, written back on every save.
const HEADER: &str = "\
# Your practice, kept by `cargo kata` (start, watch, hint, reveal, reset). Plain text: read
# it, diff it, commit it, edit it with care. One line a kata you have touched:
#   <slug> <PENDING|ATTEMPTED|SOLVED|REVEALED> [hints=N] [runs=N] [started=DAY] [solved=DAY]
#   [slowest=MS/LIMITms]; `current <slug>` is the kata `cargo kata watch` opens.
";

impl Progress {
    /// The progress in `file`; an empty one when the file does not exist.
    ///
    /// Errors (one line, naming the file and line): the file cannot be read, or a line does
    /// not parse (an unknown status or key, a bad number, a kata listed twice).
    ///
    /// # Complexity
    /// O(size of the file).
    pub fn load(file: &Path) -> Result<Progress> {
        match std::fs::read_to_string(file) {
            Ok(text) => {
                Progress::parse(&text).map_err(|e| anyhow::anyhow!("{}:{e}", file.display()))
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Progress::default()),
            Err(e) => Err(e).with_context(|| format!("{}: cannot read", file.display())),
        }
    }

    /// Parses the file's text; the error is `LINE: what`.
    ///
    /// # Complexity
    /// O(length of the text).
    ///
    /// # Example
    /// ```
    /// use kata::practice::progress::{Progress, Status};
    /// let progress = Progress::parse("current kayles\nkayles SOLVED hints=2\n").unwrap();
    /// assert_eq!(progress.current.as_deref(), Some("kayles"));
    /// assert_eq!(progress.entries["kayles"].status, Status::Solved);
    /// let error = Progress::parse("kayles SOLVD\n").unwrap_err();
    /// assert!(error.starts_with("1: unknown status \"SOLVD\""), "{error}");
    /// ```
    pub fn parse(text: &str) -> Result<Progress, String> {
        let mut progress = Progress::default();
        for (index, line) in text.lines().enumerate() {
            let at = |what: String| format!("{}: {what}", index + 1);
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let mut words = line.split_whitespace();
            let first = words.next().unwrap_or_default();
            if first == "current" {
                let slug = words.next().ok_or_else(|| at("`current` without a kata".into()))?;
                if let Some(extra) = words.next() {
                    return Err(at(format!("`current` takes one kata, not also {extra:?}")));
                }
                progress.current = Some(slug.to_string());
                continue;
            }
            let entry = parse_entry(words).map_err(at)?;
            if progress.entries.insert(first.to_string(), entry).is_some() {
                return Err(at(format!("kata {first} is listed twice")));
            }
        }
        Ok(progress)
    }

    /// The text of the file: the header, the current kata, then one line a kata by slug.
    ///
    /// # Complexity
    /// O(number of katas).
    pub fn render(&self) -> String {
        let mut text = HEADER.to_string();
        if let Some(current) = &self.current {
            text += &format!("current {current}\n");
        }
        for (slug, entry) in &self.entries {
            text += &format!("{slug} {}", entry.status.word());
            if entry.hints > 0 {
                text += &format!(" hints={}", entry.hints);
            }
            if entry.runs > 0 {
                text += &format!(" runs={}", entry.runs);
            }
            if let Some(day) = &entry.started {
                text += &format!(" started={day}");
            }
            if let Some(day) = &entry.solved {
                text += &format!(" solved={day}");
            }
            if let Some((ms, limit)) = entry.slowest {
                text += &format!(" slowest={ms}/{limit}ms");
            }
            text.push('\n');
        }
        text
    }

    /// Writes the progress to `file` (through a temporary file renamed into place).
    ///
    /// Errors: the folder or the file cannot be written.
    pub fn save(&self, file: &Path) -> Result<()> {
        write_atomically(file, &self.render())
    }

    /// The status of `slug` (PENDING when it has no line).
    ///
    /// # Example
    /// ```
    /// use kata::practice::progress::{Progress, Status};
    /// assert_eq!(Progress::default().status("kayles"), Status::Pending);
    /// ```
    pub fn status(&self, slug: &str) -> Status {
        self.entries.get(slug).map_or(Status::Pending, |entry| entry.status)
    }

    /// The entry of `slug`, made (PENDING) if it has none.
    pub fn entry(&mut self, slug: &str) -> &mut Entry {
        self.entries.entry(slug.to_string()).or_default()
    }
}

/// Parses the words after the slug: the status, then `key=value` pairs.
fn parse_entry<'a>(mut words: impl Iterator<Item = &'a str>) -> Result<Entry, String> {
    let word = words.next().ok_or("a kata without a status")?;
    let status = Status::parse(word).ok_or_else(|| {
        format!("unknown status {word:?} (PENDING, ATTEMPTED, SOLVED or REVEALED)")
    })?;
    let mut entry = Entry { status, ..Entry::default() };
    for pair in words {
        let (key, value) =
            pair.split_once('=').ok_or_else(|| format!("{pair:?} is not key=value"))?;
        let number = |max: u64| -> Result<u64, String> {
            value
                .parse::<u64>()
                .ok()
                .filter(|&n| n <= max)
                .ok_or_else(|| format!("{key}={value:?}: expected a whole number up to {max}"))
        };
        match key {
            "hints" => entry.hints = number(u64::from(kit::practice::Hints::LEVELS))? as u8,
            "runs" => entry.runs = number(u64::from(u32::MAX))? as u32,
            "started" => entry.started = Some(day(value)?),
            "solved" => entry.solved = Some(day(value)?),
            "slowest" => entry.slowest = Some(slowest(value)?),
            _ => {
                return Err(format!(
                    "unknown key {key:?} (hints, runs, started, solved or slowest)"
                ));
            }
        }
    }
    Ok(entry)
}

/// A `YYYY-MM-DD` day.
fn day(value: &str) -> Result<String, String> {
    let bytes = value.as_bytes();
    let shape = bytes.len() == 10
        && bytes
            .iter()
            .enumerate()
            .all(|(i, b)| if i == 4 || i == 7 { *b == b'-' } else { b.is_ascii_digit() });
    if shape { Ok(value.to_string()) } else { Err(format!("{value:?} is not a day YYYY-MM-DD")) }
}

/// A `MS/LIMITms` time.
fn slowest(value: &str) -> Result<(u64, u64), String> {
    let parsed = value
        .strip_suffix("ms")
        .and_then(|v| v.split_once('/'))
        .and_then(|(ms, limit)| Some((ms.parse().ok()?, limit.parse().ok()?)));
    parsed.ok_or_else(|| format!("slowest={value:?}: expected MS/LIMITms, as 12/1000ms"))
}

/// Today, `YYYY-MM-DD` in UTC.
///
/// # Example
/// ```
/// assert_eq!(kata::practice::progress::today().len(), 10);
/// ```
pub fn today() -> String {
    humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string()[..10].to_string()
}

/// Loads the progress in `file`, lets `change` modify it, and saves it — only when `change`
/// succeeded and the file parsed (a file with a bad line is never written over).
///
/// Errors: the file does not parse or cannot be written, or `change` fails.
pub fn update<T>(file: &Path, change: impl FnOnce(&mut Progress) -> Result<T>) -> Result<T> {
    let mut progress = Progress::load(file)?;
    let value = change(&mut progress)?;
    progress.save(file)?;
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn render_then_parse_gives_the_same_progress() {
        let mut progress = Progress { current: Some("kayles".into()), ..Progress::default() };
        *progress.entry("kayles") = Entry {
            status: Status::Solved,
            hints: 3,
            runs: 12,
            started: Some("2026-12-01".into()),
            solved: Some("2026-12-06".into()),
            slowest: Some((40, 1000)),
        };
        progress.entry("coins-134").status = Status::Attempted;
        assert_eq!(Progress::parse(&progress.render()), Ok(progress));
    }

    #[test]
    fn each_bad_line_is_named() {
        for (text, what) in [
            ("a SOLVED\na SOLVED\n", "2: kata a is listed twice"),
            ("a\n", "1: a kata without a status"),
            ("# c\na SOLVED hints=4\n", "2: hints=\"4\""),
            ("a SOLVED runs=x\n", "1: runs=\"x\""),
            ("a SOLVED started=2026-1-1\n", "1: \"2026-1-1\" is not a day"),
            ("a SOLVED slowest=12\n", "1: slowest=\"12\""),
            ("a SOLVED color=red\n", "1: unknown key \"color\""),
            ("a SOLVED hints\n", "1: \"hints\" is not key=value"),
            ("current\n", "1: `current` without a kata"),
            ("current a b\n", "1: `current` takes one kata"),
        ] {
            let error = Progress::parse(text).unwrap_err();
            assert!(error.starts_with(what), "{text:?}: {error}");
        }
    }

    #[test]
    fn a_file_with_a_bad_line_is_never_written_over() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("progress.txt");
        let text = "kayles SOLVED\nnim BEATEN\n";
        std::fs::write(&file, text).unwrap();
        let error = update(&file, |progress| {
            progress.entry("coins-134").status = Status::Attempted;
            Ok(())
        })
        .unwrap_err();
        assert!(format!("{error:#}").contains("progress.txt:2: unknown status"), "{error:#}");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
    }
}
