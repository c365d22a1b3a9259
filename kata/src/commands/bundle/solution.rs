//! What a solution file needs from outside itself: the `cgt` paths it names, whether it uses
//! proconio (and only the subset the inlined reader supports) or itertools.

use super::lexer::{Kind, Token, line_of, matching_close, tokenize};
use super::paths::{UsePath, use_paths};

/// The crates and library paths a solution uses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Needs {
    /// Its `cgt::…` paths.
    pub cgt: Vec<UsePath>,
    /// Whether it names `proconio`.
    pub proconio: bool,
    /// Whether it names `itertools`.
    pub itertools: bool,
}

/// The scalar types (and markers) the inlined reader reads from one token.
pub const SCALARS: [&str; 20] = [
    "usize", "u8", "u16", "u32", "u64", "u128", "isize", "i8", "i16", "i32", "i64", "i128", "f32",
    "f64", "String", "char", "Chars", "Bytes", "Usize1", "Isize1",
];

/// The names a `proconio::…` path may hold besides `input`: the module and its markers.
const MARKERS: [&str; 5] = ["Chars", "Bytes", "Usize1", "Isize1", "marker"];

/// What a solution uses, comments and literals aside. O(length of the source).
///
/// Errors: the source cannot be tokenized (an unterminated literal or comment).
pub fn scan(source: &str) -> Result<Needs, String> {
    let code: Vec<Token> = tokenize(source)?.into_iter().filter(Token::is_code).collect();
    let names = |name: &str| code.iter().any(|t| t.kind == Kind::Ident && t.text(source) == name);
    Ok(Needs {
        cgt: use_paths(source, "cgt")?,
        proconio: names("proconio"),
        itertools: names("itertools"),
    })
}

/// Checks that a solution uses only what the inlined reader supports: the paths
/// `proconio::input` and `proconio::marker::{Chars, Bytes, Usize1, Isize1}`, and `input!`
/// entries `name: T` or `mut name: T`, with `T` a scalar of [`SCALARS`] (a marker possibly
/// written `marker::T` or `proconio::marker::T`), an array `[T; n]` (read as a `Vec`) or a tuple
/// `(T, …)`. Not supported: `#[fastout]`, `from source`, patterns, `derive_readable` types.
///
/// Errors: one line, `line N: …` naming the first unsupported form.
///
/// # Example
/// ```
/// use kata::commands::bundle::solution::check_reader_subset;
/// assert!(check_reader_subset("input! { n: usize, a: [(u64, Chars); n] }").is_ok());
/// let error = check_reader_subset("use proconio::fastout;").unwrap_err();
/// assert!(error.contains("`proconio::fastout`"), "{error}");
/// ```
pub fn check_reader_subset(source: &str) -> Result<(), String> {
    let code: Vec<Token> = tokenize(source)?.into_iter().filter(Token::is_code).collect();
    let text = |i: usize| code.get(i).map_or("", |t: &Token| t.text(source));
    for i in 0..code.len() {
        let line = line_of(source, code[i].start);
        if text(i) == "proconio" && text(i + 1) == "::" {
            for name in path_names(source, &code, i + 2) {
                if name != "input" && !MARKERS.contains(&name) {
                    return Err(format!(
                        "line {line}: `proconio::{name}` is not supported by the inlined reader"
                    ));
                }
            }
        }
        if text(i) == "input" && text(i + 1) == "!" && matches!(text(i + 2), "{" | "(" | "[") {
            let close = matching_close(source, &code, i + 2).unwrap_or(code.len());
            for entry in split_top(source, &code[i + 3..close], ",") {
                check_entry(source, entry).map_err(|form| {
                    let line = line_of(source, entry[0].start);
                    format!("line {line}: the input! form `{form}` is not supported by the inlined reader")
                })?;
            }
        }
    }
    Ok(())
}

/// The identifiers of the use tree or path starting at `code[at]` (aliases after `as` and
/// `self` left out), up to the end of the tree.
fn path_names<'a>(source: &'a str, code: &[Token], mut at: usize) -> Vec<&'a str> {
    let mut names = Vec::new();
    let mut depth = 0usize;
    while let Some(token) = code.get(at) {
        match token.text(source) {
            "{" => depth += 1,
            "}" if depth == 0 => break,
            "}" => depth -= 1,
            "as" => at += 1,
            "::" | "*" | "self" => {}
            "," if depth > 0 => {}
            word if token.kind == Kind::Ident => names.push(word),
            _ => break,
        }
        at += 1;
    }
    names
}

/// `tokens` split at the top-level `separator`s; empty parts are left out.
fn split_top<'t>(source: &str, tokens: &'t [Token], separator: &str) -> Vec<&'t [Token]> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    for (k, token) in tokens.iter().enumerate() {
        match token.text(source) {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => depth = depth.saturating_sub(1),
            text if depth == 0 && text == separator => {
                parts.push(&tokens[start..k]);
                start = k + 1;
            }
            _ => {}
        }
    }
    parts.push(&tokens[start..]);
    parts.into_iter().filter(|part| !part.is_empty()).collect()
}

/// An `input!` entry: `[mut] name: T`; the error is the entry's text.
fn check_entry(source: &str, entry: &[Token]) -> Result<(), String> {
    let whole = || source[entry[0].start..entry[entry.len() - 1].end].to_string();
    let words: Vec<&str> = entry.iter().map(|t| t.text(source)).collect();
    let skip = usize::from(words[0] == "mut");
    let named = entry.get(skip).is_some_and(|t| t.kind == Kind::Ident && words[skip] != "mut");
    if !named || words.get(skip + 1) != Some(&":") || !is_supported_type(source, &entry[skip + 2..])
    {
        return Err(whole());
    }
    Ok(())
}

/// Whether `tokens` is a type the inlined reader reads: a scalar, `[T; n]` or `(T, …)`.
fn is_supported_type(source: &str, tokens: &[Token]) -> bool {
    let Some(first) = tokens.first() else { return false };
    let spans_all = |open: &str| {
        first.text(source) == open
            && matching_close(source, tokens, 0).is_some_and(|close| close == tokens.len() - 1)
    };
    if spans_all("[") {
        let parts = split_top(source, &tokens[1..tokens.len() - 1], ";");
        return parts.len() == 2 && is_supported_type(source, parts[0]);
    }
    if spans_all("(") {
        let parts = split_top(source, &tokens[1..tokens.len() - 1], ",");
        return !parts.is_empty() && parts.iter().all(|part| is_supported_type(source, part));
    }
    let words: Vec<&str> = tokens.iter().map(|t| t.text(source)).collect();
    let prefix_ok = match words.len() {
        1 => true,
        3 => words[..2] == ["marker", "::"],
        5 => words[..4] == ["proconio", "::", "marker", "::"],
        _ => false,
    };
    let last = words[words.len() - 1];
    prefix_ok && SCALARS.contains(&last)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::bundle::paths::PathEnd;

    #[test]
    fn the_solutions_forms_are_supported() {
        let source = "use proconio::{input, marker::{Chars, Usize1}};\nfn main() {\n    input! {\n        \
                      n: usize,\n        mut k: u64,\n        q: [(u64, String); n],\n        \
                      g: [[marker::Usize1; 2]; k],\n        s: proconio::marker::Chars,\n    }\n}\n";
        assert_eq!(check_reader_subset(source), Ok(()));
    }

    #[test]
    fn unsupported_forms_are_named_with_their_line() {
        let cases = [
            ("use proconio::fastout;", "line 1: `proconio::fastout` is not supported"),
            (
                "\ninput! { from &mut source, n: usize }",
                "line 2: the input! form `from &mut source`",
            ),
            ("input! { (a, b): (u64, u64) }", "the input! form `(a, b): (u64, u64)`"),
            ("input! { v: Vec<u8> }", "the input! form `v: Vec<u8>`"),
            ("input! { v: [u8] }", "the input! form `v: [u8]`"),
            ("input! { n }", "the input! form `n`"),
        ];
        for (source, expected) in cases {
            let error = check_reader_subset(source).unwrap_err();
            assert!(error.contains(expected), "{source}: {error}");
        }
    }

    #[test]
    fn scan_finds_the_crates_in_code_only() {
        let needs = scan("// itertools\nuse cgt::nim_sum;\nuse proconio::input;").unwrap();
        let path =
            UsePath { segments: vec!["nim_sum".into()], end: PathEnd::Name("nim_sum".into()) };
        assert_eq!(needs.cgt, [path]);
        assert!(needs.proconio && !needs.itertools);
    }
}
