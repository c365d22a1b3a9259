//! The partizan rulesets of `cargo kata play`: the engine against a plain game-tree search
//! written here from each game's rules (not through the engine) on every small position;
//! from every won position its move keeps the win; in a lost one it plays the best stop;
//! scripted games and bad input through the CLI.

use std::collections::HashMap;
use std::hash::Hash;
use std::io::{Seek, SeekFrom, Write};
use std::process::{Command, Output};

use cgt::Outcome;
use cgt::partizan::GameStore;
use cgt::partizan::contorted::FractionBox;
use kata::play::colouring::{Colouring, Game, Painting};
use kata::play::contorted::Contorted;
use kata::play::domineering::Domineering;
use kata::play::engine::{Engine, Ruleset, Side, best_choice_by_stop};
use kata::play::hackenbush::Hackenbush;
use kata::play::partizan::{Partizan, Rules};
use kata::play::value::Sum;

/// Whether the player `side` to move at `p` wins, by plain search over `moves`.
fn wins<P: Clone + Eq + Hash>(
    p: &P,
    side: Side,
    moves: Moves<P>,
    memo: &mut HashMap<(P, Side), bool>,
) -> bool {
    if let Some(&known) = memo.get(&(p.clone(), side)) {
        return known;
    }
    let won = moves(p, side).iter().any(|q| !wins(q, side.other(), moves, memo));
    memo.insert((p.clone(), side), won);
    won
}

/// The moves of a side from a position, by the test's rules.
type Moves<'a, P> = &'a dyn Fn(&P, Side) -> Vec<P>;

/// How the test's positions `P` and the engine's are the same: `into` and `back`.
type Same<'a, G, P> =
    (&'a dyn Fn(&G, &P) -> <G as Rules>::Position, &'a dyn Fn(&G, &<G as Rules>::Position) -> P);

/// On every position and side: the engine's outcome is the plain search's; from a won
/// position its pick leaves the opponent lost; from a lost one its pick has the best stop.
/// Returns how many positions were won.
fn engine_is_perfect<G: Rules>(
    game: G,
    positions: &[G::Position],
    moves: Moves<G::Position>,
) -> usize
where
    G::Position: std::fmt::Debug,
{
    perfect_through(game, positions, moves, (&|_, p| p.clone(), &|_, p| p.clone()))
}

/// [`engine_is_perfect`] with the test's positions of another type than the engine's.
fn perfect_through<G: Rules, P: Clone + Eq + Hash + std::fmt::Debug>(
    game: G,
    positions: &[P],
    moves: Moves<P>,
    (into, back): Same<G, P>,
) -> usize {
    let mut engine = Engine::new(Partizan(game));
    let mut memo = HashMap::new();
    let mut won = 0;
    for position in positions {
        let theirs = into(&engine.ruleset().0, position);
        for side in [Side::Left, Side::Right] {
            let plain = wins(position, side, moves, &mut memo);
            let value = engine.solve(&theirs, side).unwrap();
            assert_eq!(value.outcome == Outcome::N, plain, "{position:?} {side:?}");
            let choices = engine.choices(&theirs, side).unwrap();
            let values: Vec<_> = choices.iter().map(|c| c.value).collect();
            let stop = |i: usize| engine.ruleset().stop(&choices[i].position, side.other());
            let Some(pick) = best_choice_by_stop(&values, stop) else { continue };
            let after = back(&engine.ruleset().0, &choices[pick].position);
            if plain {
                won += 1;
                assert!(!wins(&after, side.other(), moves, &mut memo), "{position:?} {side:?}");
            } else {
                let best = (0..choices.len()).map(stop).max().unwrap();
                assert_eq!(stop(pick), best, "{position:?} {side:?}");
            }
        }
    }
    won
}

/// Every position reachable from `start` by `moves` (either side).
fn reachable<P: Clone + Eq + Hash>(start: P, moves: &dyn Fn(&P, Side) -> Vec<P>) -> Vec<P> {
    let (mut seen, mut todo) = (vec![start.clone()], vec![start]);
    while let Some(p) = todo.pop() {
        for q in [Side::Left, Side::Right].into_iter().flat_map(|s| moves(&p, s)) {
            if !seen.contains(&q) {
                seen.push(q.clone());
                todo.push(q);
            }
        }
    }
    seen
}

/// Domineering by its rules on the text `..#/...`: Left fills two free cells one above the
/// other, Right two side by side.
fn dominoes(text: &str, side: Side) -> Vec<String> {
    let rows: Vec<Vec<u8>> = text.split('/').map(|r| r.bytes().collect()).collect();
    let mut out = Vec::new();
    for r in 0..rows.len() {
        for c in 0..rows[r].len() {
            let (r2, c2) = if side == Side::Left { (r + 1, c) } else { (r, c + 1) };
            if rows[r][c] == b'.' && rows.get(r2).and_then(|row| row.get(c2)) == Some(&b'.') {
                let mut next = rows.clone();
                (next[r][c], next[r2][c2]) = (b'#', b'#');
                let joined: Vec<String> =
                    next.iter().map(|row| String::from_utf8(row.clone()).unwrap()).collect();
                out.push(joined.join("/"));
            }
        }
    }
    out
}

#[test]
fn domineering_is_played_perfectly_on_every_board_up_to_3x3() {
    let mut positions = Vec::new();
    for (rows, cols) in [(1, 3), (2, 2), (2, 3), (3, 2), (3, 3)] {
        for blocked in 0u32..1 << (rows * cols) {
            let text: Vec<String> = (0..rows)
                .map(|r| {
                    (0..cols)
                        .map(|c| if blocked >> (r * cols + c) & 1 == 1 { '#' } else { '.' })
                        .collect()
                })
                .collect();
            positions.push(Domineering::parse(&text.join(",")).unwrap());
        }
    }
    let moves = |p: &kata::play::domineering::Position, side: Side| {
        dominoes(&p.board.to_string(), side)
            .iter()
            .map(|t| Domineering::parse(t).unwrap())
            .collect()
    };
    // The engine's positions remember who covered what; the plain search compares boards.
    let won = engine_is_perfect(Domineering::default(), &positions, &|p, s| {
        let next: Vec<kata::play::domineering::Position> = moves(p, s);
        next.into_iter()
            .map(|q| kata::play::domineering::Position { left: 0, right: 0, ..q })
            .collect()
    });
    assert!(won > positions.len() / 2, "{won}");
}

/// Col (`col`) or Snort by the rules on a graph given by its neighbour masks.
fn paintings(neighbours: &[u64], col: bool, p: &Painting, side: Side) -> Vec<Painting> {
    let (own, other) = if side == Side::Left { (p.blue, p.red) } else { (p.red, p.blue) };
    let barred = if col { own } else { other };
    (0..neighbours.len())
        .filter(|&v| (p.blue | p.red) >> v & 1 == 0 && neighbours[v] & barred == 0)
        .map(|v| match side {
            Side::Left => Painting { blue: p.blue | 1 << v, ..*p },
            Side::Right => Painting { red: p.red | 1 << v, ..*p },
        })
        .collect()
}

#[test]
fn col_and_snort_are_played_perfectly_on_paths_and_cycles_up_to_6() {
    for (game, col) in [(Game::Col, true), (Game::Snort, false)] {
        for (shape, least) in [("path", 1), ("cycle", 3)] {
            for n in least..=6usize {
                let neighbours: Vec<u64> = (0..n)
                    .map(|v| {
                        let mut set = 0u64;
                        if v > 0 {
                            set |= 1 << (v - 1)
                        }
                        if v + 1 < n {
                            set |= 1 << (v + 1)
                        }
                        if shape == "cycle" {
                            set |= 1 << ((v + n - 1) % n) | 1 << ((v + 1) % n)
                        }
                        set
                    })
                    .collect();
                let moves = |p: &Painting, s: Side| paintings(&neighbours, col, p, s);
                let positions = reachable(Painting::default(), &moves);
                let ruleset = Colouring::parse(game, &[shape.to_string(), n.to_string()]).unwrap();
                engine_is_perfect(ruleset, &positions, &moves);
            }
        }
    }
}

/// Hackenbush by its rules: chop an edge of one's colour or green, then keep what reaches
/// vertex 0 through standing edges.
fn chops(edges: &[(usize, usize, char)], standing: u64, side: Side) -> Vec<u64> {
    let mine = if side == Side::Left { 'B' } else { 'R' };
    (0..edges.len())
        .filter(|&i| standing >> i & 1 == 1 && (edges[i].2 == mine || edges[i].2 == 'G'))
        .map(|i| {
            let left = standing & !(1 << i);
            let mut reached = vec![0usize];
            let mut kept = 0u64;
            loop {
                let grown = (0..edges.len())
                    .filter(|&j| left >> j & 1 == 1 && kept >> j & 1 == 0)
                    .find(|&j| reached.contains(&edges[j].0) || reached.contains(&edges[j].1));
                let Some(j) = grown else { break };
                kept |= 1 << j;
                reached.extend([edges[j].0, edges[j].1]);
            }
            kept
        })
        .collect()
}

#[test]
fn hackenbush_is_played_perfectly_on_small_pictures() {
    let pictures = [
        "2 3\n0 1 B\n1 2 R\n0 2 G\n",
        "3 4\n0 1 B\n1 2 G\n1 3 R\n0 3 B\n",
        "3 5\n0 1 R\n1 2 B\n2 3 G\n3 0 R\n1 1 G\n",
        "4 5\n0 1 G\n1 2 G\n1 3 B\n3 4 R\n0 4 G\n",
    ];
    for text in pictures {
        let edges: Vec<(usize, usize, char)> = text
            .lines()
            .skip(1)
            .map(|l| {
                let t: Vec<&str> = l.split(' ').collect();
                (t[0].parse().unwrap(), t[1].parse().unwrap(), t[2].chars().next().unwrap())
            })
            .collect();
        let game = Hackenbush::new(text.parse().unwrap());
        let moves = |p: &u64, s: Side| chops(&edges, *p, s);
        let positions = reachable(game.start(), &moves);
        engine_is_perfect(game, &positions, &moves);
    }
}

#[test]
fn contorted_fractions_are_played_perfectly() {
    let moves = |row: &Vec<FractionBox>, side: Side| {
        (0..row.len())
            .filter_map(|i| {
                let option =
                    if side == Side::Left { row[i].left_option() } else { row[i].right_option() };
                option.map(|b| {
                    let mut next = row.clone();
                    next[i] = b;
                    next
                })
            })
            .collect()
    };
    for text in ["2/5,7/3", "3/7,-5/3", "1/2,1/3,-1"] {
        let positions = reachable(Contorted::parse(text).unwrap(), &moves);
        engine_is_perfect(Contorted::default(), &positions, &moves);
    }
}

#[test]
fn sums_of_values_are_played_perfectly() {
    // The test's positions are the summands written out; their options come from a store
    // of the test's own.
    let store = std::cell::RefCell::new(GameStore::new());
    let moves = |row: &Vec<String>, side: Side| {
        let mut store = store.borrow_mut();
        let mut out = Vec::new();
        for i in 0..row.len() {
            let g = store.parse(&row[i]).unwrap();
            let options = match side {
                Side::Left => store.left_options(g),
                Side::Right => store.right_options(g),
            };
            for o in options {
                let mut next = row.clone();
                next[i] = store.to_notation(o);
                out.push(next);
            }
        }
        out
    };
    let into = |sum: &Sum, row: &Vec<String>| {
        row.iter().map(|t| sum.store().borrow_mut().parse(t).unwrap()).collect()
    };
    let back = |sum: &Sum, row: &Vec<cgt::partizan::GameId>| {
        row.iter().map(|&g| sum.store().borrow_mut().to_notation(g)).collect()
    };
    for text in ["{1|-1} + ^ + 1/2", "{2|{0|-2}} + * + -1/4", "{-1|-3} + {-2|-6}", "^* + v + *2"] {
        let (sum, _) = Sum::parse(text).unwrap();
        let start: Vec<String> = text.split(" + ").map(String::from).collect();
        let positions = reachable(start, &moves);
        perfect_through(sum, &positions, &moves, (&into, &back));
    }
}

/// `kata play ARGS` with `input` on stdin (a file: not a terminal).
fn play(args: &[&str], input: &str) -> Output {
    let mut stdin = tempfile::tempfile().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    stdin.seek(SeekFrom::Start(0)).unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_kata"));
    command.arg("play").args(args).stdin(stdin).output().unwrap()
}

/// The transcript of a finished game, checked to exit 0 and end with `winner: WHO`.
fn finished(args: &[&str], input: &str, who: &str) -> String {
    let output = play(args, input);
    let out = String::from_utf8_lossy(&output.stdout).into_owned();
    assert_eq!(output.status.code(), Some(0), "{args:?}\n{out}");
    assert_eq!(out.lines().last(), Some(format!("winner: {who}").as_str()), "{args:?}\n{out}");
    assert!(!out.contains('\x1b'), "no colours through a pipe:\n{out}");
    out
}

#[test]
fn scripted_games_where_the_person_errs_end_with_the_engine_winning() {
    let dir = tempfile::tempdir().unwrap();
    let picture = dir.path().join("picture.txt");
    std::fs::write(&picture, "2 3\n0 1 B\n1 2 R\n0 2 G\n").unwrap();
    let map = dir.path().join("map.txt");
    std::fs::write(&map, "ab\nab\ncc\n").unwrap();
    let (picture, map) = (picture.to_str().unwrap(), map.to_str().unwrap());
    let domineering = finished(&["domineering", "3x3"], "a1-a2\n", "engine");
    assert!(domineering.contains("engine: b2-c2\n"), "{domineering}");
    assert!(domineering.contains("threw a win away"), "{domineering}");
    let col = finished(&["col", "path", "4", "--as", "right"], "1\n1\n", "engine");
    assert!(col.contains("You play Right."), "{col}");
    finished(&["snort", "cycle", "4"], "blue 1\n1\n1\n", "engine");
    finished(&["col", "grid", "2x2", "--coach"], "blue a1\n1\n1\n", "engine");
    finished(&["snort", "map", map, "--engine-first"], "1\n1\n1\n", "engine");
    finished(&["hackenbush", picture], "B 0-1\n1\n", "engine");
    finished(&["contorted", "2/5,7/3", "--as", "right"], "1\n1\n1\n", "engine");
    finished(&["value", "{1|-1} + ^ + 1/2"], "summand 2: ^ -> 0\n1\n1\n1\n1\n", "engine");
}

#[test]
fn in_a_lost_position_the_engine_plays_the_best_stop() {
    // Both of Left's moves lose at once; 1 leaves Right's stop -7, 2 leaves -5.
    let out = finished(
        &["value", "{-1|-3} + {-2|-6}", "--as", "right", "--engine-first"],
        &"1\n".repeat(12),
        "you",
    );
    assert!(out.contains("engine: summand 2: {-2|-6} -> -2\n"), "{out}");
}

#[test]
fn bad_partizan_input_is_one_line_and_exit_2() {
    for args in [
        &["domineering", "3x"][..],
        &["domineering", "12x12"],
        &["col", "grid", "9x9"],
        &["snort", "star", "5"],
        &["col", "map", "/no/such/map"],
        &["hackenbush", "/no/such/picture"],
        &["contorted", "2/4"],
        &["value", "{1|"],
        &["domineering", "2x2", "--as", "up"],
        &["nim", "1,2", "--as", "left"],
        &["domineering", "8x8"],
    ] {
        let output = play(args, "");
        let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    }
    let out = finished(&["domineering", "2x2"], "a1-b1\nb1-b2\n", "you");
    assert!(out.contains("`a1-b1` is not a legal move here"), "{out}");
}
