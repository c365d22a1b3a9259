//! The paths a Rust text names from a given root (`crate::…` in the library, `cgt::…` in a
//! solution), use trees spelled out: `cgt::{a::B, c::{d, e as f}}` is three paths.

use super::lexer::{Kind, Token, matching_close, tokenize};

/// One path from the root: its segments after the root, and how it ends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UsePath {
    /// The segments after the root: `["partizan", "store", "GameStore"]`.
    pub segments: Vec<String>,
    /// How the path ends.
    pub end: PathEnd,
}

/// How a path ends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PathEnd {
    /// At its last segment, the name it makes visible (an alias for `x as y`; `self` in a
    /// group makes the group's prefix visible under its last segment).
    Name(String),
    /// At `*`: every name of the module the segments lead to.
    Glob,
    /// The root alone (`use cgt as g;`, `cgt::{self}`): anything may be reached.
    Bare,
}

/// Every path in `source` that starts at the identifier `root` followed by `::` (a bare
/// `root` is a [`PathEnd::Bare`] path), comments and literals aside. O(length of the source).
///
/// # Example
/// ```
/// use kata::commands::bundle::paths::{PathEnd, use_paths};
/// let paths = use_paths("use cgt::{Outcome, partizan::{GameStore as S, dyadic::*}};", "cgt")
///     .unwrap();
/// let shown: Vec<(String, PathEnd)> =
///     paths.into_iter().map(|p| (p.segments.join("::"), p.end)).collect();
/// assert_eq!(
///     shown,
///     [
///         ("Outcome".to_string(), PathEnd::Name("Outcome".into())),
///         ("partizan::GameStore".to_string(), PathEnd::Name("S".into())),
///         ("partizan::dyadic".to_string(), PathEnd::Glob),
///     ]
/// );
/// ```
///
/// # Errors
///
/// The source cannot be tokenized (an unterminated literal or comment).
pub fn use_paths(source: &str, root: &str) -> Result<Vec<UsePath>, String> {
    let code: Vec<Token> = tokenize(source)?.into_iter().filter(Token::is_code).collect();
    let mut paths = Vec::new();
    for (i, token) in code.iter().enumerate() {
        if token.kind != Kind::Ident || token.text(source) != root {
            continue;
        }
        // `x::crate` is not a root; `$crate` is (macros).
        if i > 0 && code[i - 1].text(source) == "::" {
            continue;
        }
        if code.get(i + 1).is_some_and(|t| t.text(source) == "::") {
            tree_paths(source, &code, i + 2, &mut Vec::new(), &mut paths);
        } else {
            paths.push(UsePath { segments: Vec::new(), end: PathEnd::Bare });
        }
    }
    Ok(paths)
}

/// The paths of the use tree at `code[at]`, after the segments `prefix`, into `out`.
pub(crate) fn tree_paths(
    source: &str,
    code: &[Token],
    mut at: usize,
    prefix: &mut Vec<String>,
    out: &mut Vec<UsePath>,
) {
    let depth = prefix.len();
    let text = |i: usize| code.get(i).map_or("", |t: &Token| t.text(source));
    loop {
        match text(at) {
            "*" => {
                out.push(UsePath { segments: prefix.clone(), end: PathEnd::Glob });
                break;
            }
            "{" => {
                let close = matching_close(source, code, at).unwrap_or(code.len());
                let mut entry_start = true;
                let mut nesting = 0usize;
                for k in at + 1..close {
                    let word = text(k);
                    if nesting == 0 && entry_start {
                        tree_paths(source, code, k, prefix, out);
                    }
                    entry_start = nesting == 0 && word == ",";
                    match word {
                        "(" | "[" | "{" => nesting += 1,
                        ")" | "]" | "}" => nesting = nesting.saturating_sub(1),
                        _ => {}
                    }
                }
                break;
            }
            "self" => {
                let end = match prefix.last() {
                    Some(last) => PathEnd::Name(last.clone()),
                    None => PathEnd::Bare,
                };
                out.push(UsePath { segments: prefix.clone(), end });
                break;
            }
            word if code.get(at).is_some_and(|t| t.kind == Kind::Ident) => {
                prefix.push(word.to_string());
                if text(at + 1) == "::" && text(at + 2) != "<" {
                    at += 2;
                    continue;
                }
                let visible = if text(at + 1) == "as" { text(at + 2) } else { word };
                out.push(UsePath { segments: prefix.clone(), end: PathEnd::Name(visible.into()) });
                break;
            }
            _ => break,
        }
    }
    prefix.truncate(depth);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(source: &str, root: &str) -> Vec<String> {
        use_paths(source, root)
            .unwrap()
            .into_iter()
            .map(|p| {
                format!(
                    "{}{}",
                    p.segments.join("::"),
                    match p.end {
                        PathEnd::Name(n) => format!(" as {n}"),
                        PathEnd::Glob => "::*".into(),
                        PathEnd::Bare => "!".into(),
                    }
                )
            })
            .collect()
    }

    #[test]
    fn expressions_groups_aliases_and_roots() {
        assert_eq!(
            shown("fn f() { crate::a::B::new(); crate::c::<u8>(); x::crate::no(); }", "crate"),
            ["a::B::new as new", "c as c"]
        );
        assert_eq!(
            shown("use crate::a::{self, b::{C as D}};", "crate"),
            ["a as a", "a::b::C as D"]
        );
        assert_eq!(shown("use cgt as g; // cgt::x\nlet s = \"cgt::y\";", "cgt"), ["!"]);
    }
}
