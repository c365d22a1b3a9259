//! The references and the solution against every n: the exhaustive count for every k ≤ 24,
//! Bouton's rule against the game tree on small positions, the second method against the
//! solution for every k ≤ 60, and Project Euler's own answer kept out of the repository.

use std::path::Path;
use std::process::{Command, Stdio};

use cgt::{Outcome, OutcomeMemo, Play, nim_sum};
use kit::judged::Judged;
use pe_301_nim::{NAIVE_K, Nim3, Nim301, PE_K};

/// The second method's answer for `k`, as printed.
fn second_method(k: u32) -> String {
    Nim301::print(&Nim301::second(&k))
}

/// The solution's answer for `k`.
fn solution(k: u32) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pe-301-nim"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the solution runs");
    std::io::Write::write_all(child.stdin.as_mut().expect("piped"), format!("{k}\n").as_bytes())
        .expect("stdin");
    let output = child.wait_with_output().expect("the solution ends");
    assert!(output.status.success(), "k = {k}: {}", output.status);
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// One pass over n = 1..=2^24 with the nim-sum; the count up to 2^k for every k ≤ 24 must be
/// what naive, the second method and the solution answer.
#[test]
fn every_k_up_to_24_matches_the_exhaustive_count() {
    let mut counts = Vec::new();
    let mut losing = 0u64;
    let mut next_power = 2u64;
    for n in 1..=1u64 << NAIVE_K {
        if nim_sum([n, 2 * n, 3 * n]) == 0 {
            losing += 1;
        }
        if n == next_power {
            counts.push(losing);
            next_power *= 2;
        }
    }
    assert_eq!(counts.len(), NAIVE_K as usize);
    for (k, count) in (1..=NAIVE_K).zip(counts) {
        let expected = format!("{count}\n");
        assert_eq!(second_method(k), expected, "second method, k = {k}");
        assert_eq!(solution(k), expected, "solution, k = {k}");
        if k <= 16 {
            assert_eq!(
                Nim301::naive(&k).map(|a| Nim301::print(&a)),
                Some(expected),
                "naive, k = {k}"
            );
        }
    }
}

/// Bouton's rule, as the lib computes it, is the game: the game tree of three-heap Nim gives
/// P exactly at nim-sum 0, on every position with heaps up to 9 and on (n, 2n, 3n) for n ≤ 12.
#[test]
fn game_tree_of_three_heap_nim_follows_the_nim_sum() {
    let mut tree = OutcomeMemo::new(Nim3, Play::Normal);
    let small = (0..10u64).flat_map(|a| (0..10).flat_map(move |b| (0..10).map(move |c| [a, b, c])));
    let scaled = (1..=12u64).map(|n| [n, 2 * n, 3 * n]);
    let mut lost = 0;
    for heaps in small.chain(scaled) {
        let rule = if nim_sum(heaps) == 0 { Outcome::P } else { Outcome::N };
        assert_eq!(tree.outcome(&heaps), rule, "{heaps:?}");
        lost += usize::from(rule == Outcome::P);
    }
    assert!(lost > 50, "the positions checked should include many losses");
}

/// The second method and the solution agree for every k ≤ 60 but Project Euler's own.
#[test]
fn second_method_and_solution_agree_up_to_60() {
    for k in (1..=60).filter(|&k| k != PE_K) {
        assert_eq!(solution(k), second_method(k), "k = {k}");
    }
}

/// Project Euler asks its solvers not to publish answers: no case is its size, and its answer
/// appears in no file of this problem, its solution or its snapshots.
#[test]
fn project_euler_answer_is_not_published() {
    let answer = second_method(PE_K);
    let answer = answer.trim();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = vec![root.join("solutions/pe-301-nim.rs")];
    for dir in ["problems/pe-301-nim", "problems/pe-301-nim/cases", "problems/pe-301-nim/src"] {
        files.extend(
            std::fs::read_dir(root.join(dir)).expect("dir").map(|e| e.expect("entry").path()),
        );
    }
    files.extend(
        std::fs::read_dir(root.join("snapshots/pe-301-nim"))
            .expect("snapshots")
            .map(|e| e.expect("entry").path()),
    );
    for file in files.iter().filter(|f| f.is_file()) {
        let text = std::fs::read_to_string(file).expect("text");
        assert!(!text.contains(answer), "{} publishes the answer", file.display());
        if file.extension().is_some_and(|e| e == "in") {
            assert_ne!(text.trim(), PE_K.to_string(), "{} is Project Euler's size", file.display());
        }
    }
}
