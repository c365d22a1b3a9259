//! The shared library `cgt` as the bundler sees it: a tree of modules, one a file
//! (`lib/src/lib.rs` the root, `lib/src/<a>.rs`, `lib/src/<a>/<b>.rs`, …), their re-exports
//! (`pub use crate::…;`, `pub use <child>::…;`), which modules a module reaches through its
//! paths, and the inline `mod cgt { … }` that holds the reached ones — submodules that nothing
//! reaches are left out, with the re-exports of them.

use std::collections::BTreeSet;
use std::path::Path;

use anyhow::{Context, Result};

use super::lexer::{Kind, Token, matching_close, tokenize};
use super::paths::{PathEnd, UsePath, tree_paths, use_paths};

/// The library's crate root inside a bundle: `crate::x` of the lib becomes `crate::cgt::x`.
pub const INLINE_NAME: &str = "cgt";

/// One module of the library: one file.
#[derive(Debug, Clone)]
pub struct Module {
    /// Its path from the crate root, `partizan::store` (empty for the root).
    pub name: String,
    /// Its file's text, as read.
    pub source: String,
    /// Its file, as shown in messages: `lib/src/partizan/store.rs`.
    file: String,
    /// Its parent's index (the root's is itself).
    parent: usize,
    /// Its out-of-line submodules `mod <child>;`: name, index, and the declaration's byte
    /// range (with `pub` and attributes).
    children: Vec<(String, usize, (usize, usize))>,
    /// Its `pub use` statements: the paths from the root they name, and their byte range.
    reexports: Vec<(Vec<UsePath>, (usize, usize))>,
    /// The types and traits it defines (`struct`, `enum`, `trait`, `union`, `type` names).
    defines: BTreeSet<String>,
    /// Its `impl` blocks. An `impl Trait for Type` in another module than `Type`'s comes with
    /// both; an `impl Type { … }` with `Type` and the name of one of its methods.
    implements: Vec<Impl>,
    /// The names its code reaches through a path or a method call (`x.name`, `T::name`).
    idents: BTreeSet<String>,
    /// The Rust version its declaration names (`#[clippy::msrv = "1.63"] pub mod x;`), or
    /// else its parent's; the crate's `rust-version` for the root.
    pub rust_version: RustVersion,
}

/// The library: its modules, parents before children, in declaration order; the root first.
#[derive(Debug, Clone)]
pub struct Library {
    /// The modules; `modules[0]` is the root, `lib/src/lib.rs`.
    pub modules: Vec<Module>,
}

/// Which of the library's Cargo features a bundle has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Features {
    /// The default ones, as `cargo build` compiles the lib (for the current compiler: the
    /// AVX-512 kernel of the sparse method, which needs Rust 1.89).
    #[default]
    Default,
    /// None, as `--no-default-features`: what a judge's older compiler compiles.
    None,
}

/// The Rust version a crate or module needs, `(1, 63)`.
pub use kit::judge_env::RustVersion;

impl Module {
    /// Its file, as shown in messages: `lib/src/partizan/store.rs`.
    pub fn file(&self) -> &str {
        &self.file
    }
}

/// The child of module `at` called `name`, if it has one.
fn child_of(modules: &[Module], at: usize, name: &str) -> Option<usize> {
    modules[at].children.iter().find(|(child, ..)| child == name).map(|&(_, index, _)| index)
}

impl Library {
    /// Reads `<lib_dir>/src/lib.rs` and every module it declares with `[pub] mod <name>;`,
    /// from `src/<name>.rs`, and theirs from `src/<name>/<child>.rs`, and so on.
    ///
    /// # Errors
    ///
    /// An unreadable file, a file that cannot be tokenized.
    pub fn load(lib_dir: &Path) -> Result<Library> {
        Library::load_with(lib_dir, Features::Default)
    }

    /// [`Library::load`] with the given features: each file is read as rustc would see it with
    /// them, `#[cfg(feature = "…")]` and `#[cfg(not(feature = "…"))]` resolved (the attribute
    /// dropped, or the item with it), and `#[cfg(test)]` items dropped, so that what they
    /// name is not reached. The root's Rust version is the crate's `rust-version` (from
    /// `<lib_dir>/Cargo.toml`, or the workspace's above it), `(1, 0)` if none is found.
    ///
    /// # Errors
    ///
    /// An unreadable file, a file that cannot be tokenized.
    pub fn load_with(lib_dir: &Path, features: Features) -> Result<Library> {
        let mut library = Library { modules: Vec::new() };
        let root_version = crate_rust_version(lib_dir).unwrap_or((1, 0));
        let mut load = Load { features, version: root_version };
        library.load_module(&lib_dir.join("src"), "lib/src", "lib", String::new(), 0, &mut load)?;
        Ok(library)
    }

    /// Loads the module `name` from `<folder>/<stem>.rs` (its children from `<folder>/<name's
    /// last segment>/`) and its descendants. Returns its index.
    fn load_module(
        &mut self,
        folder: &Path,
        shown: &str,
        stem: &str,
        name: String,
        parent: usize,
        load: &mut Load,
    ) -> Result<usize> {
        let path = folder.join(format!("{stem}.rs"));
        let file = format!("{shown}/{stem}.rs");
        let source = std::fs::read_to_string(&path).with_context(|| match name.as_str() {
            "" => format!("{file}: cannot read"),
            _ => format!("{file}: cannot read (a module declared in its parent)"),
        })?;
        let source = resolve_cfgs(&source, load.features == Features::Default)
            .map_err(|e| anyhow::anyhow!("{file}: {e}"))?;
        let rust_version = load.version;
        let tokens = tokenize(&source).map_err(|e| anyhow::anyhow!("{file}: {e}"))?;
        let code: Vec<Token> = tokens.into_iter().filter(Token::is_code).collect();
        let index = self.modules.len();
        let parent = if name.is_empty() { index } else { parent };
        let reexports = reexports(&source, &code, &name, &children_named(&source, &code));
        let (defines, implements) = types(&source, &code);
        let idents = identifiers(&source, &code);
        let declared = declarations(&source, &code);
        self.modules.push(Module {
            name: name.clone(),
            source,
            file,
            parent,
            children: Vec::new(),
            reexports,
            defines,
            implements,
            idents,
            rust_version,
        });
        let child_folder = if name.is_empty() { folder.to_path_buf() } else { folder.join(stem) };
        let child_shown =
            if name.is_empty() { shown.to_string() } else { format!("{shown}/{stem}") };
        for (child, range, version) in declared {
            let child_name =
                if name.is_empty() { child.clone() } else { format!("{name}::{child}") };
            load.version = version.unwrap_or(rust_version);
            let at =
                self.load_module(&child_folder, &child_shown, &child, child_name, index, load)?;
            self.modules[index].children.push((child, at, range));
        }
        Ok(index)
    }

    /// The modules a path from the root reaches: the deepest module its segments name, and
    /// through the re-exports of that module, the modules its next segment comes from (a
    /// glob reaches the module and all below it; a bare root everything).
    ///
    /// # Errors
    ///
    /// A path whose first segment is neither a module nor a re-export of the root.
    pub fn resolve(&self, path: &UsePath) -> Result<BTreeSet<usize>, String> {
        let mut reached = BTreeSet::new();
        self.resolve_into(path, &mut reached, 0);
        if path.end != PathEnd::Bare && !reached.iter().any(|&m| m != 0) {
            let first = path.segments.first().map_or("", String::as_str);
            return Err(format!("`cgt::{first}` is neither a module nor a root re-export of cgt"));
        }
        reached.remove(&0);
        Ok(reached)
    }

    /// [`Library::resolve`] into `reached`, the root included; `depth` bounds chains of
    /// re-exports.
    fn resolve_into(&self, path: &UsePath, reached: &mut BTreeSet<usize>, depth: usize) {
        if depth > 16 {
            return;
        }
        if path.end == PathEnd::Bare {
            reached.extend(0..self.modules.len());
            return;
        }
        let (mut at, mut i) = (0, 0);
        while let Some(child) = path.segments.get(i).and_then(|s| child_of(&self.modules, at, s)) {
            (at, i) = (child, i + 1);
        }
        reached.insert(at);
        match path.segments.get(i) {
            None if path.end == PathEnd::Glob => {
                reached.extend((0..self.modules.len()).filter(|&m| self.is_within(m, at)));
            }
            None => {}
            Some(name) => {
                for (targets, _) in &self.modules[at].reexports {
                    for target in targets {
                        let named = match &target.end {
                            PathEnd::Name(visible) => visible == name,
                            PathEnd::Glob | PathEnd::Bare => true,
                        };
                        if named {
                            self.resolve_into(target, reached, depth + 1);
                        }
                    }
                }
            }
        }
    }

    /// Whether module `m` is `ancestor` or below it.
    fn is_within(&self, mut m: usize, ancestor: usize) -> bool {
        loop {
            if m == ancestor {
                return true;
            }
            if m == 0 {
                return false;
            }
            m = self.modules[m].parent;
        }
    }

    /// The modules `m`'s code reaches, its re-exports of its own descendants aside (those are
    /// followed when a path goes through them).
    fn dependencies(&self, m: usize) -> Result<BTreeSet<usize>> {
        let module = &self.modules[m];
        let mut source = module.source.clone();
        for (targets, (start, end)) in &module.reexports {
            let own = targets.iter().all(|t| {
                let mut reached = BTreeSet::new();
                self.resolve_into(t, &mut reached, 0);
                reached.iter().all(|&r| r != m && self.is_within(r, m))
            });
            if own {
                source.replace_range(start..end, &" ".repeat(end - start));
            }
        }
        let mut paths =
            use_paths(&source, "crate").map_err(|e| anyhow::anyhow!("{}: {e}", module.file))?;
        paths.extend(relative_paths(&source, &module.name, &module.children)?);
        paths.extend(parent_paths(&source, &module.name)?);
        let mut reached = BTreeSet::new();
        for path in paths.iter().filter(|p| p.end != PathEnd::Bare) {
            self.resolve_into(path, &mut reached, 0);
        }
        Ok(reached)
    }

    /// The closure of `roots` under "a module reaches the modules its paths name, and its
    /// parent", in the library's order, the root left out. O(total size of the reached
    /// modules).
    ///
    /// # Errors
    ///
    /// A module that cannot be tokenized.
    pub fn reach(&self, roots: &BTreeSet<usize>, solution: &str) -> Result<Vec<&Module>> {
        let tokens = tokenize(solution).map_err(|e| anyhow::anyhow!("the solution: {e}"))?;
        let code: Vec<Token> = tokens.into_iter().filter(Token::is_code).collect();
        let solution_idents = identifiers(solution, &code);
        let mut reached: BTreeSet<usize> = BTreeSet::new();
        let mut stack: Vec<usize> = roots.iter().copied().collect();
        loop {
            while let Some(m) = stack.pop() {
                if !reached.insert(m) {
                    continue;
                }
                stack.push(self.modules[m].parent);
                stack.extend(self.dependencies(m)?);
            }
            // The impl blocks elsewhere of the types reached come with them: a trait impl when
            // the trait is reached too, an inherent one when one of its methods is named.
            let defined: BTreeSet<&String> =
                reached.iter().flat_map(|&m| &self.modules[m].defines).collect();
            // (The root's code is declarations and re-exports: module names, not calls.)
            let named = |f: &String| {
                solution_idents.contains(f)
                    || reached.iter().any(|&m| m != 0 && self.modules[m].idents.contains(f))
            };
            // A block for a type of its own module is not elsewhere: it comes with the module
            // (a type of the same name reached in another module does not bring it).
            stack.extend((0..self.modules.len()).filter(|m| {
                !reached.contains(m)
                    && self.modules[*m].implements.iter().any(|block| {
                        !self.modules[*m].defines.contains(&block.ty)
                            && defined.contains(&block.ty)
                            && match &block.of_trait {
                                Some(tr) => defined.contains(tr),
                                None => block.methods.iter().any(named),
                            }
                    })
            }));
            if stack.is_empty() {
                break;
            }
        }
        Ok(self
            .modules
            .iter()
            .enumerate()
            .filter(|(m, _)| *m != 0 && reached.contains(m))
            .map(|(_, module)| module)
            .collect())
    }

    /// The modules of `kept` and their ancestors, in the library's order, the root left out.
    pub fn closed_under_parents(&self, kept: &BTreeSet<usize>) -> Vec<&Module> {
        let mut all = BTreeSet::new();
        for &m in kept {
            let mut at = m;
            while at != 0 && all.insert(at) {
                at = self.modules[at].parent;
            }
        }
        all.into_iter().map(|m| &self.modules[m]).collect()
    }

    /// The inline module `mod cgt { … }` holding `modules` (each cleaned by [`inline_module`]
    /// and nested in its parent), the declarations and re-exports of the modules left out
    /// removed.
    ///
    /// # Errors
    ///
    /// A module that cannot be tokenized.
    pub fn inline(&self, modules: &[&Module]) -> Result<String> {
        let kept: BTreeSet<&str> = modules.iter().map(|m| m.name.as_str()).collect();
        let mut out = String::new();
        out.push_str(
            "// A submission uses only part of each module and of the root re-exports.
             #[allow(dead_code, unused_imports)]
",
        );
        out.push_str(&format!(
            "mod {INLINE_NAME} {{
"
        ));
        out.push_str(&indent(&self.assemble(0, &kept)?, "    ")?);
        out.push_str(
            "}
",
        );
        Ok(out)
    }

    /// The text of module `m` with its kept children nested in it, cleaned.
    fn assemble(&self, m: usize, kept: &BTreeSet<&str>) -> Result<String> {
        let module = &self.modules[m];
        // Edits on the file's text: kept children become placeholders, the others and the
        // re-exports that need them go.
        let mut edits: Vec<(usize, usize, String)> = Vec::new();
        for (child, index, (start, end)) in &module.children {
            let keep = kept.contains(self.modules[*index].name.as_str());
            let declaration = &module.source[*start..*end];
            let replacement = if keep {
                declaration.replacen(
                    &format!("mod {child};"),
                    &format!("mod {child} {{ /*@{child}@*/ }}"),
                    1,
                )
            } else {
                String::new()
            };
            edits.push((*start, *end, replacement));
        }
        for (targets, (start, end)) in &module.reexports {
            let kept_target = |t: &UsePath| {
                let mut reached = BTreeSet::new();
                self.resolve_into(t, &mut reached, 0);
                reached.iter().all(|&r| r == 0 || kept.contains(self.modules[r].name.as_str()))
            };
            if targets.iter().all(kept_target) {
                continue;
            }
            // Only some names are needed: one statement for each of them.
            let mut statements = String::new();
            for target in targets.iter().filter(|t| kept_target(t)) {
                let path = target.segments.join("::");
                match &target.end {
                    PathEnd::Name(v) if target.segments.last() != Some(v) => {
                        statements.push_str(&format!("pub use crate::{path} as {v};\n"))
                    }
                    PathEnd::Glob => statements.push_str(&format!("pub use crate::{path}::*;\n")),
                    _ => statements.push_str(&format!("pub use crate::{path};\n")),
                }
            }
            edits.push((*start, *end, statements.trim_end().to_string()));
        }
        edits.sort_by_key(|e| e.0);
        let mut text = String::with_capacity(module.source.len());
        let mut at = 0;
        for (start, end, replacement) in edits {
            if start < at {
                continue;
            }
            let (start, end) = if replacement.is_empty() {
                whole_lines(&module.source, start, end)
            } else {
                (start, end)
            };
            text.push_str(&module.source[at..start]);
            text.push_str(&replacement);
            at = end;
        }
        text.push_str(&module.source[at..]);
        let mut text = inline_module(&text).map_err(|e| anyhow::anyhow!("{}: {e}", module.file))?;
        for (child, index, _) in &module.children {
            if kept.contains(self.modules[*index].name.as_str()) {
                let body = indent(&self.assemble(*index, kept)?, "    ")?;
                text =
                    text.replacen(&format!(" {{ /*@{child}@*/ }}"), &format!(" {{\n{body}}}"), 1);
            }
        }
        Ok(text)
    }
}

/// The out-of-line submodule declarations `[pub] mod <name>;` of a file, with their byte
/// ranges (from `pub`, or `mod`, to `;`). A `#[cfg(test)]` one is no submodule of a bundle:
/// it is left for [`inline_module`] to drop with its attribute.
fn declarations(
    source: &str,
    code: &[Token],
) -> Vec<(String, (usize, usize), Option<RustVersion>)> {
    let text = |i: usize| code.get(i).map_or("", |t: &Token| t.text(source));
    let cfg_test_before = |i: usize| {
        i >= 7
            && ["#", "[", "cfg", "(", "test", ")", "]"]
                .iter()
                .enumerate()
                .all(|(k, expected)| text(i - 7 + k) == *expected)
    };
    let mut out = Vec::new();
    for i in 0..code.len() {
        if text(i) == "mod"
            && code.get(i + 1).is_some_and(|t| t.kind == Kind::Ident)
            && text(i + 2) == ";"
            && !cfg_test_before(i)
        {
            let mut start = i;
            if i > 0 && text(i - 1) == "pub" {
                start = i - 1;
            } else if i > 3 && text(i - 1) == ")" && text(i - 3) == "(" && text(i - 4) == "pub" {
                start = i - 4;
            }
            // Its outer attributes `#[…]` belong to it (a `#[clippy::msrv = "…"]` among them).
            let mut version = None;
            while start >= 3 && text(start - 1) == "]" {
                let Some(open) = (0..start - 1).rev().find(|&k| {
                    text(k) == "[" && matching_close(source, code, k) == Some(start - 1)
                }) else {
                    break;
                };
                if open == 0 || text(open - 1) != "#" {
                    break;
                }
                let words: Vec<&str> = (open + 1..start - 1).map(text).collect();
                if let ["clippy", "::", "msrv", "=", literal] = words.as_slice() {
                    version = kit::judge_env::parse_version(literal.trim_matches('"'));
                }
                start = open - 1;
            }
            out.push((text(i + 1).to_string(), (code[start].start, code[i + 2].end), version));
        }
    }
    out
}

/// The types and traits a file defines at its top level, and the types its `impl` blocks are
/// for (the last segment of the path after `impl` or after `for`, generics and references
/// aside).
fn types(source: &str, code: &[Token]) -> (BTreeSet<String>, Vec<Impl>) {
    let text = |i: usize| code.get(i).map_or("", |t: &Token| t.text(source));
    let (mut defines, mut implements) = (BTreeSet::new(), Vec::new());
    let mut depth = 0usize;
    for i in 0..code.len() {
        match text(i) {
            "{" => depth += 1,
            "}" => depth = depth.saturating_sub(1),
            // Items of the module itself, not associated types.
            "struct" | "enum" | "trait" | "union" | "type"
                if depth == 0 && code.get(i + 1).is_some_and(|t| t.kind == Kind::Ident) =>
            {
                defines.insert(text(i + 1).to_string());
            }
            // An impl block starts an item (`impl Trait` in a signature does not).
            "impl" if i == 0 || matches!(text(i - 1), "}" | ";" | "]" | "unsafe") => {
                let mut at = i + 1;
                if text(at) == "<" {
                    at = skip_generics(source, code, at);
                }
                let (mut last, mut tr) = (None, None);
                while at < code.len() && !matches!(text(at), "{" | "where" | ";") {
                    match text(at) {
                        "for" => tr = last.take(),
                        "<" => {
                            at = skip_generics(source, code, at);
                            continue;
                        }
                        word if code[at].kind == Kind::Ident
                            && !matches!(word, "dyn" | "mut" | "const" | "unsafe") =>
                        {
                            last = Some(word.to_string());
                        }
                        _ => {}
                    }
                    at += 1;
                }
                while at < code.len() && text(at) != "{" && text(at) != ";" {
                    at += 1;
                }
                let close = matching_close(source, code, at).unwrap_or(at);
                let methods = (at..close)
                    .filter(|&k| {
                        text(k) == "fn" && code.get(k + 1).is_some_and(|t| t.kind == Kind::Ident)
                    })
                    .map(|k| text(k + 1).to_string())
                    .collect();
                if let Some(ty) = last {
                    implements.push(Impl { of_trait: tr, ty, methods });
                }
            }
            _ => {}
        }
    }
    (defines, implements)
}

/// An `impl` block: the trait it implements (if any), the type, its `fn`s.
#[derive(Debug, Clone)]
struct Impl {
    of_trait: Option<String>,
    ty: String,
    methods: Vec<String>,
}

/// The identifiers of a file's code that follow `.` or `::` (a method is only ever called so).
fn identifiers(source: &str, code: &[Token]) -> BTreeSet<String> {
    (1..code.len())
        .filter(|&i| code[i].kind == Kind::Ident && matches!(code[i - 1].text(source), "." | "::"))
        .map(|i| code[i].text(source).to_string())
        .collect()
}

/// The index after the generics `<…>` opening at `code[at]`.
fn skip_generics(source: &str, code: &[Token], mut at: usize) -> usize {
    let mut depth = 0usize;
    while at < code.len() {
        match code[at].text(source) {
            "<" => depth += 1,
            ">" => depth = depth.saturating_sub(1),
            ">>" => depth = depth.saturating_sub(2),
            _ => {}
        }
        at += 1;
        if depth == 0 {
            break;
        }
    }
    at
}

/// The names of a file's out-of-line submodules.
fn children_named(source: &str, code: &[Token]) -> Vec<String> {
    declarations(source, code).into_iter().map(|(name, ..)| name).collect()
}

/// The `pub use` statements of module `name`'s file, each with the paths from the root it
/// names (`crate::…` as written, `<child>::…` under the module) and its byte range.
fn reexports(
    source: &str,
    code: &[Token],
    name: &str,
    children: &[String],
) -> Vec<(Vec<UsePath>, (usize, usize))> {
    let text = |i: usize| code.get(i).map_or("", |t: &Token| t.text(source));
    let mut out = Vec::new();
    for i in 0..code.len() {
        if text(i) != "pub" || text(i + 1) != "use" {
            continue;
        }
        let end = (i..code.len()).find(|&j| text(j) == ";").unwrap_or(code.len() - 1);
        let mut paths = Vec::new();
        let mut prefix: Vec<String> = Vec::new();
        if text(i + 2) == "crate" && text(i + 3) == "::" {
            tree_paths(source, code, i + 4, &mut prefix, &mut paths);
        } else if children.iter().any(|c| c == text(i + 2)) {
            prefix.extend(name.split("::").filter(|s| !s.is_empty()).map(String::from));
            tree_paths(source, code, i + 2, &mut prefix, &mut paths);
        } else {
            continue;
        }
        out.push((paths, (code[i].start, code[end].end)));
    }
    out
}

/// The paths of a module's file that start at one of its children (`graph::Graph` in the
/// module `partizan::colouring`), as paths from the root.
fn relative_paths(
    source: &str,
    name: &str,
    children: &[(String, usize, (usize, usize))],
) -> Result<Vec<UsePath>> {
    let mut out = Vec::new();
    for (child, ..) in children {
        // A bare identifier with a child's name is not a path to it (`store.add(…)`).
        let paths = use_paths(source, child).map_err(|e| anyhow::anyhow!("{e}"))?;
        for mut path in paths.into_iter().filter(|p| p.end != PathEnd::Bare) {
            let mut segments: Vec<String> =
                name.split("::").filter(|s| !s.is_empty()).map(String::from).collect();
            segments.push(child.clone());
            segments.append(&mut path.segments);
            out.push(UsePath { segments, end: path.end });
        }
    }
    Ok(out)
}

/// The paths of a module's file that start at `super` (`super::levels::extend` in the
/// module `misere::quotient::by_components`), as paths from the root.
fn parent_paths(source: &str, name: &str) -> Result<Vec<UsePath>> {
    let paths = use_paths(source, "super").map_err(|e| anyhow::anyhow!("{e}"))?;
    let mut out = Vec::new();
    for path in paths.into_iter().filter(|p| p.end != PathEnd::Bare) {
        let mut segments: Vec<String> =
            name.split("::").filter(|s| !s.is_empty()).map(String::from).collect();
        segments.pop();
        let mut rest = path.segments.into_iter().peekable();
        while rest.next_if(|s| s == "super").is_some() {
            segments.pop();
        }
        segments.extend(rest);
        out.push(UsePath { segments, end: path.end });
    }
    Ok(out)
}

/// What loading passes down the module tree: the features, and the Rust version the next
/// module inherits.
struct Load {
    features: Features,
    version: RustVersion,
}

/// The `rust-version` of the crate at `lib_dir` (its `Cargo.toml`, or with
/// `rust-version.workspace = true` the workspace's `Cargo.toml` above it), read line by line.
fn crate_rust_version(lib_dir: &Path) -> Option<RustVersion> {
    let declared = |path: &Path| -> Option<String> {
        let text = std::fs::read_to_string(path).ok()?;
        text.lines().find_map(|line| {
            let rest = line.trim().strip_prefix("rust-version")?.trim_start();
            Some(rest.to_string())
        })
    };
    let own = declared(&lib_dir.join("Cargo.toml"))?;
    let value = if own.starts_with(".workspace") {
        let workspace =
            lib_dir.ancestors().skip(1).map(|dir| dir.join("Cargo.toml")).find(|p| {
                std::fs::read_to_string(p).is_ok_and(|text| text.contains("[workspace.package]"))
            })?;
        declared(&workspace)?
    } else {
        own
    };
    kit::judge_env::parse_version(value.strip_prefix('=')?.trim().trim_matches('"'))
}

/// `source` as rustc reads it with the lib's Cargo features on (`features`) or off, and
/// without tests: an item (or statement) under `#[cfg(test)]`, `#[cfg(feature = "…")]` or
/// `#[cfg(not(feature = "…"))]` whose condition is false goes with its attribute, and the
/// attribute alone goes when it is true; other `cfg`s stay for rustc. O(length of the source).
///
/// # Example
/// ```
/// use kata::commands::bundle::library::resolve_cfgs;
/// let source = "#[cfg(feature = \"fast\")]\nmod fast;\n#[cfg(not(feature = \"fast\"))]\n\
///               fn slow() {}\n#[cfg(test)]\nmod tests {}\n";
/// assert_eq!(resolve_cfgs(source, false).unwrap(), "fn slow() {}\n");
/// assert_eq!(resolve_cfgs(source, true).unwrap(), "mod fast;\n");
/// ```
///
/// # Errors
///
/// The source cannot be tokenized (an unterminated literal or comment).
pub fn resolve_cfgs(source: &str, features: bool) -> Result<String, String> {
    let code: Vec<Token> = tokenize(source)?.into_iter().filter(Token::is_code).collect();
    let text = |i: usize| code.get(i).map_or("", |t: &Token| t.text(source));
    let mut removed: Vec<(usize, usize)> = Vec::new();
    let mut i = 0;
    while i < code.len() {
        if !(text(i) == "#" && text(i + 1) == "[" && text(i + 2) == "cfg" && text(i + 3) == "(") {
            i += 1;
            continue;
        }
        let close = matching_close(source, &code, i + 1).unwrap_or(code.len() - 1);
        let words: Vec<&str> = (i + 4..close.saturating_sub(1)).map(text).collect();
        let holds = match words.as_slice() {
            ["test"] => Some(false),
            ["not", "(", "test", ")"] => Some(true),
            ["feature", "=", _] => Some(features),
            ["not", "(", "feature", "=", _, ")"] => Some(!features),
            _ => None,
        };
        match holds {
            Some(true) => removed.push(whole_lines(source, code[i].start, code[close].end)),
            Some(false) => {
                let end = item_end(source, &code, close + 1);
                removed.push(whole_lines(source, code[i].start, code[end].end));
                i = end;
            }
            None => {}
        }
        i += 1;
    }
    let mut out = String::with_capacity(source.len());
    let mut at = 0;
    for (start, end) in removed {
        out.push_str(&source[at..start.max(at)]);
        at = at.max(end);
    }
    out.push_str(&source[at..]);
    Ok(out)
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
