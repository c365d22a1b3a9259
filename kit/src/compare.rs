//! Comparing a contestant's output with the expected one, in the text modes of
//! [`Compare`](crate::problem::Compare): tokens, exact lines, floats. (Checkers are run by
//! [`checker`](crate::checker).)
//!
//! Each comparison returns `Ok(())` on a match, else the first difference in one line, with
//! the line and column (1-based, in characters) of the contestant's output. Whitespace is
//! ASCII whitespace, so CRLF line ends are tolerated in every mode: `\r` separates tokens, and
//! trailing whitespace of a line is ignored by the exact mode. Every comparison is linear in the
//! length of the outputs.

/// How many characters of a long token or line a message shows.
const SHOWN: usize = 40;

/// Whitespace-separated tokens must be equal.
///
/// # Example
/// ```
/// use kit::compare::tokens;
/// assert_eq!(tokens("First\n3 4\n", "First 3\r\n4"), Ok(()));
/// assert_eq!(
///     tokens("L W L\n", "L L L\n").unwrap_err(),
///     r#"line 1, column 3: expected "W", got "L""#
/// );
/// ```
pub fn tokens(expected: &str, got: &str) -> Result<(), String> {
    tokens_with(expected, got, |e, g| (e != g).then(|| character_note(e, g)))
}

/// Tokens must be equal, numeric ones up to `tolerance`, absolute or relative to the
/// expected value; non-numeric tokens must be equal as text.
///
/// # Example
/// ```
/// use kit::compare::float;
/// assert_eq!(float("0.3333333 x\n", "0.33333331 x", 1e-6), Ok(()));
/// assert_eq!(float("1e9\n", "1000000500", 1e-6), Ok(()));
/// assert!(float("0.5\n", "0.6\n", 1e-6).unwrap_err().contains("difference"));
/// ```
pub fn float(expected: &str, got: &str, tolerance: f64) -> Result<(), String> {
    tokens_with(expected, got, |e, g| {
        if e == g {
            return None;
        }
        match (e.parse::<f64>(), g.parse::<f64>()) {
            (Ok(a), Ok(b)) => {
                let difference = (a - b).abs();
                let close = a == b || difference <= tolerance || difference <= tolerance * a.abs();
                (!close).then(|| format!(" (difference {difference:e} > tolerance {tolerance:e})"))
            }
            _ => Some(character_note(e, g)),
        }
    })
}

/// Lines must be equal, except for trailing whitespace of each line (CR included) and
/// trailing blank lines; leading whitespace counts.
///
/// # Example
/// ```
/// use kit::compare::exact;
/// assert_eq!(exact("a b\nc\n", "a b  \r\nc\n\n\n"), Ok(()));
/// assert_eq!(
///     exact("a b\n", "a  b\n").unwrap_err(),
///     r#"line 1, column 3: expected "a b", got "a  b""#
/// );
/// ```
pub fn exact(expected: &str, got: &str) -> Result<(), String> {
    let (expected, got) = (lines(expected), lines(got));
    for (index, (e, g)) in expected.iter().zip(&got).enumerate() {
        if e != g {
            let column = first_difference(e, g);
            return Err(format!(
                "line {}, column {}: expected {}, got {}",
                index + 1,
                column + 1,
                excerpt(e, column),
                excerpt(g, column)
            ));
        }
    }
    match expected.len().cmp(&got.len()) {
        std::cmp::Ordering::Greater => Err(format!(
            "output ended early at line {}: expected {}",
            got.len() + 1,
            excerpt(expected[got.len()], 0)
        )),
        std::cmp::Ordering::Less => Err(format!(
            "line {}: extra output {}",
            expected.len() + 1,
            excerpt(got[expected.len()], 0)
        )),
        std::cmp::Ordering::Equal => Ok(()),
    }
}

/// The lines of `text`, each without trailing whitespace, without trailing blank lines.
fn lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text
        .split('\n')
        .map(|line| line.trim_end_matches(|c: char| c.is_ascii_whitespace()))
        .collect();
    while lines.last().is_some_and(|line| line.is_empty()) {
        lines.pop();
    }
    lines
}

/// Token comparison; `differ(expected, got)` is `None` when two tokens match, else a note
/// appended to the message.
fn tokens_with(
    expected: &str,
    got: &str,
    differ: impl Fn(&str, &str) -> Option<String>,
) -> Result<(), String> {
    let mut expected_tokens = Tokens::new(expected);
    let mut got_tokens = Tokens::new(got);
    let mut count = 0;
    loop {
        match (expected_tokens.next(), got_tokens.next()) {
            (None, None) => return Ok(()),
            (Some(e), Some(g)) => {
                if let Some(note) = differ(e.text, g.text) {
                    let at = first_difference(e.text, g.text);
                    return Err(format!(
                        "line {}, column {}: expected {}, got {}{note}",
                        g.line,
                        g.column,
                        excerpt(e.text, at),
                        excerpt(g.text, at)
                    ));
                }
            }
            (Some(e), None) => {
                return Err(format!(
                    "output ended early after {count} tokens: expected {} next",
                    excerpt(e.text, 0)
                ));
            }
            (None, Some(g)) => {
                return Err(format!(
                    "line {}, column {}: extra output {} after the {count} expected tokens",
                    g.line,
                    g.column,
                    excerpt(g.text, 0)
                ));
            }
        }
        count += 1;
    }
}

/// For two differing tokens of which one is long: where they first differ.
fn character_note(expected: &str, got: &str) -> String {
    if expected.chars().count().max(got.chars().count()) <= SHOWN {
        return String::new();
    }
    format!(" (first difference at character {} of the token)", first_difference(expected, got) + 1)
}

/// The index (in characters) of the first character where `a` and `b` differ, or the length
/// of the shorter one when it is a prefix of the other.
fn first_difference(a: &str, b: &str) -> usize {
    a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count()
}

/// `text` quoted, or for a long text a window of it around character `at`, with `…` marks.
fn excerpt(text: &str, at: usize) -> String {
    let length = text.chars().count();
    if length <= SHOWN {
        return format!("{text:?}");
    }
    let start = at.saturating_sub(SHOWN / 4).min(length - SHOWN);
    let window: String = text.chars().skip(start).take(SHOWN).collect();
    let before = if start > 0 { "…" } else { "" };
    let after = if start + SHOWN < length { "…" } else { "" };
    format!("\"{before}{}{after}\"", window.escape_debug())
}

/// A token with its position (1-based line and column, in characters).
struct Token<'a> {
    text: &'a str,
    line: usize,
    column: usize,
}

/// The whitespace-separated tokens of a text, with their positions.
struct Tokens<'a> {
    text: &'a str,
    at: usize,
    line: usize,
    column: usize,
}

impl<'a> Tokens<'a> {
    fn new(text: &'a str) -> Self {
        Tokens { text, at: 0, line: 1, column: 1 }
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = Token<'a>;

    fn next(&mut self) -> Option<Token<'a>> {
        let bytes = self.text.as_bytes();
        while let Some(&byte) = bytes.get(self.at).filter(|b| b.is_ascii_whitespace()) {
            if byte == b'\n' {
                self.line += 1;
                self.column = 1;
            } else {
                self.column += 1;
            }
            self.at += 1;
        }
        if self.at == bytes.len() {
            return None;
        }
        let (start, line, column) = (self.at, self.line, self.column);
        while let Some(&byte) = bytes.get(self.at).filter(|b| !b.is_ascii_whitespace()) {
            // Counts characters: UTF-8 continuation bytes do not start one.
            if byte & 0xC0 != 0x80 {
                self.column += 1;
            }
            self.at += 1;
        }
        Some(Token { text: &self.text[start..self.at], line, column })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_ignore_whitespace_shape() {
        assert_eq!(tokens("1 2\n3\n", "1\n2 3"), Ok(()));
        assert_eq!(tokens("1 2\n3\n", "  1 2 3 \n\n\n"), Ok(()));
        assert_eq!(tokens("1\r\n2\r\n", "1\n2\n"), Ok(()));
        assert_eq!(tokens("", "\n \n"), Ok(()));
    }

    #[test]
    fn tokens_locate_the_difference_in_the_output() {
        assert_eq!(
            tokens("First\nSecond\nFirst\n", "First\nSecond\n  Second\n").unwrap_err(),
            r#"line 3, column 3: expected "First", got "Second""#
        );
        assert_eq!(
            tokens("é x\n", "é y\n").unwrap_err(),
            r#"line 1, column 3: expected "x", got "y""#
        );
    }

    #[test]
    fn tokens_report_early_end_and_extra_output() {
        assert_eq!(
            tokens("1 2 3\n", "1 2\n").unwrap_err(),
            r#"output ended early after 2 tokens: expected "3" next"#
        );
        assert_eq!(
            tokens("1\n", "1\n\n 2\n").unwrap_err(),
            r#"line 3, column 2: extra output "2" after the 1 expected tokens"#
        );
        assert!(tokens("1\n", "").unwrap_err().starts_with("output ended early after 0"));
    }

    #[test]
    fn long_tokens_show_the_differing_character() {
        let expected = "W".repeat(1000) + "L" + &"W".repeat(1000);
        let got = "W".repeat(2001);
        let message = tokens(&expected, &got).unwrap_err();
        assert!(message.contains("first difference at character 1001 of the token"), "{message}");
        assert!(message.starts_with(r#"line 1, column 1: expected "…WWWWWWWWWWL"#), "{message}");
        assert!(message.len() < 200, "{message}");
    }

    #[test]
    fn exact_ignores_trailing_space_and_blank_lines_only() {
        assert_eq!(exact("a\nb\n", "a\nb"), Ok(()));
        assert_eq!(exact("a\nb\n", "a \t\r\nb\r\n\r\n\n"), Ok(()));
        assert_eq!(exact("", "\n\n"), Ok(()));
        assert_eq!(
            exact("a\nb\n", " a\nb\n").unwrap_err(),
            r#"line 1, column 1: expected "a", got " a""#
        );
        assert_eq!(
            exact("a\n\nb\n", "a\nb\n").unwrap_err(),
            r#"line 2, column 1: expected "", got "b""#
        );
        assert_eq!(
            exact("a\nb\n", "a\n").unwrap_err(),
            r#"output ended early at line 2: expected "b""#
        );
        assert_eq!(exact("a\n", "a\nb\n").unwrap_err(), r#"line 2: extra output "b""#);
    }

    #[test]
    fn float_tolerates_absolute_or_relative_error_only() {
        assert_eq!(float("1.0 2.0\n", "1.0000001 1.9999999\n", 1e-6), Ok(()));
        assert_eq!(float("1e12\n", "1.0000000001e12\n", 1e-6), Ok(()));
        assert_eq!(float("First 0.5\n", "First 0.5000001\n", 1e-6), Ok(()));
        assert!(float("1.0\n", "1.01\n", 1e-6).is_err());
        assert!(float("First\n", "first\n", 1e-6).is_err());
        assert!(float("nan\n", "1\n", 1e-6).is_err());
        assert!(float("0.5\n", "nan\n", 1e-6).is_err());
        assert_eq!(float("inf\n", "inf\n", 1e-6), Ok(()));
        assert!(float("1 2\n", "1\n", 1e-6).unwrap_err().starts_with("output ended early"));
    }
}
