//! The practice commands as a person meets them: `list` shows no spoiler, `start` never
//! overwrites, `reveal` asks and marks REVEALED, `reset` keeps copies, a bad progress line is
//! one error and nothing is lost, an unknown slug gets a "did you mean".

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use kata::commands::workspace;
use kata::practice::catalogue;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// `kata <args>` with the practice folder `practice` and `stdin` as its input.
fn kata(practice: &Path, args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kata"))
        .current_dir(root())
        .env("KATA_PRACTICE_DIR", practice)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), stdin.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

fn text(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned() + &String::from_utf8_lossy(&output.stderr)
}

#[test]
fn every_problem_is_a_kata_with_three_hints_a_stub_and_a_place_on_the_path() {
    let katas = catalogue::katas(&root()).expect("every problem has its practice fields");
    assert_eq!(katas.len(), workspace::problems(&root()).unwrap().len());
    for kata in &katas {
        let slug = kata.slug();
        assert!((1..=10).contains(&kata.difficulty), "{slug}");
        for level in 1..=3 {
            let (_, hint) = kata.hints.level(level).unwrap();
            assert!(hint.split_whitespace().count() >= 6, "{slug}: hint {level} is too short");
            assert!(!hint.contains(&kata.problem.spec.idea), "{slug}: hint {level} is the idea");
        }
        let stub = catalogue::stub_text(kata).unwrap();
        assert!(stub.starts_with(&format!("//! {} — your attempt.", kata.problem.spec.title)));
        let code = stub.lines().filter(|line| !line.trim_start().starts_with("//"));
        let todos: usize = code.map(|line| line.matches("todo!(").count()).sum();
        assert_eq!(todos, 1, "{slug}: the stub has one todo!()");
        assert!(!stub.contains("use cgt"), "{slug}: the stub names the lib's tools");
        assert!(!stub.contains("clippy::todo"), "{slug}: the lint line is stripped");
    }
    // The path visits the stages in order.
    let topics: Vec<_> = katas.iter().map(|kata| kata.topic).collect();
    assert!(topics.is_sorted(), "katas are listed in path order");
}

#[test]
fn the_list_shows_no_idea_and_no_hint_of_any_kata() {
    let practice = tempfile::tempdir().unwrap();
    let output = kata(practice.path(), &["list"], "");
    assert!(output.status.success(), "{}", text(&output));
    let list = String::from_utf8_lossy(&output.stdout);
    let katas = catalogue::katas(&root()).unwrap();
    assert!(
        list.contains(&format!(
            "overall                      [..........] 0/{} solved",
            katas.len()
        )),
        "{list}"
    );
    for kata in &katas {
        assert!(list.contains(kata.slug()), "{} is listed", kata.slug());
        let spec = &kata.problem.spec;
        assert!(!list.contains(&spec.idea), "{}: its idea is listed", kata.slug());
        for tag in spec.tags.iter().filter(|tag| tag.len() > 12) {
            assert!(!list.contains(tag.as_str()), "{}: its tag {tag:?} is listed", kata.slug());
        }
        for level in 1..=3 {
            let (_, hint) = kata.hints.level(level).unwrap();
            assert!(!list.contains(hint), "{}: a hint is listed", kata.slug());
        }
    }
    // Filters: by topic, by status, by text.
    let nim = text(&kata(practice.path(), &["list", "--topic", "nim"], ""));
    assert!(nim.contains("cses-nim-game-1") && !nim.contains("kayles"), "{nim}");
    let solved = text(&kata(practice.path(), &["list", "--status", "solved"], ""));
    assert!(solved.starts_with("no kata matches"), "{solved}");
    let hackenbush = text(&kata(practice.path(), &["list", "HACKENBUSH"], ""));
    assert!(hackenbush.contains("kattis-hackenbushbamboo") && !hackenbush.contains("kayles"));
    let bad = kata(practice.path(), &["list", "--topic", "nimm"], "");
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        text(&bad).starts_with("error: unknown topic \"nimm\": one of nim, "),
        "{}",
        text(&bad)
    );
}

#[test]
fn start_writes_the_stub_once_and_never_overwrites() {
    let practice = tempfile::tempdir().unwrap();
    let output = kata(practice.path(), &["start", "kayles"], "");
    assert!(output.status.success(), "{}", text(&output));
    assert!(text(&output).contains("statement  problems/kayles/README.md"), "{}", text(&output));
    let attempt = practice.path().join("kayles.rs");
    let stub = std::fs::read_to_string(&attempt).unwrap();
    assert!(stub.contains("todo!("));
    std::fs::write(&attempt, "// mine\n").unwrap();
    let again = kata(practice.path(), &["start", "kayles"], "");
    assert!(again.status.success());
    assert!(text(&again).contains("exists already"), "{}", text(&again));
    assert_eq!(std::fs::read_to_string(&attempt).unwrap(), "// mine\n");
    let progress = std::fs::read_to_string(practice.path().join("progress.txt")).unwrap();
    assert!(progress.contains("current kayles\nkayles ATTEMPTED started="), "{progress}");

    let unknown = kata(practice.path(), &["start", "kayels"], "");
    assert_eq!(unknown.status.code(), Some(2));
    assert!(text(&unknown).contains("did you mean `kayles`?"), "{}", text(&unknown));
    assert_eq!(text(&unknown).lines().count(), 1);
}

#[test]
fn hints_open_one_level_at_a_time_and_are_recorded() {
    let practice = tempfile::tempdir().unwrap();
    let kayles = catalogue::kata(&root(), "kayles").unwrap();
    let first = text(&kata(practice.path(), &["hint", "kayles"], ""));
    assert!(first.contains("hint 1 of 3 (a nudge)") && !first.contains("hint 2"), "{first}");
    let second = text(&kata(practice.path(), &["hint", "kayles"], ""));
    assert!(second.contains("hint 2 of 3 (the pattern)"), "{second}");
    let pattern_start: String =
        kayles.hints.pattern.split_whitespace().take(3).collect::<Vec<_>>().join(" ");
    assert!(second.contains(&pattern_start), "{second}");
    let progress = std::fs::read_to_string(practice.path().join("progress.txt")).unwrap();
    assert!(progress.contains("kayles PENDING hints=2"), "{progress}");
}

#[test]
fn reveal_asks_first_and_counts_as_revealed() {
    let practice = tempfile::tempdir().unwrap();
    let declined = kata(practice.path(), &["reveal", "kayles"], "n\n");
    assert_eq!(declined.status.code(), Some(1));
    assert!(!text(&declined).contains("fn main"), "nothing shown: {}", text(&declined));
    assert!(!practice.path().join("progress.txt").exists(), "nothing recorded");
    let shown = kata(practice.path(), &["reveal", "kayles"], "y\n");
    assert!(shown.status.success(), "{}", text(&shown));
    let solution = std::fs::read_to_string(root().join("solutions/kayles.rs")).unwrap();
    assert!(text(&shown).contains(&solution));
    let progress = std::fs::read_to_string(practice.path().join("progress.txt")).unwrap();
    assert!(progress.contains("kayles REVEALED"), "{progress}");
}

#[test]
fn reset_asks_and_keeps_a_copy_of_what_it_resets() {
    let practice = tempfile::tempdir().unwrap();
    assert!(kata(practice.path(), &["start", "kayles"], "").status.success());
    let attempt = practice.path().join("kayles.rs");
    std::fs::write(&attempt, "// my work\n").unwrap();
    let declined = kata(practice.path(), &["reset", "kayles"], "\n");
    assert_eq!(declined.status.code(), Some(1));
    assert!(attempt.exists());
    let reset = kata(practice.path(), &["reset", "kayles"], "yes\n");
    assert!(reset.status.success(), "{}", text(&reset));
    assert!(!attempt.exists());
    let kept: Vec<PathBuf> = std::fs::read_dir(practice.path().join("reset"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(std::fs::read_to_string(kept[0].join("kayles.rs")).unwrap(), "// my work\n");
    assert!(
        std::fs::read_to_string(kept[0].join("progress.txt")).unwrap().contains("kayles ATTEMPTED")
    );
    let progress = std::fs::read_to_string(practice.path().join("progress.txt")).unwrap();
    assert!(!progress.contains("kayles"), "{progress}");
}

#[test]
fn a_bad_progress_line_is_one_error_and_nothing_is_lost() {
    let practice = tempfile::tempdir().unwrap();
    let file = practice.path().join("progress.txt");
    let hand_edited = "kayles SOLVED\nnim-winning-moves DONE\n";
    std::fs::write(&file, hand_edited).unwrap();
    for args in [&["list"][..], &["start", "coins-134"], &["hint", "kayles"], &["watch"]] {
        let output = kata(practice.path(), args, "");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let error = text(&output);
        assert_eq!(error.lines().count(), 1, "{args:?}: {error}");
        assert!(error.contains("progress.txt:2: unknown status \"DONE\""), "{args:?}: {error}");
    }
    assert_eq!(std::fs::read_to_string(&file).unwrap(), hand_edited);
    assert!(!practice.path().join("coins-134.rs").exists());
}

#[test]
fn watch_without_an_attempt_says_how_to_start_one() {
    let practice = tempfile::tempdir().unwrap();
    let output = kata(practice.path(), &["watch", "kayles"], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output).contains("no attempt yet; start one with `cargo kata start kayles`"));
    let none = kata(practice.path(), &["watch"], "");
    assert!(text(&none).contains("no current kata"), "{}", text(&none));
}

#[test]
fn watch_on_a_solution_judges_it_and_keeps_no_progress() {
    let practice = tempfile::tempdir().unwrap();
    let args = ["watch", "hr-game-of-stones", "--solution", "--stress-time", "1", "--poll"];
    let output = kata(practice.path(), &args, "");
    let printed = text(&output);
    assert!(output.status.success(), "{printed}");
    assert!(printed.contains("(polling every 0.5 s (--poll))"), "{printed}");
    for stage in ["[1/4] compile   ok", "[2/4] samples", "[3/4] cases", "[4/4] stress"] {
        assert!(printed.contains(stage), "{stage}: {printed}");
    }
    assert!(printed.contains("the solution passes every stage"), "{printed}");
    assert!(!practice.path().join("progress.txt").exists(), "no progress kept");
}
