//! Judge side of `game-value`: limits, the strict validator, the seeded generator and two
//! references — raw game trees by the definitions ([`raw`]), and the lib's canonical-form
//! engine (`cgt::partizan::GameStore`).

pub mod raw;

use cgt::partizan::GameStore;
use kit::judged::{Judged, large, lines};
use kit::validate::Strict;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

kit::params! {
    /// Most expressions.
    q_max: usize,
    /// Longest expression and longest canonical form, in characters.
    len_max: usize,
    /// Up multiples (read or printed) stay below this.
    ups_limit: u64,
    /// Nimbers (read or printed) stay below this.
    nimber_limit: u64,
}

/// Naive reads inputs of at most this many characters (raw sums grow as products).
pub const NAIVE_CHARS: usize = 1500;

/// The characters an expression may use.
const ALPHABET: &str = "0123456789/^v*{}|,()+- ";

/// What one line's answer is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// `L`, `R`, `P` or `N`.
    pub outcome: String,
    /// Left stop, printed.
    pub left_stop: String,
    /// Right stop, printed.
    pub right_stop: String,
    /// Temperature, printed.
    pub temperature: String,
    /// The canonical form, printed.
    pub form: String,
}

/// Game value: outcome, stops, temperature and canonical form of partizan games.
pub struct GameValue;

/// Every count written in `text` is below its limit ([`ups_limit()`] after `^` and `v`,
/// [`nimber_limit()`] after `*`); otherwise the 0-based character index of the offending count.
fn counts_below_limit(text: &str) -> Result<(), usize> {
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if matches!(chars[i], '^' | 'v' | '*') {
            let start = i + 1;
            let mut j = start;
            while j < chars.len() && chars[j].is_ascii_digit() {
                j += 1;
            }
            let digits: String = chars[start..j].iter().collect();
            let limit = if chars[i] == '*' { nimber_limit() } else { ups_limit() };
            if !digits.is_empty() && digits.parse::<u64>().is_ok_and(|n| n >= limit)
                || digits.len() > 18
            {
                return Err(start);
            }
            i = j;
        } else {
            i += 1;
        }
    }
    Ok(())
}

impl Judged for GameValue {
    /// The expressions, as written.
    type Input = Vec<String>;
    type Answer = Vec<Line>;

    /// Strictly: Q, then Q lines of at most 2000 characters of the notation's alphabet, each
    /// an expression the notation reads (the error names its column), with up counts below
    /// 2^10 and nimbers below 2^6, whose canonical form prints in at most 2000 characters within the same limits.
    fn read(text: &str) -> Result<Vec<String>, String> {
        let mut r = Strict::new(text);
        let q = r.int(1, q_max(), "Q")?;
        r.eoln()?;
        let body = text.split_once('\n').map_or("", |(_, rest)| rest);
        let mut rows: Vec<&str> = body.split('\n').collect();
        if rows.last() != Some(&"") {
            return Err(format!(
                "line {}: the last line does not end with a newline",
                rows.len() + 1
            ));
        }
        rows.pop();
        if rows.len() != q {
            return Err(format!(
                "line {}: expected {q} expressions, found {}",
                q.min(rows.len()) + 2,
                rows.len()
            ));
        }
        let len_max = len_max();
        let mut store = GameStore::new();
        let mut out = Vec::with_capacity(q);
        for (i, row) in rows.iter().enumerate() {
            let line = i + 2;
            if let Some((col, c)) = row.chars().enumerate().find(|(_, c)| !ALPHABET.contains(*c)) {
                return Err(format!("line {line}, column {}: unexpected character {c:?}", col + 1));
            }
            let len = row.chars().count();
            if len > len_max {
                return Err(format!("line {line}: {len} characters, more than {len_max}"));
            }
            if let Err(col) = counts_below_limit(row) {
                return Err(format!("line {line}, column {}: a count beyond its limit", col + 1));
            }
            let g = store.parse(row).map_err(|e| format!("line {line}, {e}"))?;
            let form = store.to_notation(g);
            if form.chars().count() > len_max {
                return Err(format!(
                    "line {line}: the canonical form has {} characters, more than {len_max}",
                    form.len()
                ));
            }
            if counts_below_limit(&form).is_err() {
                return Err(format!(
                    "line {line}: the canonical form has a count beyond its limit"
                ));
            }
            out.push((*row).to_string());
        }
        Ok(out)
    }

    fn write(exprs: &Vec<String>) -> String {
        format!("{}\n{}", exprs.len(), lines(exprs, |e| e.as_str().to_owned()))
    }

    /// Mostly a few small expressions (numbers, nimbers, ups, switches, hot games, sums,
    /// negations, nested braces, spaces), which naive reaches; on [`large`] seeds up to 300
    /// longer sums. Expressions whose canonical form is too long are drawn again.
    fn generate(seed: u64) -> Vec<String> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let big = large(seed);
        let q = if big { rng.random_range(50..=300) } else { rng.random_range(1..=12) };
        let mut store = GameStore::new();
        let mut out = Vec::with_capacity(q);
        while out.len() < q {
            let size = if big { rng.random_range(2..=12) } else { rng.random_range(1..=4) };
            let e = expression(&mut rng, size, 2);
            let Ok(g) = store.parse(&e) else { unreachable!("generated {e:?} is malformed") };
            let form = store.to_notation(g);
            if e.len() <= len_max() && form.len() <= len_max() && counts_below_limit(&form).is_ok()
            {
                out.push(e);
            }
        }
        out
    }

    /// The definitions on raw game trees ([`raw`]); `None` when the input has more than
    /// [`NAIVE_CHARS`] characters or a tree is beyond the raw budget.
    fn naive(exprs: &Vec<String>) -> Option<Vec<Line>> {
        if exprs.iter().map(String::len).sum::<usize>() > NAIVE_CHARS {
            return None;
        }
        let reports = raw::reports(exprs)?;
        Some(
            reports
                .into_iter()
                .map(|r| Line {
                    outcome: r.outcome.to_string(),
                    left_stop: r.left_stop.to_string(),
                    right_stop: r.right_stop.to_string(),
                    temperature: r.temperature.to_string(),
                    form: r.form,
                })
                .collect(),
        )
    }

    /// The lib's engine: hash-consed canonical forms, stops and thermographs.
    fn second(exprs: &Vec<String>) -> Vec<Line> {
        let mut store = GameStore::new();
        exprs
            .iter()
            .map(|e| {
                let g = store.parse(e).expect("a validated expression");
                Line {
                    outcome: store.outcome(g).to_string(),
                    left_stop: store.left_stop(g).to_string(),
                    right_stop: store.right_stop(g).to_string(),
                    temperature: store.temperature(g).to_string(),
                    form: store.to_notation(g),
                }
            })
            .collect()
    }

    /// One line a game: `O Ls Rs T C`.
    fn print(answer: &Vec<Line>) -> String {
        lines(answer, |l| {
            format!("{} {} {} {} {}", l.outcome, l.left_stop, l.right_stop, l.temperature, l.form)
        })
    }
}

/// A small number: an integer or a fraction with denominator up to 8.
fn number(rng: &mut ChaCha8Rng) -> String {
    if rng.random_bool(0.6) {
        rng.random_range(-4i32..=4).to_string()
    } else {
        let den: i32 = [2, 4, 8].choose(rng).copied().unwrap_or(2);
        let num = rng.random_range(-2 * den + 1..2 * den);
        let sign = if num < 0 { "-" } else { "" };
        format!("{sign}{}/{den}", num.abs())
    }
}

/// A random atom or compound of about `size` parts, nesting braces up to `depth`.
fn expression(rng: &mut ChaCha8Rng, size: usize, depth: u32) -> String {
    if size > 1 && rng.random_bool(0.5) {
        let k = rng.random_range(2..=size.min(4));
        let parts: Vec<String> = (0..k).map(|_| expression(rng, size / k, depth)).collect();
        let mut s = parts[0].clone();
        for p in &parts[1..] {
            let op = if rng.random_bool(0.7) { "+" } else { "-" };
            let sp = if rng.random_bool(0.2) { " " } else { "" };
            let p = if p.starts_with('-') || op == "-" && p.contains(['+', '-']) {
                format!("({p})")
            } else {
                p.clone()
            };
            s = format!("{s}{sp}{op}{sp}{p}");
        }
        return s;
    }
    match rng.random_range(0..10) {
        0 => number(rng),
        1 => format!("*{}", rng.random_range(0..=5)),
        2 => ["^", "v", "^2", "v3", "^*", "v*", "^2*3", "*", "1/2^*"]
            .choose(rng)
            .unwrap()
            .to_string(),
        3 | 4 => {
            // A switch or hot game {a|b} with a ≥ b.
            let a = rng.random_range(-3i32..=5);
            let b = a - rng.random_range(0..=4);
            format!("{{{a}|{b}}}")
        }
        5 => ["{3|{1|-1}}", "{2|{0|-4}}", "{0|{0|-2}}", "{1|{0|-1}}", "{{2|0}|-1}", "{0,*|0}"]
            .choose(rng)
            .unwrap()
            .to_string(),
        6 => format!("-({})", expression(rng, size, depth)),
        _ if depth == 0 => number(rng),
        _ => {
            let nl = rng.random_range(0..=2);
            let nr = rng.random_range(0..=2);
            let side = |rng: &mut ChaCha8Rng, n: usize| -> String {
                (0..n).map(|_| expression(rng, 1, depth - 1)).collect::<Vec<_>>().join(",")
            };
            let l = side(rng, nl);
            let r = side(rng, nr);
            if rng.random_bool(0.1) { format!("{{ {l} | {r} }}") } else { format!("{{{l}|{r}}}") }
        }
    }
}
