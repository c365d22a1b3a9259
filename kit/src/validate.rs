//! A strict input reader for validators, in the testlib style: every byte is accounted for
//! (single spaces, `\n` line ends, no trailing text), numbers are canonical and in range, and
//! an error names the line and column.

use std::fmt::Display;
use std::str::FromStr;

/// A cursor over an input that must match the expected format exactly.
///
/// # Example
/// ```
/// use kit::validate::Strict;
/// let mut r = Strict::new("3 7\n");
/// assert_eq!(r.int(1u64, 10, "n").unwrap(), 3);
/// r.space().unwrap();
/// assert!(r.int(1u64, 5, "k").unwrap_err().contains("k = 7"));
/// ```
pub struct Strict<'a> {
    text: &'a str,
    pos: usize,
    /// The cursor's line (1-based) and the byte where that line starts: only `\n`s read by
    /// [`Strict::eoln`] end lines (a token never holds one), so both move with it.
    line: usize,
    line_start: usize,
}

impl<'a> Strict<'a> {
    /// Starts reading `text` at its first byte.
    pub fn new(text: &'a str) -> Self {
        Strict { text, pos: 0, line: 1, line_start: 0 }
    }

    /// `line L, column C` of the cursor (1-based; the column counts bytes).
    ///
    /// # Complexity
    /// O(1): validators may call it before every token.
    ///
    /// # Example
    /// ```
    /// use kit::validate::Strict;
    /// let mut r = Strict::new("1\n22 3\n");
    /// r.int(0u32, 9, "a").unwrap();
    /// r.eoln().unwrap();
    /// r.int(0u32, 99, "b").unwrap();
    /// r.space().unwrap();
    /// assert_eq!(r.here(), "line 2, column 4");
    /// ```
    pub fn here(&self) -> String {
        format!("line {}, column {}", self.line, self.pos - self.line_start + 1)
    }

    fn fail<T>(&self, what: impl Display) -> Result<T, String> {
        Err(format!("{}: {what}", self.here()))
    }

    fn describe_next(&self) -> String {
        match self.text[self.pos..].chars().next() {
            None => "end of file".to_string(),
            Some(c) => format!("{c:?}"),
        }
    }

    /// Reads one token: a maximal run of bytes other than space and newline.
    ///
    /// # Complexity
    /// O(token length).
    pub fn word(&mut self, name: &str) -> Result<&'a str, String> {
        let rest = &self.text[self.pos..];
        let len = rest.find([' ', '\n', '\r', '\t']).unwrap_or(rest.len());
        if len == 0 {
            return self.fail(format_args!("expected {name}, found {}", self.describe_next()));
        }
        self.pos += len;
        Ok(&rest[..len])
    }

    /// Reads one canonical integer (no sign but a leading `-`, no leading zeros, no `-0`) and
    /// checks `lo <= value <= hi`.
    ///
    /// # Complexity
    /// O(token length).
    pub fn int<T>(&mut self, lo: T, hi: T, name: &str) -> Result<T, String>
    where
        T: FromStr + PartialOrd + Display + Copy,
    {
        let start = self.pos;
        let token = self.word(name)?;
        let digits = token.strip_prefix('-').unwrap_or(token);
        let canonical = !digits.is_empty()
            && digits.bytes().all(|b| b.is_ascii_digit())
            && (digits == "0" || !digits.starts_with('0'))
            && token != "-0";
        let value = if canonical { token.parse::<T>().ok() } else { None };
        match value {
            Some(v) if lo <= v && v <= hi => Ok(v),
            Some(v) => {
                self.pos = start;
                self.fail(format_args!("{name} = {v} is outside [{lo}, {hi}]"))
            }
            None => {
                self.pos = start;
                self.fail(format_args!("{name}: {token:?} is not an integer in [{lo}, {hi}]"))
            }
        }
    }

    /// Reads one token that must be one of `choices`.
    pub fn one_of(&mut self, choices: &[&str], name: &str) -> Result<&'a str, String> {
        let start = self.pos;
        let token = self.word(name)?;
        if choices.contains(&token) {
            return Ok(token);
        }
        self.pos = start;
        self.fail(format_args!("{name}: {token:?} is not one of {choices:?}"))
    }

    fn literal(&mut self, byte: char, name: &str) -> Result<(), String> {
        if self.text[self.pos..].starts_with(byte) {
            self.pos += 1;
            if byte == '\n' {
                (self.line, self.line_start) = (self.line + 1, self.pos);
            }
            Ok(())
        } else {
            self.fail(format_args!("expected {name}, found {}", self.describe_next()))
        }
    }

    /// Reads exactly one space.
    pub fn space(&mut self) -> Result<(), String> {
        self.literal(' ', "a single space")
    }

    /// Reads exactly one `\n` (the end of a line).
    pub fn eoln(&mut self) -> Result<(), String> {
        self.literal('\n', "the end of the line")
    }

    /// Checks that nothing is left.
    pub fn eof(&self) -> Result<(), String> {
        if self.pos == self.text.len() {
            Ok(())
        } else {
            self.fail(format_args!("expected the end of file, found {}", self.describe_next()))
        }
    }

    /// Reads a line of `count` integers in `[lo, hi]` separated by single spaces, then `\n`.
    ///
    /// # Complexity
    /// O(line length).
    pub fn int_line<T>(&mut self, count: usize, lo: T, hi: T, name: &str) -> Result<Vec<T>, String>
    where
        T: FromStr + PartialOrd + Display + Copy,
    {
        let mut values = Vec::with_capacity(count);
        for i in 0..count {
            if i > 0 {
                self.space()?;
            }
            values.push(self.int(lo, hi, name)?);
        }
        self.eoln()?;
        Ok(values)
    }
}

/// The common shape "a line `t`, then for each test a line `n` and a line of `n` integers",
/// with its limits: [`TestLists::verify`] checks it strictly, [`parse_test_lists`] reads it.
///
/// # Example
/// ```
/// use kit::validate::TestLists;
///
/// let shape = TestLists { t_max: 10, n_max: 5, sum_n_max: Some(6), lo: 1, hi: 9, value: "x_i" };
/// assert!(shape.verify("2\n3\n1 2 3\n1\n9\n").is_ok());
/// assert!(shape.verify("2\n3\n1 2 3\n4\n1 1 1 1\n").unwrap_err().contains("sum of n"));
/// assert!(shape.verify("1\n2\n1 10\n").unwrap_err().contains("x_i = 10"));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct TestLists {
    /// Most tests.
    pub t_max: usize,
    /// Most integers in one test.
    pub n_max: usize,
    /// Most integers over all tests, if the statement bounds it.
    pub sum_n_max: Option<usize>,
    /// Smallest integer.
    pub lo: u64,
    /// Largest integer.
    pub hi: u64,
    /// The integers' name in the statement, for error messages (`x_i`).
    pub value: &'static str,
}

impl TestLists {
    /// The shape of CSES's heap lists (Nim Game I and II): `t ≤ t_max` tests, each `n ≤ n_max`
    /// heaps `x_i` of `1..=x_max`, at most `sum_n_max` heaps in all.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use kit::validate::TestLists;
    ///
    /// let shape = TestLists::cses_heaps(2, 3, 4, 9);
    /// assert!(shape.verify("2\n3\n1 2 3\n1\n9\n").is_ok());
    /// assert!(shape.verify("1\n1\n0\n").unwrap_err().contains("x_i = 0"));
    /// ```
    pub fn cses_heaps(t_max: usize, n_max: usize, sum_n_max: usize, x_max: u64) -> TestLists {
        TestLists { t_max, n_max, sum_n_max: Some(sum_n_max), lo: 1, hi: x_max, value: "x_i" }
    }

    /// Checks `input` strictly against the shape and its limits.
    ///
    /// # Errors
    /// One line naming the line and column of the first violation.
    ///
    /// # Complexity
    /// O(input length).
    pub fn verify(&self, input: &str) -> Result<(), String> {
        self.read(input).map(drop)
    }

    /// Checks `input` strictly against the shape and its limits, and returns each test's
    /// integers.
    ///
    /// # Errors
    /// One line naming the line and column of the first violation.
    ///
    /// # Complexity
    /// O(input length).
    ///
    /// # Example
    /// ```
    /// use kit::validate::TestLists;
    /// let shape = TestLists { t_max: 10, n_max: 5, sum_n_max: None, lo: 1, hi: 9, value: "x" };
    /// assert_eq!(shape.read("2\n2\n4 5\n1\n7\n"), Ok(vec![vec![4, 5], vec![7]]));
    /// ```
    pub fn read(&self, input: &str) -> Result<Vec<Vec<u64>>, String> {
        let mut r = Strict::new(input);
        let t = r.int(1, self.t_max, "t")?;
        r.eoln()?;
        let mut total = 0;
        let mut tests = Vec::with_capacity(t);
        for _ in 0..t {
            let n = r.int(1, self.n_max, "n")?;
            total += n;
            if let Some(max) = self.sum_n_max.filter(|&max| total > max) {
                return Err(format!("{}: the sum of n exceeds {max}", r.here()));
            }
            r.eoln()?;
            tests.push(r.int_line(n, self.lo, self.hi, self.value)?);
        }
        r.eof()?;
        Ok(tests)
    }
}

/// Tests of integers in the [`TestLists`] shape: `t`, then each test's `n` and its integers.
///
/// # Complexity
/// O(output length).
///
/// # Example
/// ```
/// assert_eq!(kit::validate::write_test_lists(&[vec![4, 5], vec![7]]), "2\n2\n4 5\n1\n7\n");
/// ```
pub fn write_test_lists(tests: &[Vec<u64>]) -> String {
    let mut text = format!("{}\n", tests.len());
    for test in tests {
        let values: Vec<String> = test.iter().map(u64::to_string).collect();
        text += &format!("{}\n{}\n", test.len(), values.join(" "));
    }
    text
}

/// The tests of an input of the [`TestLists`] shape that its `verify` accepts: each test's
/// integers.
///
/// # Panics
/// On an input `verify` rejects.
///
/// # Complexity
/// O(input length).
///
/// # Example
/// ```
/// assert_eq!(kit::validate::parse_test_lists("2\n2\n4 5\n1\n7\n"), [vec![4, 5], vec![7]]);
/// ```
pub fn parse_test_lists(input: &str) -> Vec<Vec<u64>> {
    let mut lines = input.lines().skip(1);
    let mut tests = Vec::new();
    while lines.next().is_some() {
        let values = lines.next().expect("a verified input");
        tests.push(values.split(' ').map(|x| x.parse().expect("a verified input")).collect());
    }
    tests
}
