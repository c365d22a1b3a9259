//! The README's examples of output come from the tool: every `$ cargo kata …` line of its code
//! blocks (the ones that print a deterministic answer: not `bench`, whose figures are timings)
//! is run, and what it prints must match the lines shown under it. A line `…` stands for any
//! number of lines (the output is stdout then stderr, or stdout alone), a `…` inside a line stands for any text there (a timing, a temporary
//! path), a line starting `computed in` matches any timing, and a command whose output goes
//! to a file (`--out FILE`) only has to succeed, writing into a temporary folder. The
//! practice commands run in order on a practice folder of their own (`KATA_PRACTICE_DIR`),
//! never the workspace's `practice/`.

use std::path::Path;
use std::process::Command;

/// One example: the command's arguments after `cargo kata`, and the lines shown under it.
struct Example {
    line: usize,
    args: Vec<String>,
    shown: Vec<String>,
}

/// The examples of the README's fenced code blocks.
fn examples(readme: &str) -> Vec<Example> {
    let mut out: Vec<Example> = Vec::new();
    let mut in_block = false;
    let mut current: Option<Example> = None;
    for (i, line) in readme.lines().enumerate() {
        if line.starts_with("```") {
            in_block = !in_block;
            out.extend(current.take());
            continue;
        }
        if !in_block {
            continue;
        }
        if let Some(command) = line.strip_prefix("$ ") {
            out.extend(current.take());
            let command = command.split("  #").next().unwrap_or(command).trim();
            if let Some(rest) = command.strip_prefix("cargo kata ") {
                current = Some(Example { line: i + 1, args: split_args(rest), shown: Vec::new() });
            }
        } else if let Some(example) = current.as_mut() {
            example.shown.push(line.to_string());
        }
    }
    out.extend(current);
    out
}

/// Shell words: split at spaces, single quotes keep spaces.
fn split_args(text: &str) -> Vec<String> {
    let (mut words, mut word, mut quoted, mut any) = (Vec::new(), String::new(), false, false);
    for c in text.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                any = true;
            }
            ' ' if !quoted => {
                if any {
                    words.push(std::mem::take(&mut word));
                }
                any = false;
            }
            _ => {
                word.push(c);
                any = true;
            }
        }
    }
    if any {
        words.push(word);
    }
    words
}

/// Whether one printed line matches a shown one, where each `…` inside the shown line stands
/// for any text.
fn line_matches(shown: &str, line: &str) -> bool {
    let mut parts = shown.split('…');
    let first = parts.next().unwrap_or_default();
    let Some(mut rest) = line.strip_prefix(first) else { return false };
    let parts: Vec<&str> = parts.collect();
    let Some((last, middle)) = parts.split_last() else { return rest.is_empty() };
    for part in middle {
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    rest.ends_with(last)
}

/// Whether `actual` matches `shown`, where a shown line `…` stands for any lines, a `…`
/// inside a line for any text, and a shown `computed in …` for any `computed in …` line.
fn matches(shown: &[String], actual: &[&str]) -> bool {
    match shown.split_first() {
        None => actual.is_empty(),
        Some((first, rest)) if first.trim() == "…" => {
            (0..=actual.len()).any(|skip| matches(rest, &actual[skip..]))
        }
        Some((first, rest)) => actual.split_first().is_some_and(|(line, others)| {
            let same = line_matches(first, line)
                || (first.starts_with("computed in") && line.starts_with("computed in"));
            same && matches(rest, others)
        }),
    }
}

#[test]
fn every_example_of_the_readme_is_what_the_tool_prints() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let examples = examples(&readme);
    assert!(examples.len() >= 10, "{} examples found", examples.len());
    let scratch = tempfile::tempdir().unwrap();
    let mut checked = 0;
    for example in examples.iter().filter(|e| e.args.first().is_some_and(|a| a != "bench")) {
        let mut args = example.args.clone();
        let writes_a_file = args.iter().any(|a| a == "--out");
        if let Some(at) = args.iter().position(|a| a == "--out") {
            let name = args[at + 1].clone();
            args[at + 1] = scratch.path().join(name).display().to_string();
        }
        let output = Command::new(env!("CARGO_BIN_EXE_kata"))
            .args(&args)
            .current_dir(&root)
            .env("NO_COLOR", "1")
            .env("KATA_PRACTICE_DIR", scratch.path().join("practice"))
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        let text = stdout.clone() + &String::from_utf8_lossy(&output.stderr);
        let actual: Vec<&str> = text.lines().collect();
        // What a command prints on stdout alone may be shown without what cargo, run by it,
        // printed on stderr.
        let stdout_only: Vec<&str> = stdout.lines().collect();
        let what = format!("README.md:{}: cargo kata {}", example.line, example.args.join(" "));
        if writes_a_file {
            assert!(output.status.success(), "{what}: {text}");
        } else {
            let shown = &example.shown;
            assert!(
                matches(shown, &actual) || matches(shown, &stdout_only),
                "{what}\nshown:\n{}\nprinted:\n{text}",
                { example.shown.join("\n") }
            );
        }
        checked += 1;
    }
    assert!(checked >= 10, "{checked} examples checked");
}

#[test]
fn the_matcher_takes_ellipses_and_timings() {
    let shown: Vec<String> = ["a", "…", "d", "computed in 0.1 s"].map(String::from).to_vec();
    assert!(matches(&shown, &["a", "b", "c", "d", "computed in 9 s"]));
    assert!(matches(&shown, &["a", "d", "computed in 9 s"]));
    assert!(!matches(&shown, &["a", "b", "computed in 9 s"]));
    assert!(!matches(&shown, &["a", "d", "computed in 9 s", "extra"]));
    let inline: Vec<String> = vec!["[1/4] compile   ok (… s) in …/x.rs".to_string()];
    assert!(matches(&inline, &["[1/4] compile   ok (2.5 s) in /tmp/p/x.rs"]));
    assert!(!matches(&inline, &["[1/4] compile   FAILED in /tmp/p/x.rs"]));
    assert!(!matches(&inline, &["[1/4] compile   ok (2.5 s) in /tmp/p/x.rs!"]));
    assert_eq!(split_args("value '{5|4, 7}' --full"), ["value", "{5|4, 7}", "--full"]);
}
