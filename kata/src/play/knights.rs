//! Knights (`knights 8x8 3,5 7,2 [--rule R]`): the knights problems' game — a knight on
//! `(x, y)` jumps to `(x−2, y±1)` or `(x±1, y−2)` on the board — with several knights played
//! as a sum (move exactly one), selectively (any non-empty set), some but not all (a
//! non-empty proper subset) or conjunctively (every knight; whoever cannot move them all loses).

use std::cell::OnceCell;

use anyhow::{Result, bail, ensure};
use cgt::impartial::knight;
use cgt::{
    GrundyMemo, Impartial, KnightBoard, Nimber, Outcome, Play, RemotenessMemo, conjunctive_outcome,
    selective_outcome, some_but_not_all_outcome,
};

use crate::play::coach::{Theory, listed};
use crate::play::engine::{Ruleset, Side};
use crate::play::picture;

/// A square `(x, y)`, `1 <= x <= width`, `1 <= y <= height`.
pub type Square = (u64, u64);

/// The most knights: a move is coded in 3 bits a knight.
pub const MAX_KNIGHTS: usize = 21;

pub use kit::knights::Rule;

/// The rule written `sum`, `selective`, `some-not-all` or `conjunctive`.
///
/// # Errors
/// One line listing the rules.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use kata::play::knights::{Rule, rule};
///
/// assert_eq!(rule("some-not-all").unwrap(), Rule::SomeNotAll);
/// assert!(rule("all").is_err());
/// ```
pub fn rule(text: &str) -> Result<Rule> {
    Ok(match text {
        "sum" => Rule::Sum,
        "selective" => Rule::Selective,
        "some-not-all" => Rule::SomeNotAll,
        "conjunctive" => Rule::Conjunctive,
        _ => bail!("--rule `{text}`: one of sum, selective, some-not-all, conjunctive"),
    })
}

/// What a move is under `rule`.
fn describe(rule: Rule) -> &'static str {
    match rule {
        Rule::Sum => "a move jumps exactly one knight",
        Rule::Selective => "a move jumps one or more knights, each once",
        Rule::SomeNotAll => "a move jumps at least one knight but not all, each once",
        Rule::Conjunctive => "a move jumps every knight once (all must be able to)",
    }
}

/// The board: the lib's [`KnightBoard`] moves on the square of the longer side, kept when
/// they stay on this `width`×`height` board. As an [`Impartial`] game, one knight.
#[derive(Debug, Clone, Copy)]
struct Board {
    width: u64,
    height: u64,
    square: KnightBoard,
}

impl Board {
    /// The squares one jump from `from`, in the lib's order.
    fn jumps(&self, from: Square) -> Vec<Square> {
        let mut jumps = self.square.options(&from);
        jumps.retain(|&(x, y)| x <= self.width && y <= self.height);
        jumps
    }
}

impl Impartial for Board {
    type Position = Square;
    fn options(&self, from: &Square) -> Vec<Square> {
        self.jumps(*from)
    }
}

/// Knights on a board under one [`Rule`] (the knights problems' rules, from `kit`); positions are the knights' squares in the
/// person's order. A move is coded 3 bits a knight: 0 it stays, `d` it takes its `d`-th jump.
///
/// # Example
/// ```
/// use cgt::Outcome;
/// use kata::play::engine::{Engine, Side};
/// use kata::play::knights::{Knights, Rule};
///
/// // knights-sum's second sample: two knights on one square of a huge board cancel out.
/// let knights = Knights::parse("8x8", Rule::Sum).unwrap();
/// let mut engine = Engine::new(knights);
/// assert_eq!(engine.solve(&vec![(5, 6), (5, 6)], Side::Left).unwrap().outcome, Outcome::P);
/// ```
pub struct Knights {
    board: Board,
    rule: Rule,
    /// Grundy value and remoteness of every square, `[(y - 1) * width + x - 1]`, for a board
    /// that is not square (the lib's closed forms cover square ones); made on first use.
    table: OnceCell<Vec<(Nimber, u64)>>,
}

impl Knights {
    /// The game on the board written `WxH` (or one side) under `rule`.
    ///
    /// # Errors
    /// One line: a malformed board, or a side outside 1..=500.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use kata::play::knights::{Knights, Rule};
    ///
    /// assert!(Knights::parse("12x5", Rule::Conjunctive).is_ok());
    /// assert!(Knights::parse("0x5", Rule::Sum).is_err());
    /// ```
    pub fn parse(board: &str, rule: Rule) -> Result<Knights> {
        let (width, height) = crate::pictures::grid::board(board)?;
        let square = KnightBoard::new(width.max(height));
        Ok(Knights { board: Board { width, height, square }, rule, table: OnceCell::new() })
    }

    /// Knights written `3,5 7,2`, each `x,y` on the board; one to [`MAX_KNIGHTS`] of them.
    ///
    /// # Errors
    /// One line naming the knight: not two whole numbers, or off the board; too many.
    ///
    /// # Complexity
    /// O(total length).
    ///
    /// # Example
    /// ```
    /// use kata::play::knights::{Knights, Rule};
    ///
    /// let game = Knights::parse("8x8", Rule::Sum).unwrap();
    /// assert_eq!(game.squares(&["3,5".into(), "7,2".into()]).unwrap(), [(3, 5), (7, 2)]);
    /// let error = game.squares(&["9,1".into()]).unwrap_err().to_string();
    /// assert_eq!(error, "knight `9,1`: off the 8x8 board (1 <= x <= 8, 1 <= y <= 8)");
    /// ```
    pub fn squares(&self, texts: &[String]) -> Result<Vec<Square>> {
        let Board { width, height, .. } = self.board;
        ensure!(texts.len() <= MAX_KNIGHTS, "{} knights: at most {MAX_KNIGHTS}", texts.len());
        let square = |text: &String| -> Result<Square> {
            let numbers = crate::pictures::graph::numbers(text, "coordinate", |_| Ok(()))?;
            let [x, y] = numbers[..] else { bail!("knight `{text}`: write it `x,y`, e.g. 3,5") };
            let on = (1..=width).contains(&x) && (1..=height).contains(&y);
            ensure!(
                on,
                "knight `{text}`: off the {width}x{height} board (1 <= x <= {width}, 1 <= y <= {height})"
            );
            Ok((x, y))
        };
        texts.iter().map(square).collect()
    }

    /// The Grundy value and remoteness of one knight alone on `square`: the lib's closed
    /// forms on a square board, its memoised search (on the same moves) on another.
    fn component(&self, (x, y): Square) -> (Nimber, u64) {
        let Board { width, height, .. } = self.board;
        if width == height {
            return (knight::grundy(width, x, y), knight::remoteness(width, x, y));
        }
        let table = self.table.get_or_init(|| {
            let (mut grundy, mut remoteness) =
                (GrundyMemo::new(self.board), RemotenessMemo::new(self.board));
            let squares = (1..=height).flat_map(|y| (1..=width).map(move |x| (x, y)));
            squares.map(|s| (grundy.grundy(&s), remoteness.remoteness(&s))).collect()
        });
        table[((y - 1) * width + x - 1) as usize]
    }
}

/// The `i`-th knight's choice in a move's code: 0 it stays, `d` its `d`-th jump.
fn digit(code: u64, i: usize) -> usize {
    ((code >> (3 * i)) & 7) as usize
}

/// The codes of every choice of a jump or none per knight (none not allowed when
/// `every`), for knights with `counts[i]` jumps each.
fn combinations(counts: &[usize], every: bool) -> Vec<u64> {
    let low = usize::from(every);
    if counts.iter().any(|&c| c < low) {
        return Vec::new();
    }
    let mut digits = vec![low; counts.len()];
    let mut codes = Vec::new();
    loop {
        codes.push(digits.iter().enumerate().map(|(i, &d)| (d as u64) << (3 * i)).sum());
        let Some(i) = digits.iter().zip(counts).position(|(d, c)| d < c) else { return codes };
        digits[i] += 1;
        digits[..i].fill(low);
    }
}

impl Ruleset for Knights {
    type Position = Vec<Square>;
    type Move = u64;

    fn rules(&self) -> String {
        let Board { width, height, .. } = self.board;
        format!(
            "knights on a {width}x{height} board, each jumping to (x-2, y±1) or (x±1, y-2): {}",
            describe(self.rule)
        )
    }

    fn impartial(&self) -> bool {
        true
    }

    fn play(&self) -> Play {
        Play::Normal
    }

    fn moves(&self, knights: &Vec<Square>, _: Side) -> Vec<(u64, Vec<Square>)> {
        let jumps: Vec<Vec<Square>> = knights.iter().map(|&k| self.board.jumps(k)).collect();
        let codes: Vec<u64> = if self.rule == Rule::Sum {
            let single =
                |(i, j): (usize, &Vec<Square>)| (1..=j.len() as u64).map(move |d| d << (3 * i));
            jumps.iter().enumerate().flat_map(single).collect()
        } else {
            let counts: Vec<usize> = jumps.iter().map(Vec::len).collect();
            let all = combinations(&counts, self.rule == Rule::Conjunctive);
            let moved = |code: &u64| (0..knights.len()).filter(|&i| digit(*code, i) > 0).count();
            all.into_iter().filter(|code| self.rule.allows(moved(code), knights.len())).collect()
        };
        let after = |code: u64| -> Vec<Square> {
            let each = knights.iter().enumerate();
            each.map(|(i, &k)| if digit(code, i) == 0 { k } else { jumps[i][digit(code, i) - 1] })
                .collect()
        };
        codes.into_iter().map(|code| (code, after(code))).collect()
    }

    fn branching(&self, knights: &Vec<Square>, _: Side) -> u64 {
        let counts = knights.iter().map(|&k| self.board.jumps(k).len() as u64);
        match self.rule {
            Rule::Sum => counts.sum(),
            Rule::Selective | Rule::SomeNotAll => counts.fold(1, |p, c| p.saturating_mul(c + 1)),
            Rule::Conjunctive => counts.fold(1, u64::saturating_mul),
        }
    }

    fn canonical(&self, mut knights: Vec<Square>) -> Vec<Square> {
        knights.sort_unstable();
        knights
    }

    fn notation(&self, knights: &Vec<Square>, code: &u64) -> String {
        let jumps = knights.iter().enumerate().filter(|&(i, _)| digit(*code, i) > 0);
        let written = jumps.map(|(i, &(x, y))| {
            let (a, b) = self.board.jumps((x, y))[digit(*code, i) - 1];
            format!("({x},{y})->({a},{b})")
        });
        written.collect::<Vec<_>>().join(", ")
    }

    fn picture(&self, knights: &Vec<Square>, colour: bool) -> String {
        picture::board(self.board.width, self.board.height, knights, colour)
    }

    /// Each knight's Grundy value and remoteness (`knight::grundy`, `knight::remoteness`)
    /// and the rule's compound theorem: the nim-sum (sum), all P (selective), all values
    /// equal (some but not all), the least remoteness odd (conjunctive).
    fn theory(&self, knights: &Vec<Square>, _: Side) -> Theory {
        let parts: Vec<(Nimber, u64)> = knights.iter().map(|&k| self.component(k)).collect();
        let grundy: Vec<Nimber> = parts.iter().map(|p| p.0).collect();
        let (outcome, why) = match self.rule {
            Rule::Sum => return Theory::nim_sum(&grundy),
            Rule::Selective => {
                let outcomes: Vec<Outcome> =
                    grundy.iter().map(|&g| Outcome::from_grundy(g)).collect();
                let outcome = selective_outcome(outcomes.iter().copied());
                let verdict = if outcome == Outcome::P { "all P" } else { "not all P" };
                (outcome, format!("outcomes {}: {verdict}", listed(&outcomes, ", ")))
            }
            Rule::SomeNotAll => {
                let outcome = some_but_not_all_outcome(grundy.iter().copied());
                let verdict = if outcome == Outcome::P { "all equal" } else { "not all equal" };
                (outcome, format!("Grundy values {}: {verdict}", listed(&grundy, ", ")))
            }
            Rule::Conjunctive => {
                let remoteness: Vec<u64> = parts.iter().map(|p| p.1).collect();
                let least = remoteness.iter().min().copied().unwrap_or(0);
                let parity = if least % 2 == 1 { "odd" } else { "even" };
                let why = format!(
                    "remoteness {}: the least, {least}, is {parity}",
                    listed(&remoteness, ", ")
                );
                (conjunctive_outcome(remoteness), why)
            }
        };
        Theory { outcome: Some(outcome), why }
    }
}
