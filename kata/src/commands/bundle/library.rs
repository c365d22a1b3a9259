//! The shared library `cgt` as the bundler sees it: its modules (`pub mod` lines of
//! `lib/src/lib.rs`), its flat re-exports (`pub use crate::<module>::{…};`), which modules a
//! module reaches through `crate::` paths, and each module's text made ready to sit inside an
//! inline `mod cgt { … }`.

use std::collections::BTreeSet;
use std::path::Path;

use anyhow::{Context, Result, bail};

use super::lexer::{Kind, Token, line_of, matching_close, tokenize};

/// The library's crate root inside a bundle: `crate::x` of the lib becomes `crate::cgt::x`.
pub const INLINE_NAME: &str = "cgt";

/// One module of the library: `lib/src/<name>.rs`.
#[derive(Debug, Clone)]
pub struct Module {
    /// Its name, as `pub mod <name>;` declares it.
    pub name: String,
    /// Its source text, as read.
    pub source: String,
}

/// A flat re-export of the crate root: `pub use crate::<module>::{names};`.
#[derive(Debug, Clone)]
struct Reexport {
    /// The module it re-exports from.
    module: String,
    /// The names it makes visible at the root (the alias for `x as y`).
    names: Vec<String>,
    /// Whether it is a glob (`crate::<module>::*`), which re-exports every name.
    glob: bool,
    /// The statement's text, as in `lib.rs`.
    text: String,
}

/// The library: its modules in `lib.rs` order, and its flat re-exports.
#[derive(Debug, Clone)]
pub struct Library {
    /// The modules, in the order of the `pub mod` lines.
    pub modules: Vec<Module>,
    reexports: Vec<Reexport>,
}

/// The first segments of the paths that start at a given root (`crate::…` or `cgt::…`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Head {
    /// `root::name…`, or `name` inside a group `root::{…, name…}`.
    Name(String),
    /// `root::*`: everything.
    Glob,
    /// The root alone, not followed by `::` (`use cgt as g;`): anything may be reached.
    Bare,
}

impl Library {
    /// Reads `<lib_dir>/src/lib.rs` and every module it declares with `pub mod <name>;` (or
    /// `mod <name>;`), from `<lib_dir>/src/<name>.rs`.
    ///
    /// A module with a folder (`src/<name>.rs` declaring `mod child;`, in
    /// `src/<name>/child.rs`) is one unit: its submodules are written into its text (see
    /// [`with_submodules`]).
    ///
    /// Errors: an unreadable file, a module not in `src/<name>.rs`, a `pub use crate::…`
    /// re-export whose shape is not `crate::<module>::…`.
    pub fn load(lib_dir: &Path) -> Result<Library> {
        let src = lib_dir.join("src");
        let root_path = src.join("lib.rs");
        let root = std::fs::read_to_string(&root_path)
            .with_context(|| format!("{}: cannot read", root_path.display()))?;
        let tokens = tokenize(&root).map_err(|e| anyhow::anyhow!("lib/src/lib.rs: {e}"))?;
        let code: Vec<Token> = tokens.into_iter().filter(Token::is_code).collect();
        let text = |i: usize| code.get(i).map_or("", |t: &Token| t.text(&root));
        let mut modules = Vec::new();
        let mut reexports = Vec::new();
        for i in 0..code.len() {
            if text(i) == "mod"
                && code.get(i + 1).is_some_and(|t| t.kind == Kind::Ident)
                && text(i + 2) == ";"
            {
                let name = text(i + 1).to_string();
                let path = src.join(format!("{name}.rs"));
                let source = std::fs::read_to_string(&path).with_context(|| {
                    format!("lib/src/{name}.rs: cannot read (a module of lib/src/lib.rs)")
                })?;
                let source =
                    with_submodules(&src.join(&name), &format!("lib/src/{name}"), &source)?;
                modules.push(Module { name, source });
            }
            if text(i) == "use" && text(i + 1) == "crate" && text(i + 2) == "::" {
                let end = (i..code.len()).find(|&j| text(j) == ";").unwrap_or(code.len() - 1);
                let statement_start = if i > 0 && text(i - 1) == "pub" { i - 1 } else { i };
                let line = line_of(&root, code[i].start);
                if code.get(i + 3).is_none_or(|t| t.kind != Kind::Ident) || text(i + 4) != "::" {
                    bail!("lib/src/lib.rs:{line}: a root re-export must be `crate::<module>::…`");
                }
                let (mut names, mut glob) = (Vec::new(), false);
                let items = &code[i + 5..end];
                for (k, token) in items.iter().enumerate() {
                    let word = token.text(&root);
                    let next = items.get(k + 1).map_or("", |t| t.text(&root));
                    if word == "*" {
                        glob = true;
                    } else if token.kind == Kind::Ident
                        && word != "as"
                        && word != "self"
                        && next != "::"
                        && next != "as"
                    {
                        names.push(word.to_string());
                    }
                }
                reexports.push(Reexport {
                    module: text(i + 3).to_string(),
                    names,
                    glob,
                    text: root[code[statement_start].start..code[end].end].to_string(),
                });
            }
        }
        Ok(Library { modules, reexports })
    }

    /// The modules a path head reaches: a module name reaches itself, a flat re-export its
    /// module (a glob re-export may hold any name), a glob or a bare root every module.
    /// `self` and unknown names reach nothing (rustc reports unknown names).
    pub fn modules_of(&self, head: &Head) -> Vec<&str> {
        let all = || self.modules.iter().map(|m| m.name.as_str()).collect();
        match head {
            Head::Glob | Head::Bare => all(),
            Head::Name(name) => {
                if let Some(module) = self.modules.iter().find(|m| &m.name == name) {
                    return vec![module.name.as_str()];
                }
                let exact: Vec<&str> = self
                    .reexports
                    .iter()
                    .filter(|r| r.names.contains(name))
                    .map(|r| r.module.as_str())
                    .collect();
                if !exact.is_empty() {
                    return exact;
                }
                self.reexports.iter().filter(|r| r.glob).map(|r| r.module.as_str()).collect()
            }
        }
    }

    /// Whether `name` is a module or a flat re-export of the crate root.
    pub fn knows(&self, name: &str) -> bool {
        self.modules.iter().any(|m| m.name == name)
            || self.reexports.iter().any(|r| r.glob || r.names.iter().any(|n| n == name))
    }

    /// The closure of `roots` under "a module reaches the modules its `crate::` paths name",
    /// in `lib.rs` order. O(total size of the reached modules).
    ///
    /// Errors: a module that cannot be tokenized.
    pub fn reach(&self, roots: &BTreeSet<String>) -> Result<Vec<&Module>> {
        let mut reached: BTreeSet<String> = BTreeSet::new();
        let mut stack: Vec<String> = roots.iter().cloned().collect();
        while let Some(name) = stack.pop() {
            let Some(module) = self.modules.iter().find(|m| m.name == name) else { continue };
            if !reached.insert(name) {
                continue;
            }
            let heads = path_heads(&module.source, "crate")
                .map_err(|e| anyhow::anyhow!("lib/src/{}.rs: {e}", module.name))?;
            for head in heads.iter().filter(|h| **h != Head::Bare) {
                stack.extend(self.modules_of(head).into_iter().map(String::from));
            }
        }
        Ok(self.modules.iter().filter(|m| reached.contains(&m.name)).collect())
    }

    /// The inline module `mod cgt { … }` holding `modules` (cleaned by [`inline_module`]) and
    /// the root re-exports from them, in `lib.rs` order.
    ///
    /// Errors: a module that cannot be tokenized.
    pub fn inline(&self, modules: &[&Module]) -> Result<String> {
        let mut out = String::new();
        out.push_str(
            "// A submission uses only part of each module and of the root re-exports.\n\
             #[allow(dead_code, unused_imports)]\n",
        );
        out.push_str(&format!("mod {INLINE_NAME} {{\n"));
        for module in modules {
            let body = inline_module(&module.source)
                .map_err(|e| anyhow::anyhow!("lib/src/{}.rs: {e}", module.name))?;
            out.push_str(&format!("    pub mod {} {{\n", module.name));
            out.push_str(&indent(&body, "        ")?);
            out.push_str("    }\n\n");
        }
        for reexport in &self.reexports {
            if modules.iter().any(|m| m.name == reexport.module) {
                let text = inline_module(&reexport.text)
                    .map_err(|e| anyhow::anyhow!("lib/src/lib.rs: {e}"))?;
                out.push_str(&indent(&text, "    ")?);
            }
        }
        out.push_str("}\n");
        Ok(out)
    }
}

/// `source` (the file of the module at `folder`, shown as `shown` in errors) with every
/// out-of-line submodule declaration `mod child;` replaced by `mod child { … }` holding
/// `folder/child.rs`, itself expanded the same way: a module with a folder becomes one text.
/// O(total size of the files).
///
/// Errors: a declared submodule whose file cannot be read, a file that cannot be tokenized.
pub fn with_submodules(folder: &Path, shown: &str, source: &str) -> Result<String> {
    let code: Vec<Token> = tokenize(source)
        .map_err(|e| anyhow::anyhow!("{shown}.rs: {e}"))?
        .into_iter()
        .filter(Token::is_code)
        .collect();
    let text = |i: usize| code.get(i).map_or("", |t: &Token| t.text(source));
    let mut out = String::new();
    let mut copied = 0;
    for i in 0..code.len() {
        if text(i) == "mod"
            && code[i + 1..].first().is_some_and(|t| t.kind == Kind::Ident)
            && text(i + 2) == ";"
        {
            let child = text(i + 1);
            let path = folder.join(format!("{child}.rs"));
            let child_shown = format!("{shown}/{child}");
            let child_source = std::fs::read_to_string(&path).with_context(|| {
                format!("{child_shown}.rs: cannot read (declared in {shown}.rs)")
            })?;
            let expanded = with_submodules(&folder.join(child), &child_shown, &child_source)?;
            out.push_str(&source[copied..code[i].start]);
            out.push_str(&format!("mod {child} {{\n{expanded}}}"));
            copied = code[i + 2].end;
        }
    }
    out.push_str(&source[copied..]);
    Ok(out)
}

/// The first segments of every path in `source` that starts at `root` (`crate` or `cgt`),
/// comments and literals aside. O(length of the source).
///
/// # Example
/// ```
/// use kata::commands::bundle::library::{Head, path_heads};
/// let heads = path_heads("use cgt::{Outcome::{N, P}, subtraction::X};", "cgt").unwrap();
/// assert_eq!(heads, [Head::Name("Outcome".into()), Head::Name("subtraction".into())]);
/// ```
pub fn path_heads(source: &str, root: &str) -> Result<Vec<Head>, String> {
    let code: Vec<Token> = tokenize(source)?.into_iter().filter(Token::is_code).collect();
    let mut heads = Vec::new();
    for (i, token) in code.iter().enumerate() {
        if token.kind != Kind::Ident || token.text(source) != root {
            continue;
        }
        if code.get(i + 1).is_some_and(|t| t.text(source) == "::") {
            group_heads(source, &code, i + 2, &mut heads);
        } else {
            heads.push(Head::Bare);
        }
    }
    Ok(heads)
}

/// The heads of the use tree at `code[at]`: a name, `*`, or a `{…}` group of trees.
fn group_heads(source: &str, code: &[Token], at: usize, heads: &mut Vec<Head>) {
    let Some(token) = code.get(at) else { return };
    match token.text(source) {
        "*" => heads.push(Head::Glob),
        "{" => {
            let close = matching_close(source, code, at).unwrap_or(code.len());
            let mut entry_start = true;
            let mut depth = 0usize;
            for k in at + 1..close {
                let text = code[k].text(source);
                if depth == 0 && entry_start {
                    group_heads(source, code, k, heads);
                }
                entry_start = depth == 0 && text == ",";
                match text {
                    "(" | "[" | "{" => depth += 1,
                    ")" | "]" | "}" => depth -= 1,
                    _ => {}
                }
            }
        }
        "self" => {}
        text if token.kind == Kind::Ident => heads.push(Head::Name(text.to_string())),
        _ => {}
    }
}

/// A library module's text ready for a bundle: doc comments (`///`, `//!`, doctests with
/// them) and `#[cfg(test)]` items removed, every `crate::` (and `$crate::`) path prefixed
/// with `crate::cgt::`. Other comments, literals and code are kept byte for byte.
/// O(length of the source).
///
/// # Example
/// ```
/// use kata::commands::bundle::library::inline_module;
/// let source = "//! Docs.\n\n/// Doc.\nuse crate::a::B; // crate::not\nfn f() -> &'static str { \"crate::no\" }\n\
///               #[cfg(test)]\nmod tests { use super::*; }\n";
/// assert_eq!(
///     inline_module(source).unwrap(),
///     "use crate::cgt::a::B; // crate::not\nfn f() -> &'static str { \"crate::no\" }\n"
/// );
/// ```
///
/// Errors: the source cannot be tokenized (an unterminated literal or comment).
pub fn inline_module(source: &str) -> Result<String, String> {
    let tokens = tokenize(source)?;
    let mut removed: Vec<(usize, usize)> = Vec::new();
    for token in tokens.iter().filter(|t| t.kind == Kind::DocComment) {
        removed.push(whole_lines(source, token.start, token.end));
    }
    let code: Vec<Token> = tokens.iter().copied().filter(Token::is_code).collect();
    let text = |i: usize| code.get(i).map_or("", |t: &Token| t.text(source));
    let mut inserted = Vec::new();
    for i in 0..code.len() {
        let is_cfg_test = ["#", "[", "cfg", "(", "test", ")", "]"]
            .iter()
            .enumerate()
            .all(|(k, expected)| text(i + k) == *expected);
        if is_cfg_test {
            let end = item_end(source, &code, i + 7);
            removed.push(whole_lines(source, code[i].start, code[end].end));
        }
        if code[i].kind == Kind::Ident && text(i) == "crate" && text(i + 1) == "::" {
            inserted.push(code[i].end);
        }
    }
    removed.sort_unstable();
    let mut out = String::with_capacity(source.len());
    let mut at = 0;
    let mut insertions = inserted.into_iter().peekable();
    for (start, end) in removed.into_iter().chain([(source.len(), source.len())]) {
        if start >= at {
            while let Some(&point) = insertions.peek().filter(|&&p| p <= start) {
                if point >= at {
                    out.push_str(&source[at..point]);
                    out.push_str("::");
                    out.push_str(INLINE_NAME);
                    at = point;
                }
                insertions.next();
            }
            out.push_str(&source[at..start]);
        }
        at = at.max(end);
    }
    Ok(out.trim_matches('\n').to_string() + "\n")
}

/// The range `start..end` widened to whole lines when nothing else shares them.
fn whole_lines(source: &str, start: usize, end: usize) -> (usize, usize) {
    let line_start = source[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = source[end..].find('\n').map_or(source.len(), |i| end + i + 1);
    let alone_before = source[line_start..start].trim().is_empty();
    let alone_after = source[end..line_end].trim().is_empty();
    if alone_before && alone_after { (line_start, line_end) } else { (start, end) }
}

/// The index of the last token of the item starting at `code[at]` (attributes included):
/// its closing `}` or `;`.
fn item_end(source: &str, code: &[Token], mut at: usize) -> usize {
    while at < code.len() {
        match code[at].text(source) {
            ";" => return at,
            "{" => return matching_close(source, code, at).unwrap_or(code.len() - 1),
            "(" | "[" => at = matching_close(source, code, at).unwrap_or(code.len() - 1) + 1,
            _ => at += 1,
        }
    }
    code.len() - 1
}

/// `text` with `prefix` before every non-empty line, except lines that start inside a
/// multi-line literal (whose content must not change).
fn indent(text: &str, prefix: &str) -> Result<String> {
    let tokens = tokenize(text).map_err(|e| anyhow::anyhow!("{e}"))?;
    let literals: Vec<(usize, usize)> =
        tokens.iter().filter(|t| t.kind == Kind::Literal).map(|t| (t.start, t.end)).collect();
    let mut out = String::with_capacity(text.len() * 5 / 4);
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let inside_literal = literals.iter().any(|&(start, end)| start < at && at < end);
        if !inside_literal && !line.trim().is_empty() {
            out.push_str(prefix);
        }
        out.push_str(line);
        at += line.len();
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crate_paths_are_rewritten_only_in_code() {
        let source = "use crate::{a::B, c};\npub(crate) fn f() { crate :: d::e(); \
                      $crate::m!(); let s = \"crate::s\"; } // crate::c\n";
        assert_eq!(
            inline_module(source).unwrap(),
            "use crate::cgt::{a::B, c};\npub(crate) fn f() { crate::cgt :: d::e(); \
             $crate::cgt::m!(); let s = \"crate::s\"; } // crate::c\n"
        );
    }

    #[test]
    fn doc_comments_and_test_modules_go_code_stays() {
        let source = "//! Crate docs.\n/// An item.\n/** Block. */\npub fn f() {} // kept\n\
                      #[cfg(test)]\nmod tests {\n    /// A doc in a test.\n    #[test]\n    \
                      fn t() { crate::f(); }\n}\n#[cfg(test)]\nuse std::fmt;\nfn g() {}\n";
        assert_eq!(inline_module(source).unwrap(), "pub fn f() {} // kept\nfn g() {}\n");
    }

    #[test]
    fn multi_line_literals_are_not_indented() {
        let text = "fn f() -> &'static str {\n    \"a\nb\"\n}\n";
        assert_eq!(
            indent(text, "  ").unwrap(),
            "  fn f() -> &'static str {\n      \"a\nb\"\n  }\n"
        );
    }
}
