//! Asking a person to confirm before a step that cannot be undone by the tool.

use std::io::{BufRead, Write};

use anyhow::{Context, Result};

/// Whether the person agrees to `question`: `true` at once when `assume_yes` (`--yes`), else
/// the question is printed with ` [y/N] ` and one line is read from stdin (`y` or `yes`,
/// any case, agrees; anything else, or no line at all, declines).
///
/// Errors: stdin or stdout fails.
///
/// # Complexity
/// One line read.
pub fn confirm(question: &str, assume_yes: bool) -> Result<bool> {
    if assume_yes {
        return Ok(true);
    }
    let mut stdout = std::io::stdout();
    write!(stdout, "{question} [y/N] ").and_then(|()| stdout.flush()).context("stdout")?;
    let mut answer = String::new();
    std::io::stdin().lock().read_line(&mut answer).context("cannot read the answer")?;
    if !answer.ends_with('\n') {
        // No line at all (stdin closed): the answer is no, and the next output starts afresh.
        println!();
    }
    Ok(matches!(answer.trim().to_ascii_lowercase().as_str(), "y" | "yes"))
}
