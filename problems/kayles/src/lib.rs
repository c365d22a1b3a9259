//! Judge side of `kayles`: limits, the strict validator, the seeded generator, two references
//! (game-tree search on the row, and a Grundy table of the judge's own with a period it
//! certifies itself) and the checker, which replays a contestant's move on the row.

use std::sync::OnceLock;

use cgt::{OctalCode, Outcome, OutcomeMemo, Play, TakeBreak};
use kit::explain::{HeapSums, Part, Sum};
use kit::judged::{Explain, Judged, large, lines};
use kit::validate::Strict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most rows.
    t_max: usize,
    /// Longest row, and most characters over all rows.
    len_max: usize,
}

/// Naive game-tree search answers inputs whose rows are all at most this long.
pub const NAIVE_LEN: usize = 24;

/// The lengths of the runs of pins in `row`, left to right, with their 0-based starts.
pub fn runs(row: &[u8]) -> Vec<(usize, usize)> {
    let mut runs = Vec::new();
    let mut start = None;
    for (i, &b) in row.iter().chain(b".").enumerate() {
        match (b, start) {
            (b'I', None) => start = Some(i),
            (b'.', Some(s)) => {
                runs.push((s, i - s));
                start = None;
            }
            _ => {}
        }
    }
    runs
}

/// Kayles as the lib's take-and-break game (octal code 0.77).
fn kayles() -> TakeBreak {
    TakeBreak::octal(&"0.77".parse::<OctalCode>().expect("a valid octal code"))
}

/// How many values of the definition the judge's Grundy table computes: enough for the
/// periodicity theorem to certify Kayles' period (it needs 2·71 + 2·12 + 2 = 168).
const TABLE_PREFIX: usize = 400;

/// Kayles' Grundy values for rows of any length, as the judge computes them, independently
/// of the solution's code path (the sparse nim-sequence and the lib's period certificate).
///
/// A table by mex up to 10^6 pins is quadratic, so the judge extends a short one: the first
/// [`TABLE_PREFIX`] values by the definition ([`TakeBreak::naive_sequence`], the mex over
/// every option), then the least period `p` with preperiod `n0` that the prefix shows, checked
/// here against the octal periodicity theorem (Guy–Smith: for a game whose moves remove at
/// most `k = 2` pins, `g(n + p) = g(n)` for `n0 <= n < 2·n0 + p + k` implies it for every
/// `n >= n0`); `g(n)` for larger `n` is then read off the period.
pub struct GrundyTable {
    preperiod: usize,
    period: usize,
    prefix: Vec<u32>,
}

impl GrundyTable {
    /// The table described on [`GrundyTable`], computed once.
    ///
    /// # Panics
    ///
    /// If the prefix certifies no period (it does: preperiod 71, period 12).
    pub fn get() -> &'static GrundyTable {
        static TABLE: OnceLock<GrundyTable> = OnceLock::new();
        TABLE.get_or_init(|| {
            let values = kayles().naive_sequence(TABLE_PREFIX);
            let len = values.len();
            let certified = (1..len / 2).find_map(|period| {
                let preperiod = (0..len - period)
                    .rev()
                    .find(|&n| values[n] != values[n + period])
                    .map_or(0, |n| n + 1);
                (2 * preperiod + period + 2 <= len - period).then_some((preperiod, period))
            });
            let (preperiod, period) = certified.expect("the prefix certifies Kayles' period");
            GrundyTable { preperiod, period, prefix: values }
        })
    }

    /// The preperiod and the period the prefix certifies.
    pub fn period(&self) -> (usize, usize) {
        (self.preperiod, self.period)
    }

    /// `g(n)`: the Grundy value of a run of `n` pins.
    pub fn at(&self, n: usize) -> u32 {
        if n < self.prefix.len() {
            self.prefix[n]
        } else {
            self.prefix[self.preperiod + (n - self.preperiod) % self.period]
        }
    }

    /// The nim-sum of the runs of `row`: 0 iff the player to move loses.
    pub fn row_value(&self, row: &[u8]) -> u32 {
        runs(row).iter().fold(0, |x, &(_, len)| x ^ self.at(len))
    }
}

/// The rows after knocking `count` pins from 0-based column `column`, as the lib's sorted heaps.
fn heaps_after(row: &[u8], column: usize, count: usize) -> Vec<usize> {
    let mut after = row.to_vec();
    after[column..column + count].fill(b'.');
    let mut heaps: Vec<usize> = runs(&after).into_iter().map(|(_, len)| len).collect();
    heaps.sort_unstable();
    heaps
}

/// The moves on `row`, in order: by 0-based column, one pin before two.
fn moves(row: &[u8]) -> impl Iterator<Item = (usize, usize)> + '_ {
    (0..row.len()).flat_map(move |c| {
        (1..=2)
            .filter(move |&k| c + k <= row.len() && row[c..c + k].iter().all(|&b| b == b'I'))
            .map(move |k| (c, k))
    })
}

/// One parsed answer line: `Second`, or `First c k` as printed (`c` 1-based).
#[derive(Debug, PartialEq, Eq)]
enum Printed {
    Second,
    First(usize, usize),
}

/// Parses one answer line strictly: `Second`, or `First`, a column and a count, separated by
/// single spaces, the numbers canonical; trailing spaces are allowed.
fn parse_line(line: &str) -> Result<Printed, String> {
    let line = line.trim_end();
    if line == "Second" {
        return Ok(Printed::Second);
    }
    let number = |token: &str| -> Result<usize, String> {
        let canonical = !token.is_empty()
            && token.len() <= 12
            && token.bytes().all(|b| b.is_ascii_digit())
            && !token.starts_with('0');
        match canonical.then(|| token.parse().ok()).flatten() {
            Some(value) => Ok(value),
            None => Err(format!("{token:?} is not a positive integer")),
        }
    };
    match line.split(' ').collect::<Vec<_>>().as_slice() {
        ["First", column, count] => Ok(Printed::First(number(column)?, number(count)?)),
        _ => Err(format!("expected `Second` or `First c k`, found {line:?}")),
    }
}

/// Parses a whole answer: exactly `t` lines (the final newline optional).
fn parse_answer(text: &str, t: usize) -> Result<Vec<Printed>, String> {
    let text = text.strip_suffix('\n').unwrap_or(text);
    let lines: Vec<&str> = if text.is_empty() { Vec::new() } else { text.split('\n').collect() };
    if lines.len() != t {
        return Err(format!("expected {t} lines, found {}", lines.len()));
    }
    lines
        .iter()
        .enumerate()
        .map(|(i, line)| parse_line(line).map_err(|e| format!("line {}: {e}", i + 1)))
        .collect()
}

/// Kayles on rows of pins: for each row, `Second` if the player to move loses, else a winning
/// move `First c k`.
pub struct Kayles;

impl Judged for Kayles {
    /// The rows, as written (`I` a pin, `.` a gap).
    type Input = Vec<String>;
    /// For each row, a winning move `(column, count)` (0-based column), or `None` when the
    /// player to move loses.
    type Answer = Vec<Option<(usize, usize)>>;

    /// Each run's Grundy value by the definition ([`HeapSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::explain::<Self>);

    /// Strictly against the statement: `T`, then `T` rows of `I` and `.`, each
    /// 1..=[`len_max()`] characters, [`len_max()`] characters in all.
    fn read(text: &str) -> Result<Self::Input, String> {
        let mut r = Strict::new(text);
        let t = r.int(1, t_max(), "T")?;
        r.eoln()?;
        let len_max = len_max();
        let mut total = 0;
        let mut rows = Vec::with_capacity(t);
        for i in 0..t {
            let line = i + 2;
            let row = r.word("a row")?;
            if let Some(column) = row.bytes().position(|b| b != b'I' && b != b'.') {
                let found = row[column..].chars().next().expect("a character at the position");
                return Err(format!(
                    "line {line}, column {}: expected 'I' or '.', found {found:?}",
                    column + 1
                ));
            }
            if row.len() > len_max {
                return Err(format!(
                    "line {line}: the row has {} characters, over {len_max}",
                    row.len()
                ));
            }
            total += row.len();
            if total > len_max {
                return Err(format!(
                    "line {line}: the rows have {total} characters so far, over {len_max}"
                ));
            }
            r.eoln()?;
            rows.push(row.to_string());
        }
        r.eof()?;
        Ok(rows)
    }

    fn write(rows: &Self::Input) -> String {
        format!("{}\n", rows.len()) + &lines(rows, |row| *row)
    }

    /// 1–10 rows, mostly at most [`NAIVE_LEN`] long (naive reaches them), on [`large`] seeds
    /// some up to 3000; about half the rows are made second-player wins, by mirroring a row or
    /// by appending a run of the Grundy value the row has.
    fn generate(seed: u64) -> Self::Input {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let t = rng.random_range(1..=10);
        let table = GrundyTable::get();
        let mut rows = Vec::with_capacity(t);
        for _ in 0..t {
            let long = large(seed) && rng.random_bool(0.5);
            let len = if long { rng.random_range(1..=1500) } else { rng.random_range(1..=11) };
            let density = rng.random_range(0.5..=1.0);
            let mut row: String =
                (0..len).map(|_| if rng.random_bool(density) { 'I' } else { '.' }).collect();
            if rng.random_bool(0.5) {
                let value = table.row_value(row.as_bytes());
                if rng.random_bool(0.4) {
                    row = format!("{row}.{row}");
                } else if let Some(run) = (1..=12).find(|&n| table.at(n) == value) {
                    row = format!("{row}.{}", "I".repeat(run));
                }
            } else if !long && rng.random_bool(0.5) {
                row.push_str(&".".repeat(rng.random_range(0..=3)));
                row.push_str(&"I".repeat(rng.random_range(0..=10)));
            }
            rows.push(row);
        }
        rows
    }

    /// The game's definition: memoised game-tree search on each row (its runs as the heaps of
    /// the lib's take-and-break game 0.77, where a move takes one or two pins of a run and
    /// leaves up to two runs); the answer is the first move, by column and then one pin before
    /// two, after which the player to move loses. `None` when a row is longer than
    /// [`NAIVE_LEN`].
    fn naive(rows: &Self::Input) -> Option<Self::Answer> {
        if rows.iter().any(|row| row.len() > NAIVE_LEN) {
            return None;
        }
        let mut memo = OutcomeMemo::new(kayles(), Play::Normal);
        let answers = rows.iter().map(|row| {
            let row = row.as_bytes();
            moves(row).find(|&(c, k)| memo.outcome(&heaps_after(row, c, k)) == Outcome::P)
        });
        Some(answers.collect())
    }

    /// The judge's Grundy table ([`GrundyTable`]): the nim-sum of the runs decides; for a first
    /// player win, the runs are searched from the last one back, each from its right end, for
    /// a move that leaves nim-sum 0.
    fn second(rows: &Self::Input) -> Self::Answer {
        let table = GrundyTable::get();
        rows.iter()
            .map(|row| {
                let runs = runs(row.as_bytes());
                let total = runs.iter().fold(0, |x, &(_, len)| x ^ table.at(len));
                let winning = (total != 0)
                    .then(|| {
                        runs.iter().rev().find_map(|&(start, len)| {
                            let want = total ^ table.at(len);
                            (0..len).rev().find_map(|left| {
                                (1..=2)
                                    .filter(|&k| left + k <= len)
                                    .find(|&k| table.at(left) ^ table.at(len - left - k) == want)
                                    .map(|k| (start + left, k))
                            })
                        })
                    })
                    .flatten();
                assert!(total == 0 || winning.is_some(), "a first-player win has a winning move");
                winning
            })
            .collect()
    }

    /// `Second`, or `First c k` for the move `(column, count)` (`c` 1-based), one line a row.
    fn print(answers: &Self::Answer) -> String {
        lines(answers, |winning| match winning {
            Some((column, count)) => format!("First {} {count}", column + 1),
            None => "Second".into(),
        })
    }

    /// The checker: line by line, `Second` is accepted iff the judged answer says `Second`, and
    /// `First c k` iff the judged answer says `First` and knocking `k` (1 or 2) pins from
    /// column `c` is legal (every knocked square holds a pin) and leaves a row of Grundy value
    /// 0 by the judge's [`GrundyTable`].
    fn check(rows: &Self::Input, output: &str, answer: &str) -> Option<Result<(), String>> {
        Some(check(rows, output, answer))
    }

    /// The structured `max_*` cases, one row of [`len_max()`] − 1 or [`len_max()`] characters:
    /// `max_one_row_all_pins` (one run of `len_max()` pins), `max_two_long_runs` (runs of
    /// 499 999 and 500 000 pins, one gap between), `max_one_long_run_and_dust` (200 000 single
    /// pins, each followed by a gap, then a run of 599 999 pins).
    fn generate_named(name: &str) -> Option<Vec<String>> {
        let pins = |count: usize| "I".repeat(count);
        let row = match name {
            "max_one_row_all_pins" => pins(len_max()),
            "max_two_long_runs" => format!("{}.{}", pins(len_max() / 2 - 1), pins(len_max() / 2)),
            "max_one_long_run_and_dust" => "I.".repeat(200_000) + &pins(599_999),
            _ => return None,
        };
        Some(vec![row])
    }
}

/// Each row is the sum of its runs of pins, each a heap of Kayles (0.77): a move knocks one
/// or two adjacent pins and leaves up to two runs.
impl HeapSums for Kayles {
    type Game = TakeBreak;

    fn sums(rows: &Self::Input) -> (TakeBreak, Vec<Sum<Vec<usize>>>) {
        let run = |&(start, len): &(usize, usize)| {
            let name = match len {
                1 => format!("pin {}", start + 1),
                _ => format!("pins {}–{}", start + 1, start + len),
            };
            Part::new(name, vec![len])
        };
        let row_runs = |row: &String| runs(row.as_bytes()).iter().map(run).collect();
        (kayles(), kit::explain::tests("row", rows, row_runs))
    }

    fn first_wins(answers: &Self::Answer) -> Vec<bool> {
        answers.iter().map(Option::is_some).collect()
    }
}

/// [`Kayles::check`]'s verdict.
fn check(rows: &[String], output: &str, answer: &str) -> Result<(), String> {
    let judged = parse_answer(answer, rows.len()).map_err(|e| format!("the judged answer: {e}"))?;
    let printed = parse_answer(output, rows.len())?;
    let table = GrundyTable::get();
    for (i, ((row, printed), judged)) in rows.iter().zip(printed).zip(judged).enumerate() {
        let (line, row) = (i + 1, row.as_bytes());
        match (printed, judged) {
            (Printed::Second, Printed::Second) => {}
            (Printed::Second, Printed::First(..)) => {
                return Err(format!("line {line}: Second, but the player to move wins"));
            }
            (Printed::First(..), Printed::Second) => {
                return Err(format!(
                    "line {line}: a move, but the player to move loses whatever the move"
                ));
            }
            (Printed::First(column, count), Printed::First(..)) => {
                if !(1..=2).contains(&count) {
                    return Err(format!("line {line}: a move knocks 1 or 2 pins, not {count}"));
                }
                let fits = column >= 1 && column - 1 + count <= row.len();
                if !fits || row[column - 1..column - 1 + count].iter().any(|&b| b != b'I') {
                    return Err(format!(
                        "line {line}: columns {column}..={} do not all hold pins",
                        column + count - 1
                    ));
                }
                let mut after = row.to_vec();
                after[column - 1..column - 1 + count].fill(b'.');
                if table.row_value(&after) != 0 {
                    return Err(format!(
                        "line {line}: knocking {count} from column {column} leaves a row the opponent wins"
                    ));
                }
            }
        }
    }
    Ok(())
}
