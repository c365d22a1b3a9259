//! The law of the explanations: every label, remoteness and move written holds by an
//! independent analysis — value iteration by the definition of a forced win, each position's
//! remoteness the round in which it is first decided — on the generated inputs naive reaches.

use game_graph::{GameGraph, Input};
use kit::judged::{Judged, large};
use kit::laws::FEW_SEEDS;

/// Each position's label letter and remoteness by value iteration: dead ends are L in round
/// 0; in round k + 1 a position is W if some move reaches a position L by round k, and L if
/// every move reaches a position W by round k; the round a position is first decided is its
/// remoteness (the winner hurries, the loser delays); undecided positions are D.
fn twin(Input { n, moves }: &Input) -> Vec<(char, Option<u64>)> {
    let mut out: Vec<Vec<usize>> = vec![Vec::new(); *n];
    for &(u, v) in moves {
        out[u].push(v);
    }
    let mut known: Vec<(char, Option<u64>)> =
        out.iter().map(|o| if o.is_empty() { ('L', Some(0)) } else { ('D', None) }).collect();
    for round in 1.. {
        let decided = |u: usize, label: char| known[u].0 == label;
        let next: Vec<(char, Option<u64>)> = (0..*n)
            .map(|v| match known[v] {
                (_, Some(_)) => known[v],
                _ if out[v].iter().any(|&u| decided(u, 'L')) => ('W', Some(round)),
                _ if out[v].iter().all(|&u| decided(u, 'W')) => ('L', Some(round)),
                _ => known[v],
            })
            .collect();
        if next == known {
            break;
        }
        known = next;
    }
    known
}

/// The pairs `a → b` written in `line` (a drawn line of play `4 → 5 → 4` gives two).
fn arrows(line: &str) -> Vec<(usize, usize)> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let number = |word: &str| word.trim_matches(|c: char| !c.is_ascii_digit()).parse().ok();
    (1..words.len().saturating_sub(1))
        .filter(|&i| words[i] == "→")
        .filter_map(|i| Some((number(words[i - 1])?, number(words[i + 1])?)))
        .collect()
}

/// The number after `marker` in `text`.
fn after(text: &str, marker: &str) -> Option<u64> {
    let rest = &text[text.find(marker)? + marker.len()..];
    rest.chars().take_while(char::is_ascii_digit).collect::<String>().parse().ok()
}

#[test]
fn every_label_remoteness_and_move_written_holds_by_value_iteration() {
    let mut explained = 0;
    for seed in FEW_SEEDS.filter(|&seed| !large(seed)) {
        let input = GameGraph::generate(seed);
        let Some(text) = GameGraph::explain(&input) else { continue };
        let truth = twin(&input);
        let is_move = |(a, b): (usize, usize)| input.moves.contains(&(a - 1, b - 1));
        for (v, line) in text.lines().enumerate().take_while(|(_, l)| l.starts_with("position")) {
            let what = format!("generate({seed}): {line:?}");
            let (label, remoteness) = truth[v];
            assert!(line.starts_with(&format!("position {}: {label}", v + 1)), "{what}: {label}");
            assert_eq!(after(line, "remoteness "), remoteness, "{what}: the remoteness");
            let written = arrows(line);
            assert!(written.iter().all(|&m| is_move(m)), "{what}: a move that is not one");
            let reached = |(_, b): (usize, usize)| truth[b - 1];
            match label {
                'W' => {
                    let r = remoteness.expect("decided");
                    assert_eq!(reached(written[0]), ('L', Some(r - 1)), "{what}: the winning move");
                }
                'L' => {
                    let distinct: std::collections::BTreeSet<usize> =
                        input.moves.iter().filter(|m| m.0 == v).map(|m| m.1).collect();
                    let listed = written.len() + after(line, "… and ").unwrap_or(0) as usize;
                    assert_eq!(listed, distinct.len(), "{what}: every move is counted");
                    assert!(written.iter().all(|&m| reached(m).0 == 'W'), "{what}: to W");
                }
                _ => {
                    let (leaving, path) = match line.contains("leaving") {
                        true => (&written[..1], &written[1..]),
                        false => (&written[..0], &written[..]),
                    };
                    assert!(leaving.iter().all(|&m| reached(m).0 == 'W'), "{what}: leaving");
                    assert!(path.iter().all(|&m| reached(m).0 == 'D'), "{what}: stays drawn");
                    assert!(path.windows(2).all(|w| w[0].1 == w[1].0), "{what}: one line of play");
                    let no_l = input.moves.iter().all(|m| m.0 != v || truth[m.1].0 != 'L');
                    assert!(no_l, "{what}: a D position with a move to L");
                }
            }
        }
        explained += 1;
    }
    assert!(explained > 0, "naive reaches no generated input");
}
