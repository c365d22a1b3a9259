//! The input shape of the octal-code problems (`octal-game`, `misere-octal`): an octal code on
//! the first line, then `Q`, then `Q` lines `c h_1 … h_c`, each a row of heaps.

use std::fmt::Display;

use cgt::OctalCode;

use crate::judged::lines;
use crate::validate::Strict;

/// A problem's limits on that shape.
#[derive(Clone, Copy, Debug)]
pub struct OctalRows {
    /// Most digits after the point.
    pub digits_max: usize,
    /// Most rows.
    pub q_max: usize,
    /// Most heaps over all rows.
    pub heaps_max: usize,
    /// Largest heap.
    pub h_max: u64,
    /// The name of each row's count in errors (`c`, `k`).
    pub count: &'static str,
}

/// An input of this shape, parsed: the octal code and the rows of heaps, as written (heap
/// sizes as `H`, the type the problem's references index with).
///
/// # Example
/// ```
/// use kit::octal_rows::Positions;
///
/// let input = Positions { code: "0.77".parse().unwrap(), positions: vec![vec![3u64, 1]] };
/// assert_eq!(input.positions[0].len(), 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Positions<H> {
    /// The game.
    pub code: OctalCode,
    /// Each row's heaps, as written.
    pub positions: Vec<Vec<H>>,
}

impl OctalRows {
    /// Parses an octal code as these statements allow it: `0.` or `4.`, then 1 to
    /// `digits_max` octal digits, the last one non-zero.
    ///
    /// # Complexity
    ///
    /// O(length of `word`).
    ///
    /// # Example
    /// ```
    /// let shape = kit::octal_rows::OctalRows {
    ///     digits_max: 3, q_max: 10, heaps_max: 10, h_max: 10, count: "k",
    /// };
    /// assert_eq!(shape.code("0.07").unwrap().to_string(), "0.07");
    /// assert!(shape.code("0.0777").unwrap_err().contains("4 digits after the point"));
    /// assert!(shape.code("0.70").is_err() && shape.code("2.7").is_err());
    /// ```
    pub fn code(&self, word: &str) -> Result<OctalCode, String> {
        let code: OctalCode = word.parse().map_err(|e: cgt::OctalCodeError| e.to_string())?;
        let fail = |what: &str| Err(format!("octal code `{word}`: {what}"));
        if !(word.starts_with("0.") || word.starts_with("4.")) {
            return fail("it must start with `0.` or `4.`");
        }
        let after = word.len() - 2;
        if !(1..=self.digits_max).contains(&after) {
            let most = self.digits_max;
            return fail(&format!("{after} digits after the point, expected 1 to {most}"));
        }
        if word.ends_with('0') {
            return fail("the last digit must not be 0");
        }
        Ok(code)
    }

    /// Reads the whole input strictly: the code, `Q`, and the rows within the limits.
    ///
    /// # Complexity
    ///
    /// O(length of `text`).
    ///
    /// # Example
    /// ```
    /// let shape = kit::octal_rows::OctalRows {
    ///     digits_max: 3, q_max: 10, heaps_max: 3, h_max: 10, count: "k",
    /// };
    /// let (code, rows) = shape.read("0.77\n2\n1 5\n2 3 4\n").unwrap();
    /// assert_eq!((code.to_string(), rows), ("0.77".to_string(), vec![vec![5], vec![3, 4]]));
    /// assert!(shape.read("0.77\n2\n2 5 5\n2 3 4\n").unwrap_err().contains("more than 3 heaps"));
    /// ```
    pub fn read(&self, text: &str) -> Result<(OctalCode, Vec<Vec<u64>>), String> {
        let mut r = Strict::new(text);
        let at = r.here();
        let code = self.code(r.word("the octal code")?).map_err(|e| format!("{at}: {e}"))?;
        r.eoln()?;
        let q = r.int(1, self.q_max, "Q")?;
        r.eoln()?;
        let mut total = 0;
        let mut rows = Vec::with_capacity(q);
        for _ in 0..q {
            let c = r.int(1, self.heaps_max, self.count)?;
            total += c;
            if total > self.heaps_max {
                return Err(format!("{}: more than {} heaps in all", r.here(), self.heaps_max));
            }
            let mut heaps = Vec::with_capacity(c);
            for _ in 0..c {
                r.space()?;
                heaps.push(r.int(1, self.h_max, "h")?);
            }
            r.eoln()?;
            rows.push(heaps);
        }
        r.eof()?;
        Ok((code, rows))
    }
}

/// The input text of `code` and `rows`, as [`OctalRows::read`] reads it.
///
/// # Complexity
///
/// O(size of the text).
///
/// # Example
/// ```
/// let code = "0.77".parse().unwrap();
/// assert_eq!(kit::octal_rows::write(&code, &[vec![5], vec![3, 4]]), "0.77\n2\n1 5\n2 3 4\n");
/// ```
pub fn write<H: Display>(code: &OctalCode, rows: &[Vec<H>]) -> String {
    let text = lines(rows, |heaps| {
        let heaps: Vec<String> = heaps.iter().map(ToString::to_string).collect();
        format!("{} {}", heaps.len(), heaps.join(" "))
    });
    format!("{code}\n{}\n{text}", rows.len())
}
