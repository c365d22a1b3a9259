//! Judge side of `game-value`: limits, the strict validator, the seeded generator and two
//! references — raw game trees by the definitions ([`raw`]), and the lib's canonical-form
//! engine (`cgt::partizan::GameStore`).

pub mod raw;

use cgt::partizan::{GameStore, Partizan};
use kit::explain::partizan::{Component, PartizanSum, PartizanSums, Said, Tree};
use kit::judged::{Explain, Judged, large, lines};
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

    /// Each expression's terms with their canonical forms, their sum, its stops and its
    /// outcome ([`PartizanSums`]).
    const EXPLAIN: Explain<Self::Input> = Some(kit::explain::partizan::explain::<Self>);

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

/// The terms of the sum `expr` at the top level (outside braces and parentheses), each with
/// its sign: `{1|0} - 1/2^ + *` gives `{1|0}`, `-(1/2^)` and `*` (a subtracted term is
/// negated whole; `-` right before a number would be its sign only). A `+` or `-` after
/// another sign (or at the start) is a sign, not a sum.
fn terms(expr: &str) -> Vec<String> {
    let (mut out, mut body, mut negated, mut depth) = (Vec::new(), String::new(), false, 0i32);
    let term = |negated: bool, body: &str| {
        let body = body.trim();
        match negated {
            false => body.to_string(),
            true if body.chars().all(|c| c.is_ascii_digit() || c == '/') => format!("-{body}"),
            true => format!("-({body})"),
        }
    };
    for c in expr.chars() {
        let after_term = body.trim_end().chars().last().is_some_and(|last| !"+-".contains(last));
        if depth == 0 && (c == '+' || c == '-') && after_term {
            out.push(term(negated, &body));
            (body, negated) = (String::new(), c == '-');
            continue;
        }
        depth += match c {
            '{' | '(' => 1,
            '}' | ')' => -1,
            _ => 0,
        };
        body.push(c);
    }
    out.push(term(negated, &body));
    out
}

/// The expressions' terms, or the whole expression as its only term where the notation does
/// not read every term alone.
fn valued_terms(store: &mut GameStore, expr: &str) -> Vec<(String, cgt::partizan::GameId)> {
    let split: Option<Vec<_>> =
        terms(expr).into_iter().map(|t| store.parse(&t).ok().map(|g| (t, g))).collect();
    split.unwrap_or_else(|| vec![(expr.to_string(), store.parse(expr).expect("a valid line"))])
}

/// Raw game trees ([`raw`]) played by their options as written.
struct RawRules<'a>(&'a raw::Arena);

impl Partizan for RawRules<'_> {
    type Position = u32;

    fn left_options(&self, &g: &u32) -> Vec<u32> {
        self.0.options(g).0.to_vec()
    }

    fn right_options(&self, &g: &u32) -> Vec<u32> {
        self.0.options(g).1.to_vec()
    }
}

/// Each expression is the sum of its terms.
impl PartizanSums for GameValue {
    fn sums(exprs: &Vec<String>, store: &mut GameStore) -> Vec<PartizanSum> {
        let mut sum = |(i, expr): (usize, &String)| {
            let terms = valued_terms(store, expr).into_iter().enumerate();
            let components = terms
                .map(|(k, (text, value))| Component {
                    name: format!("term {} ({text})", k + 1),
                    value,
                })
                .collect();
            PartizanSum { label: format!("game {}", i + 1), components }
        };
        exprs.iter().enumerate().map(&mut sum).collect()
    }

    /// Each term read into raw trees by the naive reader, searched by the options written.
    fn searched(exprs: &Vec<String>) -> Vec<Vec<Tree>> {
        let mut store = GameStore::new();
        let tree = |text: &str| {
            let mut arena = raw::Arena::new();
            let g = raw::Reader::read(&mut arena, text).expect("a term naive reads");
            let rules = RawRules(&arena);
            Tree::of(&rules, &g)
        };
        let test = |expr: &String| {
            valued_terms(&mut store, expr).iter().map(|(text, _)| tree(text)).collect()
        };
        exprs.iter().map(test).collect()
    }

    fn said(answer: &Vec<Line>) -> Vec<Said> {
        let said = |l: &Line| Said {
            outcome: kit::explain::partizan::outcome(&l.outcome),
            value: Some(l.form.clone()),
            stops: Some((l.left_stop.clone(), l.right_stop.clone())),
            ..Said::default()
        };
        answer.iter().map(said).collect()
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

#[cfg(test)]
mod term_tests {
    #[test]
    fn a_subtracted_term_is_negated_whole() {
        assert_eq!(super::terms("-({2|{0|-4}})-1/2^*"), ["-({2|{0|-4}})", "-(1/2^*)"]);
        assert_eq!(super::terms("{1|0} - 3 + -2 - -v"), ["{1|0}", "-3", "-2", "-(-v)"]);
    }
}
