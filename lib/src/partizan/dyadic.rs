//! Exact dyadic rationals `m / 2^k`: the numbers of short partizan games.
//!
//! The numerator is a machine word when it fits and a [`BigInt`] otherwise; values are kept
//! normalised (the numerator is odd unless `k = 0`, and it is a machine word whenever it
//! fits), so equal values are equal structs and hash alike.

use crate::partizan::bigint::BigInt;
use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Neg, Sub};
use std::str::FromStr;

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum Num {
    Small(i64),
    Big(BigInt),
}

/// An exact dyadic rational `m / 2^k` with `m` of any size and `k >= 0`.
///
/// # Example
///
/// ```
/// use cgt::partizan::dyadic::Dyadic;
///
/// let x: Dyadic = "3/8".parse().unwrap();
/// let y: Dyadic = "-1/2".parse().unwrap();
/// assert_eq!((&x + &y).to_string(), "-1/8");
/// assert!(y < x);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Dyadic {
    num: Num,
    exp: u32,
}

/// The error of parsing a [`Dyadic`] from text that is not `a` or `a/b` with `b` a power of two.
///
/// # Example
///
/// ```
/// use cgt::partizan::dyadic::Dyadic;
///
/// assert!("1/3".parse::<Dyadic>().is_err());
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseDyadicError;

impl fmt::Display for ParseDyadicError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected an integer or a fraction a/b with b a power of two")
    }
}

impl Dyadic {
    fn from_i128(num: i128, exp: u32) -> Dyadic {
        if num == 0 {
            return Dyadic::zero();
        }
        let tz = num.trailing_zeros().min(exp);
        let (num, exp) = (num >> tz, exp - tz);
        match i64::try_from(num) {
            Ok(n) => Dyadic { num: Num::Small(n), exp },
            Err(_) => Dyadic { num: Num::Big(BigInt::from_i128(num)), exp },
        }
    }

    fn from_big(num: BigInt, exp: u32) -> Dyadic {
        let tz = match num.trailing_zeros() {
            Some(tz) => tz,
            None => return Dyadic::zero(),
        };
        let tz = tz.min(exp as usize);
        let num = if tz > 0 { num.shr_floor(tz) } else { num };
        let exp = exp - tz as u32;
        match num.to_i64() {
            Some(n) => Dyadic { num: Num::Small(n), exp },
            None => Dyadic { num: Num::Big(num), exp },
        }
    }

    fn big_num(&self) -> BigInt {
        match &self.num {
            Num::Small(n) => BigInt::from(*n),
            Num::Big(b) => b.clone(),
        }
    }

    /// The value `num / 2^exp`, reduced.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::dyadic::Dyadic;
    ///
    /// assert_eq!(Dyadic::new(6, 2).to_string(), "3/2");
    /// ```
    pub fn new(num: i64, exp: u32) -> Dyadic {
        Dyadic::from_i128(i128::from(num), exp)
    }

    /// The value `num / 2^exp` for a numerator of any size, reduced.
    ///
    /// # Complexity
    ///
    /// O(size of `num`).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::{bigint::BigInt, dyadic::Dyadic};
    ///
    /// let x = Dyadic::from_bigint(BigInt::from(1).shl(3000), 3000);
    /// assert_eq!(x, Dyadic::from(1));
    /// ```
    pub fn from_bigint(num: BigInt, exp: u32) -> Dyadic {
        Dyadic::from_big(num, exp)
    }

    /// Zero.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::dyadic::Dyadic;
    ///
    /// assert_eq!(Dyadic::zero(), Dyadic::from(0));
    /// ```
    pub fn zero() -> Dyadic {
        Dyadic { num: Num::Small(0), exp: 0 }
    }

    /// The reduced numerator `m` of `m / 2^k`.
    ///
    /// # Complexity
    ///
    /// O(size of the numerator).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::{bigint::BigInt, dyadic::Dyadic};
    ///
    /// assert_eq!(Dyadic::new(-12, 3).numerator(), BigInt::from(-3));
    /// ```
    pub fn numerator(&self) -> BigInt {
        self.big_num()
    }

    /// The exponent `k` of the reduced denominator `2^k`.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::dyadic::Dyadic;
    ///
    /// assert_eq!(Dyadic::new(-12, 3).exponent(), 1);
    /// assert_eq!(Dyadic::from(4).exponent(), 0);
    /// ```
    pub fn exponent(&self) -> u32 {
        self.exp
    }

    /// Whether the value is an integer.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::dyadic::Dyadic;
    ///
    /// assert!(Dyadic::new(8, 2).is_integer());
    /// assert!(!Dyadic::new(1, 2).is_integer());
    /// ```
    pub fn is_integer(&self) -> bool {
        self.exp == 0
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
    /// use cgt::partizan::dyadic::Dyadic;
    ///
    /// assert!(Dyadic::new(0, 5).is_zero());
    /// ```
    pub fn is_zero(&self) -> bool {
        self.num == Num::Small(0)
    }

    /// The sign: -1, 0 or 1.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::dyadic::Dyadic;
    ///
    /// assert_eq!(Dyadic::new(-1, 9).signum(), -1);
    /// ```
    pub fn signum(&self) -> i32 {
        match &self.num {
            Num::Small(n) => n.signum() as i32,
            Num::Big(b) => {
                if b.is_negative() {
                    -1
                } else {
                    1
                }
            }
        }
    }

    /// The value times `2^shift` (`shift` may be negative: a division by a power of two).
    ///
    /// # Panics
    ///
    /// If the exponent would leave `u32`.
    ///
    /// # Complexity
    ///
    /// O(size of the numerator + shift / 32).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::dyadic::Dyadic;
    ///
    /// assert_eq!(Dyadic::new(3, 0).mul_pow2(-3).to_string(), "3/8");
    /// assert_eq!(Dyadic::new(3, 4).mul_pow2(5), Dyadic::from(6));
    /// ```
    pub fn mul_pow2(&self, shift: i64) -> Dyadic {
        if self.is_zero() {
            return Dyadic::zero();
        }
        let exp = i64::from(self.exp) - shift;
        if exp >= 0 {
            let exp = u32::try_from(exp).expect("dyadic exponent overflow");
            if self.exp > 0 {
                // An odd numerator stays odd.
                return Dyadic { num: self.num.clone(), exp };
            }
            return match &self.num {
                Num::Small(n) => Dyadic::from_i128(i128::from(*n), exp),
                Num::Big(b) => Dyadic::from_big(b.clone(), exp),
            };
        }
        let up = usize::try_from(-exp).expect("shift fits usize");
        match self.num {
            Num::Small(n) if up < 64 => return Dyadic::from_i128(i128::from(n) << up, 0),
            _ => {}
        }
        Dyadic::from_big(self.big_num().shl(up), 0)
    }

    /// Half the value.
    ///
    /// # Complexity
    ///
    /// O(1) for machine-word numerators.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::dyadic::Dyadic;
    ///
    /// assert_eq!(Dyadic::from(3).halve().to_string(), "3/2");
    /// ```
    pub fn halve(&self) -> Dyadic {
        self.mul_pow2(-1)
    }

    /// Twice the value.
    ///
    /// # Complexity
    ///
    /// O(1) for machine-word numerators.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::dyadic::Dyadic;
    ///
    /// assert_eq!(Dyadic::new(3, 2).double().to_string(), "3/2");
    /// ```
    pub fn double(&self) -> Dyadic {
        self.mul_pow2(1)
    }

    /// The greatest integer `<=` the value.
    ///
    /// # Complexity
    ///
    /// O(size of the numerator).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::dyadic::Dyadic;
    ///
    /// assert_eq!(Dyadic::new(-3, 1).floor(), Dyadic::from(-2));
    /// assert_eq!(Dyadic::new(3, 1).floor(), Dyadic::from(1));
    /// ```
    pub fn floor(&self) -> Dyadic {
        if self.exp == 0 {
            return self.clone();
        }
        match &self.num {
            Num::Small(n) if self.exp < 64 => Dyadic::new(n >> self.exp, 0),
            Num::Small(n) => Dyadic::from(if *n < 0 { -1 } else { 0 }),
            Num::Big(b) => Dyadic::from_big(b.shr_floor(self.exp as usize), 0),
        }
    }

    /// The least integer `>=` the value.
    ///
    /// # Complexity
    ///
    /// O(size of the numerator).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::dyadic::Dyadic;
    ///
    /// assert_eq!(Dyadic::new(-3, 1).ceil(), Dyadic::from(-1));
    /// assert_eq!(Dyadic::new(3, 1).ceil(), Dyadic::from(2));
    /// ```
    pub fn ceil(&self) -> Dyadic {
        -(-self).floor()
    }

    /// The mean `(self + other) / 2`.
    ///
    /// # Complexity
    ///
    /// That of an addition.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::dyadic::Dyadic;
    ///
    /// assert_eq!(Dyadic::from(0).mean(&Dyadic::new(1, 2)).to_string(), "1/8");
    /// ```
    pub fn mean(&self, other: &Dyadic) -> Dyadic {
        (self + other).halve()
    }

    /// The simplest number strictly between `lo` and `hi`, either bound possibly absent
    /// (then it is infinite on that side).
    ///
    /// Between `lo < hi`: the integer of least absolute value if one lies strictly between,
    /// else the dyadic rational with the smallest denominator.
    ///
    /// # Panics
    ///
    /// If both bounds are present and `lo >= hi`.
    ///
    /// # Complexity
    ///
    /// O(k · size) where `2^k` is the larger denominator.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::dyadic::Dyadic;
    ///
    /// let (a, b) = ("1/4".parse::<Dyadic>().unwrap(), "1/2".parse::<Dyadic>().unwrap());
    /// assert_eq!(Dyadic::simplest_between(Some(&a), Some(&b)).to_string(), "3/8");
    /// assert_eq!(Dyadic::simplest_between(Some(&Dyadic::from(-3)), None), Dyadic::from(0));
    /// assert_eq!(Dyadic::simplest_between(Some(&b), None), Dyadic::from(1));
    /// ```
    pub fn simplest_between(lo: Option<&Dyadic>, hi: Option<&Dyadic>) -> Dyadic {
        let one = Dyadic::from(1);
        match (lo, hi) {
            (None, None) => Dyadic::zero(),
            (Some(lo), None) => {
                if lo.signum() < 0 {
                    Dyadic::zero()
                } else {
                    &lo.floor() + &one
                }
            }
            (None, Some(hi)) => {
                if hi.signum() > 0 {
                    Dyadic::zero()
                } else {
                    &hi.ceil() - &one
                }
            }
            (Some(lo), Some(hi)) => {
                assert!(lo < hi, "simplest_between needs lo < hi");
                if lo.signum() < 0 && hi.signum() > 0 {
                    return Dyadic::zero();
                }
                if lo.signum() >= 0 {
                    let n = &lo.floor() + &one;
                    if &n < hi {
                        return n;
                    }
                } else {
                    let n = &hi.ceil() - &one;
                    if &n > lo {
                        return n;
                    }
                }
                let mut k: i64 = 1;
                loop {
                    let c = (&lo.mul_pow2(k).floor() + &one).mul_pow2(-k);
                    if &c < hi {
                        return c;
                    }
                    k += 1;
                }
            }
        }
    }

    /// An approximation as `f64` (for display and plotting only).
    ///
    /// # Complexity
    ///
    /// O(size of the numerator).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::dyadic::Dyadic;
    ///
    /// assert_eq!(Dyadic::new(3, 3).to_f64(), 0.375);
    /// ```
    pub fn to_f64(&self) -> f64 {
        match &self.num {
            Num::Small(n) => *n as f64 / 2f64.powi(self.exp.min(2000) as i32),
            Num::Big(b) => {
                b.to_string().parse::<f64>().unwrap_or(f64::NAN) / 2f64.powi(self.exp as i32)
            }
        }
    }
}

impl From<i64> for Dyadic {
    fn from(value: i64) -> Dyadic {
        Dyadic::new(value, 0)
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Dyadic) -> Ordering {
        if let (Num::Small(a), Num::Small(b)) = (&self.num, &other.num) {
            if self.exp == other.exp {
                return a.cmp(b);
            }
            let (a, b) = (i128::from(*a), i128::from(*b));
            if self.exp > other.exp && self.exp - other.exp < 63 {
                return a.cmp(&(b << (self.exp - other.exp)));
            }
            if other.exp > self.exp && other.exp - self.exp < 63 {
                return (a << (other.exp - self.exp)).cmp(&b);
            }
        }
        let sign = self.signum().cmp(&other.signum());
        if sign != Ordering::Equal {
            return sign;
        }
        let e = self.exp.max(other.exp);
        let a = self.big_num().shl((e - self.exp) as usize);
        let b = other.big_num().shl((e - other.exp) as usize);
        a.cmp(&b)
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Neg for &Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        match &self.num {
            Num::Small(n) => Dyadic::from_i128(-i128::from(*n), self.exp),
            Num::Big(b) => Dyadic::from_big(-b, self.exp),
        }
    }
}

impl Neg for Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        -&self
    }
}

impl Add for &Dyadic {
    type Output = Dyadic;
    fn add(self, other: &Dyadic) -> Dyadic {
        if let (Num::Small(a), Num::Small(b)) = (&self.num, &other.num) {
            let e = self.exp.max(other.exp);
            if e - self.exp.min(other.exp) < 63 {
                let a = i128::from(*a) << (e - self.exp);
                let b = i128::from(*b) << (e - other.exp);
                return Dyadic::from_i128(a + b, e);
            }
        }
        let e = self.exp.max(other.exp);
        let a = self.big_num().shl((e - self.exp) as usize);
        let b = other.big_num().shl((e - other.exp) as usize);
        Dyadic::from_big(&a + &b, e)
    }
}

impl Add for Dyadic {
    type Output = Dyadic;
    fn add(self, other: Dyadic) -> Dyadic {
        &self + &other
    }
}

impl Sub for &Dyadic {
    type Output = Dyadic;
    fn sub(self, other: &Dyadic) -> Dyadic {
        self + &-other
    }
}

impl Sub for Dyadic {
    type Output = Dyadic;
    fn sub(self, other: Dyadic) -> Dyadic {
        &self - &other
    }
}

impl FromStr for Dyadic {
    type Err = ParseDyadicError;
    fn from_str(s: &str) -> Result<Dyadic, ParseDyadicError> {
        let (num, den) = match s.split_once('/') {
            Some((n, d)) => (n, Some(d)),
            None => (s, None),
        };
        let num: BigInt = num.parse().map_err(|_| ParseDyadicError)?;
        let exp = match den {
            None => 0,
            Some(d) => {
                if d.starts_with('-') {
                    return Err(ParseDyadicError);
                }
                let d: BigInt = d.parse().map_err(|_| ParseDyadicError)?;
                let tz = d.trailing_zeros().ok_or(ParseDyadicError)?;
                if d != BigInt::from(1).shl(tz) {
                    return Err(ParseDyadicError);
                }
                u32::try_from(tz).map_err(|_| ParseDyadicError)?
            }
        };
        Ok(Dyadic::from_big(num, exp))
    }
}

impl fmt::Display for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.num {
            Num::Small(n) => write!(f, "{n}")?,
            Num::Big(b) => write!(f, "{b}")?,
        }
        if self.exp > 0 {
            if self.exp < 63 {
                write!(f, "/{}", 1u64 << self.exp)?;
            } else {
                write!(f, "/{}", BigInt::from(1).shl(self.exp as usize))?;
            }
        }
        Ok(())
    }
}
