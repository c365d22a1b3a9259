//! `cargo kata position` on the part-2 rulesets and `cargo kata draw hackenbush|map` as a
//! user runs them: published values come out, the pictures show every edge in its colour and
//! every country coloured apart from its neighbours (neighbours found here from the grid), and
//! bad files are one error line with exit status 2.

use std::path::PathBuf;
use std::process::{Command, Output};

fn kata(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kata")).args(args).output().unwrap()
}

fn stdout(output: &Output) -> String {
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// One error line, exit status 2.
fn error_line(output: &Output) -> String {
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    stderr
}

/// A file in a fresh temporary folder.
fn file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kata-pictures-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// The canonical form `position` prints.
fn form(args: &[&str]) -> String {
    let text = stdout(&kata(args));
    let line = text.lines().next().unwrap();
    line.strip_prefix("canonical form  ").unwrap_or_else(|| panic!("{text}")).to_string()
}

#[test]
fn positions_meet_published_values() {
    // Snort on paths (Winning Ways; Siegel, Combinatorial Game Theory).
    for (n, value) in [("1", "*"), ("2", "{1|-1}"), ("3", "{2|-2}"), ("6", "*")] {
        assert_eq!(form(&["position", "snort", "path", n]), value, "Snort P{n}");
    }
    for n in ["2", "5", "9"] {
        assert_eq!(form(&["position", "col", "path", n]), "0", "Col P{n}");
    }
    let grid = stdout(&kata(&["position", "snort", "grid", "2x3"]));
    assert!(grid.contains("temperature     9/4\n"), "{grid}");
    assert_eq!(form(&["position", "contorted", "2/5"]), "3/8");
    assert_eq!(form(&["position", "domineering", "2x2"]), "{1|-1}");
    // A blue edge carrying a red one: 1/2; a green loop on the ground: *.
    let string = file("string.txt", "2 2\n0 1 B\n1 2 R\n");
    assert_eq!(form(&["position", "hackenbush", string.to_str().unwrap()]), "1/2");
    let lasso = file("lasso.txt", "1 2\n0 1 G\n1 1 G\n");
    assert_eq!(form(&["position", "hackenbush", lasso.to_str().unwrap()]), "*2");
}

#[test]
fn a_hackenbush_picture_shows_each_edge_in_its_colour() {
    let text = "4 7\n0 1 B\n1 2 R\n2 3 G\n0 3 B\n0 4 R\n4 4 G\n1 2 B\n";
    let picture = file("picture.txt", text);
    let svg = stdout(&kata(&["draw", "hackenbush", picture.to_str().unwrap()]));
    assert!(svg.starts_with("<svg ") && svg.trim_end().ends_with("</svg>"));
    for (colour, letter) in [("blue", 'B'), ("red", 'R'), ("green", 'G')] {
        let edges = text.lines().skip(1).filter(|l| l.ends_with(letter)).count();
        assert_eq!(svg.matches(&format!("class=\"edge {colour}")).count(), edges, "{colour}");
    }
    assert_eq!(svg.matches("loop\"").count(), 1);
    assert_eq!(svg.matches("class=\"vertex\"").count(), 4);
}

#[test]
fn a_map_colours_neighbours_apart_and_draws_the_dual_graph() {
    let rows = ["aab.", "accd", ".ddd", "e..d"];
    let map = file("map.txt", &(rows.join("\n") + "\n"));
    let svg = stdout(&kata(&["draw", "map", map.to_str().unwrap()]));
    let cells = rows.iter().flat_map(|r| r.chars()).filter(|&c| c != '.').count();
    let fills: Vec<&str> = svg
        .lines()
        .filter(|l| l.contains("class=\"cell\""))
        .map(|l| l.split("fill=\"").nth(1).unwrap().split('"').next().unwrap())
        .collect();
    assert_eq!(fills.len(), cells);
    // The cells in reading order, with their fills; neighbours found from the grid.
    let grid: Vec<Vec<char>> = rows.iter().map(|r| r.chars().collect()).collect();
    let mut fill_of = std::collections::HashMap::new();
    let mut next = fills.iter();
    let mut pairs = std::collections::BTreeSet::new();
    for (r, row) in grid.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            if ch == '.' {
                continue;
            }
            let fill = next.next().unwrap();
            assert_eq!(*fill_of.entry(ch).or_insert(*fill), *fill, "one fill a country");
            for (rr, cc) in [(r + 1, c), (r, c + 1)] {
                if let Some(&other) = grid.get(rr).and_then(|row| row.get(cc))
                    && other != '.'
                    && other != ch
                {
                    pairs.insert((ch.min(other), ch.max(other)));
                }
            }
        }
    }
    for &(a, b) in &pairs {
        assert_ne!(fill_of[&a], fill_of[&b], "neighbours {a} and {b}");
    }
    assert_eq!(svg.matches("class=\"neighbours\"").count(), pairs.len());
    assert_eq!(svg.matches("class=\"country\"").count(), fill_of.len());
}

#[test]
fn bad_positions_and_files_are_one_error_line() {
    let bad_picture = file("bad.txt", "2 2\n0 1 B\n1 2 X\n");
    let stderr = error_line(&kata(&["position", "hackenbush", bad_picture.to_str().unwrap()]));
    assert!(stderr.contains("bad.txt") && stderr.contains('3'), "{stderr}");
    error_line(&kata(&["draw", "hackenbush", bad_picture.to_str().unwrap()]));
    let bad_map = file("badmap.txt", "ab\nc\n");
    let stderr = error_line(&kata(&["draw", "map", bad_map.to_str().unwrap()]));
    assert!(stderr.contains("badmap.txt"), "{stderr}");
    error_line(&kata(&["position", "snort", "map", bad_map.to_str().unwrap()]));
    error_line(&kata(&["position", "col", "grid", "9x9"]));
    error_line(&kata(&["position", "snort", "path"]));
    error_line(&kata(&["position", "contorted", "2/4"]));
    error_line(&kata(&["position", "chess", "8x8"]));
    error_line(&kata(&["draw", "map", "/nonexistent/map.txt"]));
}
