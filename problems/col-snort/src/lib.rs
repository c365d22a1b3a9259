//! Judge side of `col-snort`: limits, the strict reader, the seeded generator ([`maps`]) and
//! two independent references — a plain game-tree search on the whole map graph
//! ([`search`]), and the lib's Col and Snort rulesets (components, relabelling, memo).

pub mod maps;
pub mod search;

use cgt::partizan::colouring::{Col, Graph, Position, Snort};
use cgt::partizan::{GameId, GameStore, ValueMemo};
use kit::explain::partizan::{Component, PartizanSum, PartizanSums, Said, Tree};
use kit::judged::{Explain, Judged, large, lines};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most maps in one input.
    t_max: usize,
    /// Most rows and columns of a map.
    side_max: usize,
    /// Most countries on one map.
    countries_max: usize,
}

/// Naive values at most this many positions for one input (well under a second in a debug
/// build); the `max_*` cases need more (a release build of naive agrees with them).
pub const NAIVE_POSITIONS: usize = 20_000;

/// Which game is played on a map.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Game {
    /// Neighbours never share a colour.
    Col,
    /// Neighbours never differ in colour.
    Snort,
}

/// One map to play on.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Test {
    /// The game.
    pub game: Game,
    /// The map's rows, each of the same length, of `a–z A–Z 0–9 .`.
    pub rows: Vec<String>,
}

/// One map's answer, printed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Line {
    /// `L`, `R`, `P` or `N`.
    pub outcome: String,
    /// Left stop.
    pub left_stop: String,
    /// Right stop.
    pub right_stop: String,
    /// Temperature.
    pub temperature: String,
}

impl Line {
    /// The printed outcome, stops and temperature of `g`.
    pub fn of(store: &mut GameStore, g: GameId) -> Line {
        Line {
            outcome: store.outcome(g).to_string(),
            left_stop: store.left_stop(g).to_string(),
            right_stop: store.right_stop(g).to_string(),
            temperature: store.temperature(g).to_string(),
        }
    }
}

/// Col and Snort on maps: outcome, stops and temperature of each.
pub struct ColSnort;

impl Judged for ColSnort {
    /// The maps, in order.
    type Input = Vec<Test>;
    /// Each map's answer.
    type Answer = Vec<Line>;

    /// Each map's regions (its countries joined by borders) with their canonical forms,
    /// their sum, its stops and its outcome ([`PartizanSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::partizan::explain::<Self>);

    /// Strictly: T, then per map `col H W` or `snort H W`, then H rows of exactly W
    /// characters of `a–z A–Z 0–9 .`, at most [`countries_max`] distinct countries; nothing
    /// after.
    fn read(text: &str) -> Result<Vec<Test>, String> {
        let mut r = Strict::new(text);
        let t = r.int(1, t_max(), "T")?;
        r.eoln()?;
        let mut line = 2;
        let mut tests = Vec::with_capacity(t);
        for _ in 0..t {
            let game = match r.one_of(&["col", "snort"], "the game")? {
                "col" => Game::Col,
                _ => Game::Snort,
            };
            r.space()?;
            let h = r.int(1, side_max(), "H")?;
            r.space()?;
            let w = r.int(1, side_max(), "W")?;
            r.eoln()?;
            let header = line;
            line += 1;
            let mut rows = Vec::with_capacity(h);
            for _ in 0..h {
                let row = r.word("a map row")?;
                if let Some((i, c)) =
                    row.char_indices().find(|&(_, c)| !(c == '.' || c.is_ascii_alphanumeric()))
                {
                    return Err(format!("line {line}, column {}: unexpected {c:?}", i + 1));
                }
                if row.len() != w {
                    return Err(format!(
                        "line {line}, column 1: a row of {} characters, expected W = {w}",
                        row.len()
                    ));
                }
                r.eoln()?;
                rows.push(row.to_string());
                line += 1;
            }
            let countries = search::countries(&rows).len();
            if countries > countries_max() {
                return Err(format!(
                    "line {header}: the map has {countries} countries, more than {}",
                    countries_max()
                ));
            }
            tests.push(Test { game, rows });
        }
        r.eof()?;
        Ok(tests)
    }

    fn write(tests: &Vec<Test>) -> String {
        let mut out = format!("{}\n", tests.len());
        for test in tests {
            let name = match test.game {
                Game::Col => "col",
                Game::Snort => "snort",
            };
            out.push_str(&format!("{name} {} {}\n", test.rows.len(), test.rows[0].len()));
            out.push_str(&lines(&test.rows, |row| row.to_string()));
        }
        out
    }

    /// A few small maps of up to 8 countries on most seeds; on [`large`] seeds up to 8 maps
    /// of up to [`countries_max`] countries. Maps are drawn as regions, grids of countries, or
    /// graphs laid out edge by edge (see [`maps`]).
    fn generate(seed: u64) -> Vec<Test> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let big = large(seed);
        let t = if big { rng.random_range(3..=8) } else { rng.random_range(1..=6) };
        let most = if big { countries_max() } else { 8 };
        (0..t)
            .map(|_| {
                let game = if rng.random_bool(0.5) { Game::Col } else { Game::Snort };
                Test { game, rows: maps::random_map(&mut rng, most) }
            })
            .collect()
    }

    /// The game's definition: a game-tree search on the whole map graph (see [`search`]);
    /// `None` when the maps need more than [`NAIVE_POSITIONS`] positions in all.
    fn naive(tests: &Vec<Test>) -> Option<Vec<Line>> {
        let mut store = GameStore::new();
        let mut budget = NAIVE_POSITIONS;
        tests
            .iter()
            .map(|test| {
                let g = search::value(&mut store, test.game, &test.rows, &mut budget)?;
                Some(Line::of(&mut store, g))
            })
            .collect()
    }

    /// The lib's rulesets: the map's dual graph, its components relabelled and memoised.
    fn second(tests: &Vec<Test>) -> Vec<Line> {
        let mut store = GameStore::new();
        let (mut col, mut snort) = (ValueMemo::new(), ValueMemo::new());
        tests
            .iter()
            .map(|test| {
                let graph = Graph::from_map(&test.rows.join("\n")).expect("a validated map");
                let start = Position::new(&graph);
                let g = match test.game {
                    Game::Col => col.value(&Col, &mut store, &start),
                    Game::Snort => snort.value(&Snort, &mut store, &start),
                };
                Line::of(&mut store, g)
            })
            .collect()
    }

    fn print(answer: &Vec<Line>) -> String {
        lines(answer, |l| {
            format!("{} {} {} {}", l.outcome, l.left_stop, l.right_stop, l.temperature)
        })
    }

    /// Fewer maps first, then each map without its last row or last column.
    fn shrink(tests: &Vec<Test>) -> Vec<Vec<Test>> {
        let mut out = Vec::new();
        if tests.len() > 1 {
            out.push(tests[..tests.len() / 2].to_vec());
            out.push(tests[tests.len() / 2..].to_vec());
            for i in 0..tests.len() {
                let mut fewer = tests.clone();
                fewer.remove(i);
                out.push(fewer);
            }
        }
        for i in 0..tests.len() {
            let rows = &tests[i].rows;
            if rows.len() > 1 {
                let mut smaller = tests.clone();
                smaller[i].rows.pop();
                out.push(smaller);
            }
            if rows[0].len() > 1 {
                let mut smaller = tests.clone();
                for row in &mut smaller[i].rows {
                    row.pop();
                }
                out.push(smaller);
            }
        }
        out
    }
}

/// The regions of a map: each connected set of countries, with their names, as a graph of
/// its own (vertices renumbered in the order of the map's countries).
fn regions(test: &Test) -> Vec<(String, Graph)> {
    let (graph, names) = Graph::from_map_with_names(&test.rows.join("\n")).expect("a valid map");
    let mut left: u64 = if graph.len() == 64 { u64::MAX } else { (1u64 << graph.len()) - 1 };
    let mut out = Vec::new();
    while left != 0 {
        let mut region = left & left.wrapping_neg();
        loop {
            let grown = (0..graph.len())
                .filter(|&v| region >> v & 1 == 1)
                .fold(region, |acc, v| acc | graph.neighbours(v));
            if grown == region {
                break;
            }
            region = grown;
        }
        left &= !region;
        let vertices: Vec<usize> = (0..graph.len()).filter(|&v| region >> v & 1 == 1).collect();
        let mut edges = Vec::new();
        for (i, &u) in vertices.iter().enumerate() {
            let later = vertices.iter().enumerate().skip(i + 1);
            edges.extend(
                later.filter(|&(_, &v)| graph.neighbours(u) >> v & 1 == 1).map(|(j, _)| (i, j)),
            );
        }
        let name: String = vertices.iter().map(|&v| names[v]).collect();
        out.push((name, Graph::from_edges(vertices.len(), &edges)));
    }
    out
}

/// Each map is the sum of its regions.
impl PartizanSums for ColSnort {
    fn sums(tests: &Vec<Test>, store: &mut GameStore) -> Vec<PartizanSum> {
        let (mut col, mut snort) = (ValueMemo::new(), ValueMemo::new());
        let mut sum = |(i, test): (usize, &Test)| {
            let components = regions(test)
                .into_iter()
                .enumerate()
                .map(|(k, (names, graph))| {
                    let start = Position::new(&graph);
                    let value = match test.game {
                        Game::Col => col.value(&Col, store, &start),
                        Game::Snort => snort.value(&Snort, store, &start),
                    };
                    Component { name: format!("region {} ({names})", k + 1), value }
                })
                .collect();
            let game = if test.game == Game::Col { "col" } else { "snort" };
            PartizanSum { label: format!("map {} ({game})", i + 1), components }
        };
        tests.iter().enumerate().map(&mut sum).collect()
    }

    fn searched(tests: &Vec<Test>) -> Vec<Vec<Tree>> {
        let tree = |game: Game, graph: &Graph| match game {
            Game::Col => Tree::of(&Col, &Position::new(graph)),
            Game::Snort => Tree::of(&Snort, &Position::new(graph)),
        };
        let test = |t: &Test| regions(t).iter().map(|(_, graph)| tree(t.game, graph)).collect();
        tests.iter().map(test).collect()
    }

    fn said(answer: &Vec<Line>) -> Vec<Said> {
        let said = |l: &Line| Said {
            outcome: kit::explain::partizan::outcome(&l.outcome),
            stops: Some((l.left_stop.clone(), l.right_stop.clone())),
            ..Said::default()
        };
        answer.iter().map(said).collect()
    }
}
