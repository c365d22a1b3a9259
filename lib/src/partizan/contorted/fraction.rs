//! The box of contorted fractions: a reduced fraction, its continued fraction, and the one
//! option each player keeps by the lemma of [`crate::partizan::contorted`].

use std::fmt;
use std::str::FromStr;

/// A box holding the rational number `num / den` in lowest terms (`den ≥ 1`; `den = 1` for
/// an integer).
///
/// Reads from and displays as `p` (an integer) or `p/q` (lowest terms, `q ≥ 2`).
///
/// # Example
///
/// ```
/// use cgt::partizan::contorted::FractionBox;
///
/// let x: FractionBox = "-2/5".parse().unwrap();
/// assert_eq!((x.numerator(), x.denominator()), (-2, 5));
/// assert_eq!(x.to_string(), "-2/5");
/// assert_eq!(FractionBox::new(4, 6).to_string(), "2/3");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct FractionBox {
    num: i64,
    den: u64,
}

/// The error of reading a [`FractionBox`] from text that is not `p` or `p/q` in lowest terms
/// with `q ≥ 2` (no sign but a leading `-` on `p`, no leading zeros, no spaces).
///
/// # Example
///
/// ```
/// use cgt::partizan::contorted::FractionBox;
///
/// assert!("2/4".parse::<FractionBox>().is_err());
/// assert!("3/1".parse::<FractionBox>().is_err());
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseFractionBoxError;

impl fmt::Display for ParseFractionBoxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected an integer p or a fraction p/q in lowest terms with q >= 2")
    }
}

impl std::error::Error for ParseFractionBoxError {}

/// The greatest common divisor.
fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl FractionBox {
    /// The box of `num / den`, reduced to lowest terms.
    ///
    /// # Panics
    ///
    /// If `den = 0`.
    ///
    /// # Complexity
    ///
    /// O(log den).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::contorted::FractionBox;
    ///
    /// assert_eq!(FractionBox::new(-6, 4), "-3/2".parse().unwrap());
    /// assert_eq!(FractionBox::new(0, 7), FractionBox::integer(0));
    /// ```
    pub fn new(num: i64, den: u64) -> FractionBox {
        assert!(den > 0, "a fraction has a positive denominator");
        let g = gcd(num.unsigned_abs(), den);
        let num = i64::try_from(i128::from(num) / i128::from(g)).expect("a reduced numerator");
        FractionBox { num, den: den / g }
    }

    /// The box of the integer `n`.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::contorted::FractionBox;
    ///
    /// assert_eq!(FractionBox::integer(-3).to_string(), "-3");
    /// ```
    pub fn integer(n: i64) -> FractionBox {
        FractionBox { num: n, den: 1 }
    }

    /// The numerator `p` in lowest terms (with the sign).
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::contorted::FractionBox;
    ///
    /// assert_eq!(FractionBox::new(-6, 4).numerator(), -3);
    /// ```
    pub fn numerator(&self) -> i64 {
        self.num
    }

    /// The denominator `q ≥ 1` in lowest terms.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::contorted::FractionBox;
    ///
    /// assert_eq!(FractionBox::new(-6, 4).denominator(), 2);
    /// ```
    pub fn denominator(&self) -> u64 {
        self.den
    }

    /// Whether the box holds an integer.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::contorted::FractionBox;
    ///
    /// assert!(FractionBox::new(8, 4).is_integer());
    /// assert!(!FractionBox::new(1, 4).is_integer());
    /// ```
    pub fn is_integer(&self) -> bool {
        self.den == 1
    }

    /// The continued fraction `[a0; a1, …, an]`: `a0 = ⌊x⌋` and the partial quotients
    /// `a1, …, an` (all `≥ 1`, the last `≥ 2`; none for an integer).
    ///
    /// # Complexity
    ///
    /// O(log den) (Euclid's algorithm).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::contorted::FractionBox;
    ///
    /// assert_eq!("2/5".parse::<FractionBox>().unwrap().continued_fraction(), (0, vec![2, 2]));
    /// assert_eq!("-2/5".parse::<FractionBox>().unwrap().continued_fraction(), (-1, vec![1, 1, 2]));
    /// assert_eq!(FractionBox::integer(7).continued_fraction(), (7, vec![]));
    /// ```
    pub fn continued_fraction(&self) -> (i64, Vec<u64>) {
        let den = i128::from(self.den);
        let floor = i128::from(self.num).div_euclid(den);
        let rest = u64::try_from(i128::from(self.num).rem_euclid(den)).expect("0 <= rest < den");
        let mut quotients = Vec::new();
        // x − ⌊x⌋ = rest / den: expand den / rest.
        let (mut a, mut b) = (self.den, rest);
        while b != 0 {
            quotients.push(a / b);
            (a, b) = (b, a % b);
        }
        (i64::try_from(floor).expect("the floor of an i64 fraction"), quotients)
    }

    /// Left's option by the lemma: for an integer `n > 0`, `n − 1` (none for `n ≤ 0`); for a
    /// fraction `p/q`, its left Stern–Brocot parent, the largest number below `p/q` with a
    /// denominator below `q`: `a/b` with `b·p − a·q = 1`, `0 < b < q`.
    ///
    /// # Complexity
    ///
    /// O(log den) (extended Euclid).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::contorted::FractionBox;
    ///
    /// let x: FractionBox = "2/5".parse().unwrap();
    /// assert_eq!(x.left_option().unwrap().to_string(), "1/3");
    /// assert_eq!(FractionBox::integer(3).left_option(), Some(FractionBox::integer(2)));
    /// assert_eq!(FractionBox::integer(0).left_option(), None);
    /// ```
    pub fn left_option(&self) -> Option<FractionBox> {
        if self.is_integer() {
            return (self.num > 0).then(|| FractionBox::integer(self.num - 1));
        }
        Some(self.parents().0)
    }

    /// Right's option by the lemma: for an integer `n < 0`, `n + 1` (none for `n ≥ 0`); for a
    /// fraction `p/q`, its right Stern–Brocot parent, the smallest number above `p/q` with a
    /// denominator below `q`.
    ///
    /// # Complexity
    ///
    /// O(log den) (extended Euclid).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::contorted::FractionBox;
    ///
    /// let x: FractionBox = "2/5".parse().unwrap();
    /// assert_eq!(x.right_option().unwrap().to_string(), "1/2");
    /// assert_eq!(FractionBox::integer(-3).right_option(), Some(FractionBox::integer(-2)));
    /// assert_eq!(FractionBox::integer(2).right_option(), None);
    /// ```
    pub fn right_option(&self) -> Option<FractionBox> {
        if self.is_integer() {
            return (self.num < 0).then(|| FractionBox::integer(self.num + 1));
        }
        Some(self.parents().1)
    }

    /// The Stern–Brocot parents `a/b < p/q < c/d` of a fraction (`q ≥ 2`): `b` is the inverse
    /// of `p` modulo `q`, `a = (b·p − 1)/q`, and `c/d = (p − a)/(q − b)`.
    fn parents(&self) -> (FractionBox, FractionBox) {
        let (p, q) = (i128::from(self.num), i128::from(self.den));
        let b = inverse_mod(p.rem_euclid(q), q);
        let a = (b * p - 1) / q;
        let (c, d) = (p - a, q - b);
        let fraction = |num: i128, den: i128| FractionBox {
            num: i64::try_from(num).expect("a parent's numerator fits"),
            den: u64::try_from(den).expect("a parent's denominator is positive"),
        };
        (fraction(a, b), fraction(c, d))
    }
}

/// The inverse of `r` modulo `q` in `1..q`, for `gcd(r, q) = 1` and `q ≥ 2`.
fn inverse_mod(r: i128, q: i128) -> i128 {
    // Invariant: old_s · r ≡ old_r and s · r ≡ rem (mod q).
    let (mut old_r, mut rem) = (r, q);
    let (mut old_s, mut s) = (1i128, 0i128);
    while rem != 0 {
        let t = old_r / rem;
        (old_r, rem) = (rem, old_r - t * rem);
        (old_s, s) = (s, old_s - t * s);
    }
    debug_assert_eq!(old_r, 1, "p and q are coprime");
    old_s.rem_euclid(q)
}

impl FromStr for FractionBox {
    type Err = ParseFractionBoxError;

    fn from_str(text: &str) -> Result<FractionBox, ParseFractionBoxError> {
        let (p, q) = match text.split_once('/') {
            Some((p, q)) => (p, Some(q)),
            None => (text, None),
        };
        let digits = p.strip_prefix('-').unwrap_or(p);
        if !canonical_digits(digits) || p.starts_with('-') && digits == "0" {
            return Err(ParseFractionBoxError);
        }
        let num: i64 = p.parse().map_err(|_| ParseFractionBoxError)?;
        let Some(q) = q else {
            return Ok(FractionBox::integer(num));
        };
        if !canonical_digits(q) {
            return Err(ParseFractionBoxError);
        }
        let den: u64 = q.parse().map_err(|_| ParseFractionBoxError)?;
        if den < 2 || gcd(num.unsigned_abs(), den) != 1 {
            return Err(ParseFractionBoxError);
        }
        Ok(FractionBox { num, den })
    }
}

/// Whether `s` is a non-empty run of ASCII digits without a leading zero (but `0` itself).
fn canonical_digits(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|c| c.is_ascii_digit()) && (s == "0" || !s.starts_with('0'))
}

impl fmt::Display for FractionBox {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_integer() {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}
