//! `cargo kata play` as a script plays it, through pipes (stdin not a terminal): one answer a
//! line, the transcript ending `winner: …`; a player who follows the coach's marks wins every
//! won position; bad input is one line.

use std::io::{Read, Seek, SeekFrom, Write};
use std::process::{Command, Output, Stdio};

/// `kata play ARGS` with `input` on stdin (a file: not a terminal).
fn play(args: &[&str], input: &str) -> Output {
    let mut stdin = tempfile::tempfile().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    stdin.seek(SeekFrom::Start(0)).unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_kata"));
    command.arg("play").args(args).stdin(stdin).output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The transcript of a finished game (exit 0), checked to end with `winner: WHO`.
fn finished(args: &[&str], input: &str, who: &str) -> String {
    let output = play(args, input);
    let out = text(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{args:?}\n{out}{}", text(&output.stderr));
    assert_eq!(out.lines().last(), Some(format!("winner: {who}").as_str()), "{args:?}\n{out}");
    assert!(!out.contains('\x1b'), "no colours through a pipe:\n{out}");
    out
}

#[test]
fn scripts_play_every_ruleset_family() {
    // Won at once by the notation or the number.
    let nim = finished(&["nim", "0,3"], "heap 2: 3 -> 0\n", "you");
    assert!(nim.contains("  heap 2  ●●●  3\n"), "{nim}");
    assert!(nim.contains("your move (1-3, or a move such as `heap 2: 3 -> 0`): heap 2: 3 -> 0\n"));
    finished(&["subtraction", "1,3,4", "4"], "heap 1 -4\n", "you");
    finished(&["octal", "0.77", "2"], "heap 1: take 2 (all)\n", "you");
    finished(&["octal", "grundy", "3"], "1\n", "you");
    finished(&["knights", "4x4", "3,3"], "(3,3)->(1,2)\n", "you");
    finished(
        &["knights", "4x4", "3,3", "3,3", "--rule", "selective"],
        "(3,3)->(2,1), (3,3)->(2,1)\n",
        "you",
    );
    // Misère: leave the engine the last counter.
    finished(&["misere-nim", "1,2"], "heap 2: 2 -> 0\n1\n", "you");
    finished(&["misere-octal", "0.07", "4"], "heap 1: take 2 leaving 2\n", "you");
    // Lost positions: whatever the script answers, the engine wins.
    let lost = finished(&["nim", "2,2"], &"1\n".repeat(4), "engine");
    let played: Vec<&str> =
        lost.lines().filter(|l| l.starts_with("you: ") || l.starts_with("engine: ")).collect();
    assert_eq!(played, ["you: heap 1: 2 -> 0", "engine: heap 2: 2 -> 0"], "{lost}");
    assert!(lost.contains("summary: no move of yours threw a win away\n"), "{lost}");
    finished(&["subtraction", "1,3,4", "7,2"], &"1\n".repeat(10), "engine");
    finished(&["octal", "0.77", "4,4"], &"1\n".repeat(10), "engine");
    finished(&["knights", "8x8", "5,6", "5,6"], &"1\n".repeat(10), "engine");
    finished(
        &["knights", "6x6", "3,3", "4,4", "2,6", "--rule", "some-not-all"],
        &"1\n".repeat(20),
        "engine",
    );
    finished(
        &["knights", "5x5", "5,2", "3,3", "--rule", "conjunctive"],
        &"1\n".repeat(10),
        "engine",
    );
    finished(&["misere-nim", "1,1,1"], "1\n1\n", "engine");
    finished(&["misere-octal", "0.07", "2"], "1\n", "engine");
}

#[test]
fn a_thrown_win_is_summed_up_at_the_end_and_told_at_once_by_the_coach() {
    let summed = finished(&["nim", "1,2"], "1\n", "engine");
    let line = "your move 1, `heap 1: 1 -> 0`, threw a win away: winning was `heap 2: 2 -> 1`";
    assert!(
        summed.contains(&format!("summary: one move of yours threw a win away\n  {line}\n")),
        "{summed}"
    );
    let coached = finished(&["nim", "1,2", "--coach"], "1\n", "engine");
    assert!(coached.contains(&format!("coach: {line}\n")), "{coached}");
    assert!(
        coached.contains("  3  heap 2: 2 -> 1   winning  (you win in 3)    nim-sum 1⊕1 = 0\n"),
        "{coached}"
    );
    assert!(!coached.contains("summary:"), "{coached}");
}

#[test]
fn the_engine_moves_first_when_asked() {
    let out = finished(&["nim", "1,2", "--engine-first"], "1\n", "engine");
    assert!(out.contains("The engine moves first.\n"), "{out}");
    let first_move = out.lines().find(|l| l.starts_with("engine: ") || l.starts_with("you: "));
    assert_eq!(first_move, Some("engine: heap 2: 2 -> 1"), "{out}");
}

/// Plays `args` with `--coach`, always answering the first option marked `winning` (the first
/// option if none is); returns the transcript.
fn follow_the_coach(args: &[&str]) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kata"))
        .arg("play")
        .args(args)
        .arg("--coach")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let (mut stdin, mut stdout) = (child.stdin.take().unwrap(), child.stdout.take().unwrap());
    let (mut screen, mut buffer, mut answered) = (String::new(), [0u8; 4096], 0);
    loop {
        let n = stdout.read(&mut buffer).unwrap();
        if n == 0 {
            break;
        }
        screen.push_str(&String::from_utf8_lossy(&buffer[..n]));
        let asked = screen.matches("your move (").count();
        if asked > answered && screen.ends_with("): ") {
            answered = asked;
            let listing = screen.rsplit("your moves:\n").next().unwrap();
            let winning = listing.lines().find(|l| l.contains(" winning "));
            let number = winning.map_or("1", |l| l.split_whitespace().next().unwrap());
            writeln!(stdin, "{number}").unwrap();
        }
    }
    assert!(child.wait().unwrap().success(), "{screen}");
    screen
}

#[test]
fn following_the_coach_wins_every_won_position() {
    for args in [
        &["nim", "3,4,5"][..],
        &["misere-nim", "2,2,1"],
        &["subtraction", "1,3,4", "10,6"],
        &["octal", "0.77", "7,3"],
        &["misere-octal", "0.07", "9"],
        &["knights", "8x8", "8,8", "3,7"],
        &["knights", "6x6", "6,6", "5,4", "--rule", "selective"],
        &["knights", "6x6", "6,6", "5,2", "4,4", "--rule", "some-not-all"],
        &["knights", "8x8", "8,8", "7,3", "--rule", "conjunctive"],
    ] {
        let out = follow_the_coach(args);
        assert_eq!(out.lines().last(), Some("winner: you"), "{args:?}\n{out}");
        assert!(!out.contains("threw a win away"), "{out}");
    }
}

/// The exit status and the stderr of a refused command.
fn refused(args: &[&str]) -> (Option<i32>, String) {
    let output = play(args, "");
    assert!(output.stdout.is_empty(), "{args:?}: {}", text(&output.stdout));
    (output.status.code(), text(&output.stderr))
}

#[test]
fn a_bad_position_is_one_line_and_exit_2() {
    for (args, said) in [
        (&["nim", "3,x,5"][..], "error: heap `x` in `3,x,5` is not a whole number"),
        (&["nim", "3,4", "5"], "error: nim: expected heaps such as `3,4,5`, got `3,4 5`"),
        (&["subtraction", "1,0", "5"], "error: amount 0 in `1,0`: an amount is at least 1"),
        (&["octal", "0.78", "5"], "error: "),
        (
            &["knights", "8x8", "9,1"],
            "error: knight `9,1`: off the 8x8 board (1 <= x <= 8, 1 <= y <= 8)",
        ),
        (&["knights", "8x8"], "error: knights 8x8: no knight given (write `3,5 7,2`)"),
        (
            &["knights", "8x8", "1,1", "--rule", "all"],
            "error: --rule `all`: one of sum, selective, some-not-all, conjunctive",
        ),
        (&["nim", "3", "--rule", "sum"], "error: --rule is for knights only, not for nim"),
        (&["chess", "e4"], "error: unknown ruleset `chess`"),
    ] {
        let (code, stderr) = refused(args);
        assert_eq!(code, Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with(said), "{args:?}: {stderr}");
    }
}

#[test]
fn a_position_too_large_is_refused_in_one_line() {
    for args in [&["nim", "100,100,100,100"][..], &["knights", "40x40", "40,40", "39,39", "38,38"]]
    {
        let (code, stderr) = refused(args);
        assert_eq!(code, Some(2), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(": too large to play perfectly within about a second: its search passes 4000000 steps"), "{stderr}");
    }
}

#[test]
fn an_illegal_move_repeats_the_turn() {
    let out = finished(&["nim", "1,2"], "9\nheap 2: 2 -> 2\nheap 2: 2 -> 1\n1\n", "you");
    let said = "is not a legal move here: answer a number from 1 to 3, or a move written as listed, such as `heap 1: 1 -> 0`";
    assert!(out.contains(&format!("`9` {said}\n")), "{out}");
    assert!(out.contains(&format!("`heap 2: 2 -> 2` {said}\n")), "{out}");
    assert_eq!(out.matches("your moves:").count(), 2, "the same turn again, then one more:\n{out}");
    assert_eq!(out.matches("your move (1-3").count(), 3, "{out}");
}

#[test]
fn the_end_of_the_input_before_the_end_of_the_game_is_exit_1() {
    let output = play(&["nim", "3,4,5"], "1\n");
    let out = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{out}");
    assert_eq!(out.lines().last(), Some("the input ended before the game did"), "{out}");
}

#[test]
fn q_leaves_the_game_and_an_illegal_move_says_so() {
    let output = play(&["nim", "3,4,5"], "99\nq\n");
    let out = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{out}");
    assert!(out.contains("`99` is not a legal move here"), "{out}");
    assert!(out.contains("(q leaves the game)\n"), "{out}");
    assert_eq!(out.lines().last(), Some("you left the game before its end"), "{out}");
}
