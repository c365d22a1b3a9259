//! `cargo kata draw` as a user runs it: the SVG is well-formed XML with one box per position
//! coloured by its class — checked against P/N/D computed here by brute force from the
//! definitions — and one path per move, winning moves marked; the DOT has every move; large or
//! malformed games are one error line.

use std::collections::HashMap;
use std::process::{Command, Output};

fn kata(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kata")).args(args).output().unwrap()
}

fn stdout(output: &Output) -> String {
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Win/Lose/Draw by the definition, as a fixed point: a position is lost when every move
/// leads to a won position (so when it has none), won when some move leads to a lost one;
/// what is never decided is a draw. Classes `P`, `N`, `D`.
fn brute_force_classes(n: usize, moves: &[(usize, usize)]) -> Vec<&'static str> {
    let mut class = vec!["D"; n];
    loop {
        let mut changed = false;
        for v in 0..n {
            if class[v] != "D" {
                continue;
            }
            let options: Vec<usize> = moves.iter().filter(|m| m.0 == v).map(|m| m.1).collect();
            let new = if options.iter().any(|&o| class[o] == "P") {
                "N"
            } else if options.iter().all(|&o| class[o] == "N") {
                "P"
            } else {
                continue;
            };
            class[v] = new;
            changed = true;
        }
        if !changed {
            return class;
        }
    }
}

/// What the SVG shows: each position's name and class, in document order, and each move's
/// endpoints (from its tooltip) and whether it is marked winning.
struct Shown {
    positions: Vec<(String, String)>,
    moves: Vec<(String, String, bool)>,
}

fn parse_svg(svg: &str) -> Shown {
    let doc = roxmltree::Document::parse(svg).expect("the SVG is well-formed XML");
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    let class_of = |node: &roxmltree::Node| node.attribute("class").unwrap_or("").to_string();
    let text_of = |node: &roxmltree::Node, tag: &str| {
        node.children()
            .find(|c| c.tag_name().name() == tag)
            .and_then(|c| c.text())
            .unwrap_or("")
            .to_string()
    };
    let mut shown = Shown { positions: Vec::new(), moves: Vec::new() };
    for node in doc.descendants().filter(|n| n.is_element()) {
        let class = class_of(&node);
        if let Some(rest) = class.strip_prefix("position ") {
            shown.positions.push((text_of(&node, "text"), rest.to_string()));
        } else if class == "move" || class == "move winning" {
            let title = text_of(&node, "title");
            let (from, to) = title.split_once(" → ").expect("a move's tooltip");
            shown.moves.push((from.into(), to.into(), class == "move winning"));
        }
    }
    shown
}

/// Checks the picture of a game with positions `names` and `moves` against brute force.
fn check_svg(svg: &str, names: &[String], moves: &[(usize, usize)]) {
    let shown = parse_svg(svg);
    let classes = brute_force_classes(names.len(), moves);
    let expected: Vec<(String, String)> =
        names.iter().cloned().zip(classes.iter().map(|c| c.to_string())).collect();
    assert_eq!(shown.positions, expected);
    let index: HashMap<&str, usize> =
        names.iter().enumerate().map(|(i, n)| (n.as_str(), i)).collect();
    let mut drawn: Vec<(usize, usize, bool)> = shown
        .moves
        .iter()
        .map(|(from, to, winning)| (index[from.as_str()], index[to.as_str()], *winning))
        .collect();
    let mut wanted: Vec<(usize, usize, bool)> = moves
        .iter()
        .map(|&(from, to)| (from, to, classes[from] == "N" && classes[to] == "P"))
        .collect();
    drawn.sort_unstable();
    wanted.sort_unstable();
    assert_eq!(drawn, wanted);
}

fn subtraction_moves(set: &[usize], upto: usize) -> Vec<(usize, usize)> {
    (0..=upto)
        .flat_map(|n| set.iter().filter(move |&&m| m <= n).map(move |&m| (n, n - m)))
        .collect()
}

#[test]
fn subtraction_svg_colours_every_heap_by_its_class() {
    let svg = stdout(&kata(&["draw", "subtraction", "2,5,8", "--upto", "30"]));
    let names: Vec<String> = (0..=30).map(|n| n.to_string()).collect();
    check_svg(&svg, &names, &subtraction_moves(&[2, 5, 8], 30));
    // Heaps 0, 1 (no move) are P; 2, 3 (to 0, 1) are N.
    assert!(svg.contains("<g class=\"position P\" id=\"position-1\">"));
    assert!(svg.contains("<g class=\"position N\" id=\"position-3\">"));
    assert!(svg.contains("class=\"legend\""));
}

#[test]
fn nim_svg_has_every_reachable_position_and_bouton_winning_moves() {
    let svg = stdout(&kata(&["draw", "nim", "3,2,1"]));
    let mut names = Vec::new();
    let mut index = HashMap::new();
    for a in 0..=3u64 {
        for b in 0..=2u64 {
            for c in 0..=1u64 {
                index.insert([a, b, c], names.len());
                names.push(format!("{a},{b},{c}"));
            }
        }
    }
    let mut moves = Vec::new();
    for (&heaps, &from) in &index {
        for pile in 0..3 {
            for smaller in 0..heaps[pile] {
                let mut to = heaps;
                to[pile] = smaller;
                moves.push((from, index[&to]));
            }
        }
    }
    assert_eq!(names.len(), 24);
    check_svg(&svg, &names, &moves);
    // The winning moves drawn from (3,2,1)'s options are Bouton's: e.g. from 3,2,0 to 2,2,0.
    let shown = parse_svg(&svg);
    let from_320: Vec<&str> =
        shown.moves.iter().filter(|m| m.0 == "3,2,0" && m.2).map(|m| m.1.as_str()).collect();
    let bouton: Vec<String> = cgt::winning_moves(&[3, 2, 0])
        .into_iter()
        .map(|(pile, take)| {
            let mut heaps = [3, 2, 0];
            heaps[pile] -= take;
            format!("{},{},{}", heaps[0], heaps[1], heaps[2])
        })
        .collect();
    assert_eq!(from_320, bouton);
}

#[test]
fn game_graph_svg_shows_draws_and_dot_has_every_move() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.in");
    let text = "6 7\n1 2\n2 3\n4 5\n5 4\n6 5\n6 2\n4 4\n";
    std::fs::write(&file, text).unwrap();
    let svg_path = dir.path().join("g.svg");
    let path = file.to_str().unwrap();
    stdout(&kata(&["draw", "graph", path, "--out", svg_path.to_str().unwrap()]));
    let svg = std::fs::read_to_string(&svg_path).unwrap();
    let moves = [(0, 1), (1, 2), (3, 4), (4, 3), (5, 4), (5, 1), (3, 3)];
    let names: Vec<String> = (1..=6).map(|v| v.to_string()).collect();
    check_svg(&svg, &names, &moves);
    assert_eq!(brute_force_classes(6, &moves), ["P", "N", "P", "D", "D", "D"]);
    let dot = stdout(&kata(&["draw", "graph", path, "--dot"]));
    assert!(dot.starts_with("digraph game {"), "{dot}");
    for (from, to) in moves {
        assert_eq!(dot.matches(&format!("  p{from} -> p{to} [")).count(), 1, "{dot}");
    }
    assert_eq!(dot.matches("[class=\"move winning\"").count(), 1, "{dot}");
    assert!(dot.contains("p2 [label=\"3\", class=\"position P\""), "{dot}");
}

#[test]
fn too_large_or_malformed_games_are_one_line() {
    for (args, needle) in [
        (&["draw", "nim", "9,9,9"][..], "more than 500 positions"),
        (&["draw", "subtraction", "1,0"], "move 0 in `1,0`: moves take at least 1"),
        (&["draw", "subtraction", "1,x"], "move `x` in `1,x` is not a whole number"),
        (&["draw", "subtraction", "2", "--upto", "201"], "at most 200 heaps"),
        (&["draw", "graph", "/nonexistent/g.in"], "/nonexistent/g.in: cannot read"),
    ] {
        let output = kata(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.contains(needle), "{args:?}: {stderr}");
    }
    let dir = tempfile::tempdir().unwrap();
    let big = dir.path().join("big.in");
    std::fs::write(&big, "201 0\n").unwrap();
    let output = kata(&["draw", "graph", big.to_str().unwrap()]);
    assert!(String::from_utf8_lossy(&output.stderr).contains("at most 200 positions"));
    std::fs::write(&big, "3 1\n1 4\n").unwrap();
    let output = kata(&["draw", "graph", big.to_str().unwrap()]);
    assert!(String::from_utf8_lossy(&output.stderr).contains("token 4 `4`: v must be"));
}
