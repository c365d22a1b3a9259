//! Reading and printing games in CGSuite-like notation.
//!
//! ```text
//! expr  := term (('+' | '-') term)*          disjunctive sum; a - b is a + (-b)
//! term  := '-' term | atom
//! atom  := '{' list '|' list '}' | number [ups] [star] | ups [star] | star | '(' expr ')'
//! list  := empty | expr (',' expr)*
//! number:= digits | digits '/' digits        denominator a power of two
//! ups   := '^' [digits] | 'v' [digits]       ^ = up, ^3 = 3·up, v = down, v2 = 2·down
//! star  := '*' [digits]                      * = star, *3 = nimber 3, *0 = 0
//! ```
//!
//! Spaces may stand between tokens (the digits of a count belong to their `^`, `v` or `*`).
//! A `-` right before a number is that number's sign, so `-2v3*4` is `-2 + 3·↓ + *4`,
//! exactly what printing `x = -2, u = -3, m = 4` gives.

use crate::partizan::dyadic::Dyadic;
use crate::partizan::store::{GameId, GameStore};
use std::collections::HashMap;
use std::fmt;

/// A malformed expression: the 1-based column (in characters) where reading failed and what
/// was expected there. Displays as one line, e.g. `column 5: expected '|' or ','`.
///
/// # Example
///
/// ```
/// use cgt::partizan::GameStore;
///
/// let mut store = GameStore::new();
/// let err = store.parse("{0,1 }").unwrap_err();
/// assert_eq!(err.to_string(), "column 6: expected '|' or ','");
/// assert_eq!(err.column(), 6);
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseError {
    column: usize,
    expected: String,
}

impl ParseError {
    /// The 1-based column (in characters) where reading failed.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::GameStore;
    ///
    /// assert_eq!(GameStore::new().parse("1 +").unwrap_err().column(), 4);
    /// ```
    pub fn column(&self) -> usize {
        self.column
    }

    /// What was expected at that column.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::GameStore;
    ///
    /// assert_eq!(GameStore::new().parse("1/3").unwrap_err().expected(), "a power-of-two denominator");
    /// ```
    pub fn expected(&self) -> &str {
        &self.expected
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: expected {}", self.column, self.expected)
    }
}

impl std::error::Error for ParseError {}

struct Parser<'a> {
    chars: Vec<char>,
    pos: usize,
    store: &'a mut GameStore,
}

impl Parser<'_> {
    fn skip_ws(&mut self) {
        while self.chars.get(self.pos).is_some_and(|c| c.is_whitespace()) {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.skip_ws();
        self.chars.get(self.pos).copied()
    }

    fn err<T>(&self, expected: &str) -> Result<T, ParseError> {
        Err(ParseError { column: self.pos + 1, expected: expected.to_string() })
    }

    fn digits(&mut self) -> String {
        let start = self.pos;
        while self.chars.get(self.pos).is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        self.chars[start..self.pos].iter().collect()
    }

    fn expr(&mut self) -> Result<GameId, ParseError> {
        let mut acc = self.term()?;
        loop {
            match self.peek() {
                Some('+') => {
                    self.pos += 1;
                    let t = self.term()?;
                    acc = self.store.add(acc, t);
                }
                Some('-') => {
                    self.pos += 1;
                    let t = self.term()?;
                    acc = self.store.sub(acc, t);
                }
                _ => return Ok(acc),
            }
        }
    }

    fn term(&mut self) -> Result<GameId, ParseError> {
        if self.peek() == Some('-') {
            self.pos += 1;
            if self.peek().is_some_and(|c| c.is_ascii_digit()) {
                return self.number_atom(true);
            }
            let t = self.term()?;
            return Ok(self.store.neg(t));
        }
        self.atom()
    }

    fn atom(&mut self) -> Result<GameId, ParseError> {
        match self.peek() {
            Some('{') => {
                self.pos += 1;
                let lefts = self.list()?;
                if self.peek() != Some('|') {
                    return self.err(if lefts.is_empty() { "a game or '|'" } else { "'|' or ','" });
                }
                self.pos += 1;
                let rights = self.list()?;
                if self.peek() != Some('}') {
                    return self.err(if rights.is_empty() {
                        "a game or '}'"
                    } else {
                        "'}' or ','"
                    });
                }
                self.pos += 1;
                Ok(self.store.new_game(&lefts, &rights))
            }
            Some('(') => {
                self.pos += 1;
                let g = self.expr()?;
                if self.peek() != Some(')') {
                    return self.err("')'");
                }
                self.pos += 1;
                Ok(g)
            }
            Some(c) if c.is_ascii_digit() => self.number_atom(false),
            Some('^' | 'v' | '*') => self.ups_star(Dyadic::zero()),
            _ => self.err("a game"),
        }
    }

    fn list(&mut self) -> Result<Vec<GameId>, ParseError> {
        let mut out = Vec::new();
        if matches!(self.peek(), Some('|' | '}')) {
            return Ok(out);
        }
        loop {
            out.push(self.expr()?);
            if self.peek() == Some(',') {
                self.pos += 1;
            } else {
                return Ok(out);
            }
        }
    }

    fn number_atom(&mut self, negative: bool) -> Result<GameId, ParseError> {
        self.skip_ws();
        let mut text = String::new();
        if negative {
            text.push('-');
        }
        text.push_str(&self.digits());
        if self.peek() == Some('/') {
            self.pos += 1;
            self.skip_ws();
            let den_start = self.pos;
            let den = self.digits();
            if den.is_empty() {
                return self.err("a denominator");
            }
            text.push('/');
            text.push_str(&den);
            return match text.parse::<Dyadic>() {
                Ok(x) => self.ups_star(x),
                Err(_) => {
                    self.pos = den_start;
                    self.err("a power-of-two denominator")
                }
            };
        }
        let x: Dyadic = text.parse().expect("digits make an integer");
        self.ups_star(x)
    }

    fn count(&mut self, what: &str) -> Result<Option<u64>, ParseError> {
        let start = self.pos;
        let d = self.digits();
        if d.is_empty() {
            return Ok(None);
        }
        match d.parse::<u64>() {
            Ok(n) => Ok(Some(n)),
            Err(_) => {
                self.pos = start;
                self.err(what)
            }
        }
    }

    fn ups_star(&mut self, x: Dyadic) -> Result<GameId, ParseError> {
        let mut u: i64 = 0;
        if let Some(c @ ('^' | 'v')) = self.peek() {
            self.pos += 1;
            let n = self.count("a count of ups below 2^63")?.unwrap_or(1);
            let n = i64::try_from(n).or_else(|_| self.err("a count of ups below 2^63"))?;
            u = if c == '^' { n } else { -n };
        }
        let mut m: u32 = 0;
        if self.peek() == Some('*') {
            self.pos += 1;
            let n = self.count("a nimber below 2^32")?.unwrap_or(1);
            m = u32::try_from(n).or_else(|_| self.err("a nimber below 2^32"))?;
        }
        Ok(self.store.nus(&x, u, m))
    }
}

impl GameStore {
    /// Reads a game written in the notation of [`crate::partizan::notation`].
    ///
    /// # Errors
    ///
    /// A [`ParseError`] with the column and what was expected there.
    ///
    /// # Complexity
    ///
    /// Linear in the text, plus the canonicalisation of each `{…}` and each sum.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::GameStore;
    ///
    /// let mut store = GameStore::new();
    /// let g = store.parse("{2 | {0 | -4}} - 1/2 + ^*").unwrap();
    /// let h = store.parse("{3/2|{-1/2|-9/2}}+^*").unwrap();
    /// assert_eq!(g, h);
    /// assert_eq!(store.parse("{1|-1").unwrap_err().to_string(), "column 6: expected '}' or ','");
    /// ```
    pub fn parse(&mut self, text: &str) -> Result<GameId, ParseError> {
        let mut p = Parser { chars: text.chars().collect(), pos: 0, store: self };
        let g = p.expr()?;
        if p.peek().is_some() {
            return p.err("'+', '-' or the end");
        }
        Ok(g)
    }

    /// Prints the canonical form of `g`: a number as an integer or reduced fraction, a
    /// number-up-star as `x`, ups and star (`^`, `v*`, `^2*`, `1/2*`, `-2v3*4`), anything else
    /// as `{L|R}` with each side's printed options in ascending byte order, comma-separated,
    /// without spaces.
    ///
    /// # Complexity
    ///
    /// Linear in the size of the canonical form (each subposition is printed once).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::GameStore;
    ///
    /// let mut store = GameStore::new();
    /// let g = store.parse("{{2|0}, -1 | 0}").unwrap();
    /// assert_eq!(store.to_notation(g), "{{2|0}|0}");
    /// ```
    pub fn to_notation(&mut self, g: GameId) -> String {
        let mut memo = HashMap::new();
        self.notation_memo(g, &mut memo)
    }

    fn notation_memo(&mut self, g: GameId, memo: &mut HashMap<GameId, String>) -> String {
        if let Some(s) = memo.get(&g) {
            return s.clone();
        }
        let s = if let Some((x, u, m)) = self.as_nus(g) {
            let mut s = String::new();
            if !x.is_zero() || (u == 0 && m == 0) {
                s.push_str(&x.to_string());
            }
            match u {
                0 => {}
                1 => s.push('^'),
                -1 => s.push('v'),
                u if u > 0 => s.push_str(&format!("^{u}")),
                u => s.push_str(&format!("v{}", u.unsigned_abs())),
            }
            match m {
                0 => {}
                1 => s.push('*'),
                m => s.push_str(&format!("*{m}")),
            }
            s
        } else {
            let lefts = self.left_options(g);
            let rights = self.right_options(g);
            let mut side = |opts: &[GameId], store: &mut GameStore| {
                let mut v: Vec<String> =
                    opts.iter().map(|&o| store.notation_memo(o, memo)).collect();
                v.sort();
                v.join(",")
            };
            let l = side(&lefts, self);
            let r = side(&rights, self);
            format!("{{{l}|{r}}}")
        };
        memo.insert(g, s.clone());
        s
    }
}
