//! A small Rust lexer: just enough to tell code from comments and literals, so that the
//! bundler rewrites paths only in code and strips only doc comments.
//!
//! It knows comments (line and nested block, doc or not), identifiers (raw ones included),
//! lifetimes, literals (strings, raw strings, byte and C strings, chars, numbers) and
//! punctuation, with `::` as one token. It does not validate: rustc does that later.

/// What a token is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// An identifier or a keyword (`crate`, `use`, `r#type`).
    Ident,
    /// A lifetime or a label: `'a`.
    Lifetime,
    /// A string, char or number literal.
    Literal,
    /// One punctuation character, or `::`.
    Punct,
    /// A comment that is not a doc comment.
    Comment,
    /// A doc comment: `///`, `//!`, `/** */`, `/*! */`.
    DocComment,
}

/// A token: its kind and its byte range in the source.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token {
    /// What it is.
    pub kind: Kind,
    /// The byte offset of its first character.
    pub start: usize,
    /// The byte offset just past it.
    pub end: usize,
}

impl Token {
    /// Its text in `source`.
    pub fn text<'a>(&self, source: &'a str) -> &'a str {
        &source[self.start..self.end]
    }

    /// Whether it is code (not a comment).
    pub fn is_code(&self) -> bool {
        !matches!(self.kind, Kind::Comment | Kind::DocComment)
    }
}

/// The tokens of `source`, in order; whitespace is skipped.
///
/// Errors (one line, with the line number): an unterminated block comment, string or char
/// literal. O(length of the source).
pub fn tokenize(source: &str) -> Result<Vec<Token>, String> {
    let bytes = source.as_bytes();
    let mut tokens = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let start = at;
        let rest = &bytes[at..];
        let unterminated =
            |what: &str| format!("line {}: unterminated {what}", line_of(source, start));
        let kind = if rest[0].is_ascii_whitespace() {
            at += 1;
            continue;
        } else if rest.starts_with(b"//") {
            at += rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
            let text = &source[start..at];
            let doc =
                (text.starts_with("///") && !text.starts_with("////")) || text.starts_with("//!");
            if doc { Kind::DocComment } else { Kind::Comment }
        } else if rest.starts_with(b"/*") {
            at = block_comment_end(bytes, at).ok_or_else(|| unterminated("block comment"))?;
            let text = &source[start..at];
            let doc = (text.starts_with("/**") && !text.starts_with("/***") && text != "/**/")
                || text.starts_with("/*!");
            if doc { Kind::DocComment } else { Kind::Comment }
        } else if let Some(end) = prefixed_literal_end(bytes, at) {
            at = end.ok_or_else(|| unterminated("literal"))?;
            Kind::Literal
        } else if is_ident_byte(rest[0]) && !rest[0].is_ascii_digit() {
            if rest.starts_with(b"r#") {
                at += 2;
            }
            at = ident_end(bytes, at);
            Kind::Ident
        } else if rest[0] == b'"' {
            at = string_end(bytes, at + 1).ok_or_else(|| unterminated("string"))?;
            Kind::Literal
        } else if rest[0] == b'\'' {
            let (end, kind) = quote_end(source, at).ok_or_else(|| unterminated("char literal"))?;
            at = end;
            kind
        } else if rest[0].is_ascii_digit() {
            at = ident_end(bytes, at);
            if bytes.get(at) == Some(&b'.') && bytes.get(at + 1).is_some_and(u8::is_ascii_digit) {
                at = ident_end(bytes, at + 1);
            }
            Kind::Literal
        } else {
            at += if rest.starts_with(b"::") { 2 } else { 1 };
            Kind::Punct
        };
        tokens.push(Token { kind, start, end: at });
    }
    Ok(tokens)
}

/// The 1-based line of byte offset `at`.
pub fn line_of(source: &str, at: usize) -> usize {
    source[..at].matches('\n').count() + 1
}

/// Identifier bytes: ASCII alphanumerics, `_`, and any non-ASCII byte (Unicode identifiers).
fn is_ident_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_' || byte >= 0x80
}

fn ident_end(bytes: &[u8], mut at: usize) -> usize {
    while bytes.get(at).is_some_and(|&b| is_ident_byte(b)) {
        at += 1;
    }
    at
}

/// The end of the nested block comment starting at `at`, or `None` if unterminated.
fn block_comment_end(bytes: &[u8], mut at: usize) -> Option<usize> {
    let mut depth = 0usize;
    while at < bytes.len() {
        if bytes[at..].starts_with(b"/*") {
            depth += 1;
            at += 2;
        } else if bytes[at..].starts_with(b"*/") {
            depth -= 1;
            at += 2;
            if depth == 0 {
                return Some(at);
            }
        } else {
            at += 1;
        }
    }
    None
}

/// The end of a string whose content starts at `at` (just past the opening quote).
fn string_end(bytes: &[u8], mut at: usize) -> Option<usize> {
    while at < bytes.len() {
        match bytes[at] {
            b'\\' => at += 2,
            b'"' => return Some(at + 1),
            _ => at += 1,
        }
    }
    None
}

/// A literal with a prefix starting at `at` (`r"…"`, `r#"…"#`, `b"…"`, `br"…"`, `c"…"`,
/// `cr"…"`, `b'…'`): `Some(Some(end))`, `Some(None)` if unterminated, `None` if there is none.
fn prefixed_literal_end(bytes: &[u8], at: usize) -> Option<Option<usize>> {
    let rest = &bytes[at..];
    let prefix = [&b"br"[..], b"cr", b"r", b"b", b"c"].into_iter().find(|p| rest.starts_with(p))?;
    let after = at + prefix.len();
    let raw = prefix.ends_with(b"r");
    if raw {
        let hashes = bytes[after..].iter().take_while(|&&b| b == b'#').count();
        if bytes.get(after + hashes) != Some(&b'"') {
            return None;
        }
        let closing: Vec<u8> =
            std::iter::once(b'"').chain(std::iter::repeat_n(b'#', hashes)).collect();
        let content = after + hashes + 1;
        let found = bytes[content..].windows(closing.len()).position(|w| w == closing.as_slice());
        return Some(found.map(|i| content + i + closing.len()));
    }
    match bytes.get(after) {
        Some(b'"') => Some(string_end(bytes, after + 1)),
        Some(b'\'') if prefix == b"b" => {
            Some(bytes[after + 1..].iter().position(|&b| b == b'\'').map(|i| {
                // `b'\''`: an escaped quote is not the closing one.
                let i = after + 1 + i;
                if bytes[i - 1] == b'\\' && bytes[i - 2] != b'\\' { i + 2 } else { i + 1 }
            }))
        }
        _ => None,
    }
}

/// The end and kind of the char literal or lifetime starting at the quote at `at`.
fn quote_end(source: &str, at: usize) -> Option<(usize, Kind)> {
    let bytes = source.as_bytes();
    if bytes.get(at + 1) == Some(&b'\\') {
        // An escape: `'\n'`, `'\''`, `'\u{1F600}'`.
        let close = bytes[at + 3..].iter().position(|&b| b == b'\'')?;
        return Some((at + 3 + close + 1, Kind::Literal));
    }
    let width = source[at + 1..].chars().next()?.len_utf8();
    if bytes.get(at + 1 + width) == Some(&b'\'') {
        return Some((at + 2 + width, Kind::Literal));
    }
    Some((ident_end(bytes, at + 1), Kind::Lifetime))
}

/// The index in `tokens` of the bracket closing the one at `open` (`(`, `[` or `{`),
/// comments skipped; `None` if it is not closed.
pub fn matching_close(source: &str, tokens: &[Token], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (index, token) in tokens.iter().enumerate().skip(open) {
        if token.kind != Kind::Punct {
            continue;
        }
        match token.text(source) {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => {
                depth -= 1;
                if depth == 0 {
                    return Some(index);
                }
            }
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(source: &str) -> Vec<(Kind, &str)> {
        tokenize(source).unwrap().iter().map(|t| (t.kind, t.text(source))).collect()
    }

    #[test]
    fn literals_and_comments_are_single_tokens() {
        let source = r####"let s = r#"crate::x"#; // crate::y
/// doc
let c = '"'; let l: &'a str = "a\"b"; /* a /* nested */ b */ b'\''; 1.5"####;
        let tokens = kinds(source);
        assert!(tokens.contains(&(Kind::Literal, r##"r#"crate::x"#"##)));
        assert!(tokens.contains(&(Kind::Comment, "// crate::y")));
        assert!(tokens.contains(&(Kind::DocComment, "/// doc")));
        assert!(tokens.contains(&(Kind::Literal, "'\"'")));
        assert!(tokens.contains(&(Kind::Lifetime, "'a")));
        assert!(tokens.contains(&(Kind::Literal, r#""a\"b""#)));
        assert!(tokens.contains(&(Kind::Comment, "/* a /* nested */ b */")));
        assert!(tokens.contains(&(Kind::Literal, r"b'\''")));
        assert!(tokens.contains(&(Kind::Literal, "1.5")));
        assert_eq!(kinds("crate :: a")[1], (Kind::Punct, "::"));
    }

    #[test]
    fn unterminated_literals_are_errors_with_a_line() {
        assert_eq!(tokenize("a\n\"open").unwrap_err(), "line 2: unterminated string");
        assert!(tokenize("/* /* */").is_err());
    }

    #[test]
    fn brackets_match_across_nesting() {
        let source = "f([a, {b}], c)";
        let tokens = tokenize(source).unwrap();
        assert_eq!(matching_close(source, &tokens, 1), Some(tokens.len() - 1));
    }
}
