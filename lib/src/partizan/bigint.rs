//! A small signed arbitrary-precision integer: the numerators of big dyadic rationals.
//!
//! Sign and magnitude, the magnitude in little-endian 32-bit limbs with no leading zero limb;
//! zero has an empty magnitude and is never negative, so equal values are equal structs.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Neg, Sub};
use std::str::FromStr;

/// A signed integer of any size.
///
/// Supports addition, subtraction, negation, shifts, comparison, decimal parsing and
/// printing: what exact dyadic arithmetic needs.
///
/// # Example
///
/// ```
/// use cgt::partizan::bigint::BigInt;
///
/// let big: BigInt = "-123456789012345678901234567890".parse().unwrap();
/// assert_eq!((&big + &BigInt::from(1)).to_string(), "-123456789012345678901234567889");
/// assert_eq!(BigInt::from(1).shl(100).to_string(), "1267650600228229401496703205376");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct BigInt {
    negative: bool,
    mag: Vec<u32>,
}

/// The error of parsing a [`BigInt`] from text that is not an optional `-` and decimal digits.
///
/// # Example
///
/// ```
/// use cgt::partizan::bigint::BigInt;
///
/// assert!("12a".parse::<BigInt>().is_err());
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseBigIntError;

impl fmt::Display for ParseBigIntError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected an optional '-' and decimal digits")
    }
}

fn trim(mag: &mut Vec<u32>) {
    while mag.last() == Some(&0) {
        mag.pop();
    }
}

fn cmp_mag(a: &[u32], b: &[u32]) -> Ordering {
    a.len().cmp(&b.len()).then_with(|| a.iter().rev().cmp(b.iter().rev()))
}

fn add_mag(a: &[u32], b: &[u32]) -> Vec<u32> {
    let (long, short) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    let mut out = Vec::with_capacity(long.len() + 1);
    let mut carry = 0u64;
    for (i, &x) in long.iter().enumerate() {
        let s = u64::from(x) + u64::from(short.get(i).copied().unwrap_or(0)) + carry;
        out.push(s as u32);
        carry = s >> 32;
    }
    if carry > 0 {
        out.push(carry as u32);
    }
    out
}

/// `a - b` for `a >= b` in magnitude.
fn sub_mag(a: &[u32], b: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(a.len());
    let mut borrow = 0i64;
    for (i, &x) in a.iter().enumerate() {
        let mut d = i64::from(x) - i64::from(b.get(i).copied().unwrap_or(0)) - borrow;
        borrow = 0;
        if d < 0 {
            d += 1 << 32;
            borrow = 1;
        }
        out.push(d as u32);
    }
    trim(&mut out);
    out
}

impl BigInt {
    fn from_parts(negative: bool, mut mag: Vec<u32>) -> BigInt {
        trim(&mut mag);
        let negative = negative && !mag.is_empty();
        BigInt { negative, mag }
    }

    /// Builds the value of an `i128`.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::bigint::BigInt;
    ///
    /// assert_eq!(BigInt::from_i128(i128::MIN).to_string(), i128::MIN.to_string());
    /// ```
    pub fn from_i128(value: i128) -> BigInt {
        let mut m = value.unsigned_abs();
        let mut mag = Vec::new();
        while m > 0 {
            mag.push(m as u32);
            m >>= 32;
        }
        BigInt::from_parts(value < 0, mag)
    }

    /// The value as an `i128`, if it fits.
    ///
    /// # Complexity
    ///
    /// O(1) for values that fit, else O(1) to say it does not.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::bigint::BigInt;
    ///
    /// assert_eq!(BigInt::from(-5).to_i128(), Some(-5));
    /// assert_eq!(BigInt::from(1).shl(127).to_i128(), None);
    /// ```
    pub fn to_i128(&self) -> Option<i128> {
        if self.mag.len() > 4 {
            return None;
        }
        let m = self.mag.iter().rev().fold(0u128, |acc, &limb| (acc << 32) | u128::from(limb));
        if self.negative {
            if m <= 1u128 << 127 { Some((m as i128).wrapping_neg()) } else { None }
        } else {
            i128::try_from(m).ok()
        }
    }

    /// The value as an `i64`, if it fits.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::bigint::BigInt;
    ///
    /// assert_eq!(BigInt::from(i64::MIN).to_i64(), Some(i64::MIN));
    /// assert_eq!(BigInt::from(1).shl(63).to_i64(), None);
    /// ```
    pub fn to_i64(&self) -> Option<i64> {
        self.to_i128().and_then(|v| i64::try_from(v).ok())
    }

    /// Whether the value is zero.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::bigint::BigInt;
    ///
    /// assert!(BigInt::default().is_zero());
    /// assert!(!BigInt::from(3).is_zero());
    /// ```
    pub fn is_zero(&self) -> bool {
        self.mag.is_empty()
    }

    /// Whether the value is below zero.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::bigint::BigInt;
    ///
    /// assert!(BigInt::from(-3).is_negative());
    /// assert!(!BigInt::from(0).is_negative());
    /// ```
    pub fn is_negative(&self) -> bool {
        self.negative
    }

    /// Whether the value is odd.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::bigint::BigInt;
    ///
    /// assert!(BigInt::from(-3).is_odd());
    /// assert!(!BigInt::from(10).is_odd());
    /// ```
    pub fn is_odd(&self) -> bool {
        self.mag.first().map_or(false, |&l| l & 1 == 1)
    }

    /// The number of trailing zero bits of the magnitude, or `None` for zero.
    ///
    /// # Complexity
    ///
    /// O(number of limbs).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::bigint::BigInt;
    ///
    /// assert_eq!(BigInt::from(-48).trailing_zeros(), Some(4));
    /// assert_eq!(BigInt::from(0).trailing_zeros(), None);
    /// ```
    pub fn trailing_zeros(&self) -> Option<usize> {
        let i = self.mag.iter().position(|&l| l != 0)?;
        Some(i * 32 + self.mag[i].trailing_zeros() as usize)
    }

    /// The value times `2^bits`.
    ///
    /// # Complexity
    ///
    /// O(number of limbs + bits / 32).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::bigint::BigInt;
    ///
    /// assert_eq!(BigInt::from(-3).shl(70).to_i128(), Some(-3i128 << 70));
    /// ```
    pub fn shl(&self, bits: usize) -> BigInt {
        if self.is_zero() {
            return BigInt::default();
        }
        let (limbs, rem) = (bits / 32, bits % 32);
        let mut mag = vec![0u32; limbs];
        if rem == 0 {
            mag.extend_from_slice(&self.mag);
        } else {
            let mut carry = 0u32;
            for &l in &self.mag {
                mag.push((l << rem) | carry);
                carry = l >> (32 - rem);
            }
            mag.push(carry);
        }
        BigInt::from_parts(self.negative, mag)
    }

    /// The value divided by `2^bits`, rounded toward negative infinity (an arithmetic shift).
    ///
    /// # Complexity
    ///
    /// O(number of limbs).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::bigint::BigInt;
    ///
    /// assert_eq!(BigInt::from(-7).shr_floor(1), BigInt::from(-4));
    /// assert_eq!(BigInt::from(7).shr_floor(1), BigInt::from(3));
    /// ```
    pub fn shr_floor(&self, bits: usize) -> BigInt {
        let (limbs, rem) = (bits / 32, bits % 32);
        if limbs >= self.mag.len() {
            return if self.negative { BigInt::from(-1) } else { BigInt::default() };
        }
        let lost = self.mag[..limbs].iter().any(|&l| l != 0)
            || (rem > 0 && self.mag[limbs] & ((1u32 << rem) - 1) != 0);
        let src = &self.mag[limbs..];
        let mag: Vec<u32> = if rem == 0 {
            src.to_vec()
        } else {
            (0..src.len())
                .map(|i| {
                    let hi = src.get(i + 1).copied().unwrap_or(0);
                    (src[i] >> rem) | (hi << (32 - rem))
                })
                .collect()
        };
        let truncated = BigInt::from_parts(self.negative, mag);
        if self.negative && lost { &truncated - &BigInt::from(1) } else { truncated }
    }

    fn mul_small_add(&mut self, factor: u32, addend: u32) {
        let mut carry = u64::from(addend);
        for l in &mut self.mag {
            let p = u64::from(*l) * u64::from(factor) + carry;
            *l = p as u32;
            carry = p >> 32;
        }
        if carry > 0 {
            self.mag.push(carry as u32);
        }
    }

    /// Divides the magnitude by `divisor` in place, returning the remainder.
    fn div_small(&mut self, divisor: u32) -> u32 {
        let mut rem = 0u64;
        for l in self.mag.iter_mut().rev() {
            let cur = (rem << 32) | u64::from(*l);
            *l = (cur / u64::from(divisor)) as u32;
            rem = cur % u64::from(divisor);
        }
        trim(&mut self.mag);
        rem as u32
    }
}

impl From<i64> for BigInt {
    fn from(value: i64) -> BigInt {
        BigInt::from_i128(i128::from(value))
    }
}

impl Ord for BigInt {
    fn cmp(&self, other: &BigInt) -> Ordering {
        match (self.negative, other.negative) {
            (false, true) => Ordering::Greater,
            (true, false) => Ordering::Less,
            (false, false) => cmp_mag(&self.mag, &other.mag),
            (true, true) => cmp_mag(&other.mag, &self.mag),
        }
    }
}

impl PartialOrd for BigInt {
    fn partial_cmp(&self, other: &BigInt) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Neg for &BigInt {
    type Output = BigInt;
    fn neg(self) -> BigInt {
        BigInt::from_parts(!self.negative, self.mag.clone())
    }
}

impl Neg for BigInt {
    type Output = BigInt;
    fn neg(self) -> BigInt {
        BigInt::from_parts(!self.negative, self.mag)
    }
}

impl Add for &BigInt {
    type Output = BigInt;
    fn add(self, other: &BigInt) -> BigInt {
        if self.negative == other.negative {
            return BigInt::from_parts(self.negative, add_mag(&self.mag, &other.mag));
        }
        match cmp_mag(&self.mag, &other.mag) {
            Ordering::Equal => BigInt::default(),
            Ordering::Greater => BigInt::from_parts(self.negative, sub_mag(&self.mag, &other.mag)),
            Ordering::Less => BigInt::from_parts(other.negative, sub_mag(&other.mag, &self.mag)),
        }
    }
}

impl Sub for &BigInt {
    type Output = BigInt;
    fn sub(self, other: &BigInt) -> BigInt {
        self + &-other
    }
}

impl FromStr for BigInt {
    type Err = ParseBigIntError;
    fn from_str(s: &str) -> Result<BigInt, ParseBigIntError> {
        let (negative, digits) = match s.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, s),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(ParseBigIntError);
        }
        let mut value = BigInt::default();
        for chunk in digits.as_bytes().chunks(9) {
            let part = chunk.iter().fold(0u32, |acc, &b| acc * 10 + u32::from(b - b'0'));
            value.mul_small_add(10u32.pow(chunk.len() as u32), part);
        }
        Ok(BigInt::from_parts(negative, value.mag))
    }
}

impl fmt::Display for BigInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_zero() {
            return f.write_str("0");
        }
        let mut rest = BigInt { negative: false, mag: self.mag.clone() };
        let mut chunks = Vec::new();
        while !rest.is_zero() {
            chunks.push(rest.div_small(1_000_000_000));
        }
        let mut out = String::new();
        if self.negative {
            out.push('-');
        }
        let mut iter = chunks.iter().rev();
        if let Some(first) = iter.next() {
            out.push_str(&first.to_string());
        }
        for chunk in iter {
            out.push_str(&format!("{chunk:09}"));
        }
        f.write_str(&out)
    }
}
