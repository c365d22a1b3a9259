//! Octal codes `d0.d1d2d3…` of take-and-break games, parsed and checked.

use std::fmt;
use std::str::FromStr;

/// The code of an octal game: digit `d_k` (0–7) says how a move may remove
/// `k` counters from one heap. Bit 1 of `d_k`: the whole heap, when it has
/// exactly `k`; bit 2: leaving one non-empty heap; bit 4: leaving two
/// non-empty heaps. `d0` is 0 or 4 (4: a heap may be split in two without
/// removing anything).
///
/// Kayles is `0.77`, Dawson's Kayles `0.07`, Nim `0.333…` (as long as wanted).
///
/// # Example
///
/// ```
/// use cgt::OctalCode;
///
/// let kayles: OctalCode = "0.77".parse().unwrap();
/// assert_eq!(kayles.digit(1), 7);
/// assert_eq!(kayles.last_index(), 2);
/// assert_eq!(kayles.to_string(), "0.77");
/// let err = "0.7x".parse::<OctalCode>().unwrap_err();
/// assert_eq!(err.to_string(), "octal code `0.7x`: character 4 'x' is not an octal digit");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct OctalCode {
    /// `digits[k]` is `d_k`; trailing zeros are kept as written.
    digits: Vec<u8>,
}

/// Why a string is not an octal code: the code as given and what is wrong,
/// with the 1-based character position where there is one.
///
/// # Example
///
/// ```
/// use cgt::OctalCode;
///
/// let err = "3.7".parse::<OctalCode>().unwrap_err();
/// assert_eq!(err.to_string(), "octal code `3.7`: character 1 '3': the digit before the point must be 0 or 4");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OctalCodeError {
    code: String,
    reason: String,
}

impl fmt::Display for OctalCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "octal code `{}`: {}", self.code, self.reason)
    }
}

impl std::error::Error for OctalCodeError {}

impl OctalCode {
    /// The code with digits `d0, d1, …`.
    ///
    /// # Constraints
    ///
    /// `digits` is non-empty, `digits[0]` is 0 or 4, every digit is at most 7.
    ///
    /// # Panics
    ///
    /// If a constraint is broken.
    ///
    /// # Complexity
    ///
    /// O(number of digits).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::OctalCode;
    ///
    /// assert_eq!(OctalCode::from_digits(vec![0, 0, 7]).to_string(), "0.07");
    /// ```
    pub fn from_digits(digits: Vec<u8>) -> Self {
        assert!(matches!(digits.first(), Some(0 | 4)), "d0 must be 0 or 4");
        assert!(digits.iter().all(|&d| d <= 7), "octal digits are at most 7");
        OctalCode { digits }
    }

    /// Digit `d_k`, 0 beyond the written ones.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::OctalCode;
    ///
    /// let dawson: OctalCode = "0.07".parse().unwrap();
    /// assert_eq!((dawson.digit(1), dawson.digit(2), dawson.digit(9)), (0, 7, 0));
    /// ```
    pub fn digit(&self, k: usize) -> u8 {
        self.digits.get(k).copied().unwrap_or(0)
    }

    /// The index `k` of the last non-zero digit (0 when every digit is 0):
    /// the most counters a move removes, the `k` of the periodicity theorem.
    ///
    /// # Complexity
    ///
    /// O(number of digits).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::OctalCode;
    ///
    /// assert_eq!("0.1600".parse::<OctalCode>().unwrap().last_index(), 2);
    /// ```
    pub fn last_index(&self) -> usize {
        self.digits.iter().rposition(|&d| d != 0).unwrap_or(0)
    }

    /// The digits `d0, d1, …` as written.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::OctalCode;
    ///
    /// assert_eq!("4.07".parse::<OctalCode>().unwrap().digits(), [4, 0, 7]);
    /// ```
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }
}

impl FromStr for OctalCode {
    type Err = OctalCodeError;

    /// Parses `d0.d1d2…` or `.d1d2…` (then `d0` is 0); `d0` is 0 or 4, the
    /// others are octal digits. The error names the first bad character.
    fn from_str(code: &str) -> Result<Self, Self::Err> {
        let error = |reason: String| OctalCodeError { code: code.to_string(), reason };
        let point = match code.find('.') {
            Some(point) => point,
            None => return Err(error("expected a point, as in `0.77`".to_string())),
        };
        let mut digits = Vec::with_capacity(code.len());
        for (place, (index, ch)) in (1..).zip(code.char_indices()) {
            match (index.cmp(&point), ch) {
                (std::cmp::Ordering::Equal, _) => {}
                (std::cmp::Ordering::Less, '0' | '4') if point == 1 => digits.push(ch as u8 - b'0'),
                (std::cmp::Ordering::Less, _) if point > 1 => {
                    return Err(error(format!(
                        "character {place} '{ch}': one digit before the point, 0 or 4"
                    )));
                }
                (std::cmp::Ordering::Less, _) => {
                    return Err(error(format!(
                        "character {place} '{ch}': the digit before the point must be 0 or 4"
                    )));
                }
                (std::cmp::Ordering::Greater, '0'..='7') => digits.push(ch as u8 - b'0'),
                (std::cmp::Ordering::Greater, _) => {
                    return Err(error(format!("character {place} '{ch}' is not an octal digit")));
                }
            }
        }
        if point == 0 {
            digits.insert(0, 0);
        }
        Ok(OctalCode { digits })
    }
}

impl fmt::Display for OctalCode {
    /// `d0.d1d2…`, the digits as written.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        self.digits[1..].iter().try_for_each(|d| write!(f, "{d}"))
    }
}
