//! Nimbers — the values of impartial games under normal play — with nim
//! addition, the nim-sum of many values and the minimum excludant (mex).
//!
//! Single Grundy values are [`Nimber`]s throughout the library. Tables of
//! many values (nim-sequences of 10^6–10^7 heaps) keep a compact `u32`
//! storage and hand out `Nimber`s one at a time; a `Nimber` compares equal to
//! the `u32` of the same value, so such tables and nimbers compare directly.

use std::fmt;
use std::iter::Sum;
use std::ops::{BitXor, BitXorAssign};

use crate::outcome::Outcome;

/// A nimber `*n`: the normal-play value of an impartial game, here the Grundy
/// value `n`. Nimbers add by bitwise XOR (nim addition): `*a + *b = *(a ^ b)`,
/// so `^`, `^=` and [`Sum`] are the disjunctive sum of games (Sprague–Grundy
/// theorem), and `*n` is a second-player win iff `n = 0`.
///
/// `Display` prints the bare number (`3`), as judges expect a Grundy value;
/// the alternate form `{:#}` prints the game notation: `0`, `*`, `*2`, ….
/// Ordered by value (the order of the mex, not a game order).
///
/// # Example
///
/// ```
/// use cgt::Nimber;
///
/// let heaps = [3u64, 5, 6];
/// let total: Nimber = heaps.iter().map(|&h| Nimber::from(h)).sum();
/// assert!(total.is_zero()); // a second-player win
/// assert_eq!(Nimber::from(1u32) ^ Nimber::from(2u32), Nimber::from(3u32));
/// assert_eq!(Nimber::from(3u32).to_string(), "3");
/// assert_eq!(format!("{:>3}|{:<3}|", Nimber::from(3u32), Nimber::from(4u32)), "  3|4  |");
/// assert_eq!(format!("{:#} {:#} {:#}", Nimber::ZERO, Nimber::from(1u32), Nimber::from(3u32)), "0 * *3");
/// assert_eq!(Nimber::from(3u32), 3); // compares with compact `u32` tables
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[repr(transparent)]
pub struct Nimber(u64);

impl Nimber {
    /// The nimber `0`: the game with no move, a second-player win.
    pub const ZERO: Nimber = Nimber(0);

    /// The Grundy value `n` of `*n`.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::Nimber;
    ///
    /// assert_eq!(Nimber::from(7u32).value(), 7);
    /// ```
    pub fn value(self) -> u64 {
        self.0
    }

    /// Whether this is `0`, the value of a second-player win.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::Nimber;
    ///
    /// assert!(Nimber::ZERO.is_zero());
    /// assert!(!Nimber::from(2u64).is_zero());
    /// ```
    pub fn is_zero(self) -> bool {
        self.0 == 0
    }
}

/// Outcomes from Grundy values: here, not in [`crate::outcome`], which names no theory.
impl Outcome {
    /// Normal-play outcome of a position with Grundy value `grundy`: P iff it is 0.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{Nimber, Outcome};
    ///
    /// assert_eq!(Outcome::from_grundy(Nimber::ZERO), Outcome::P);
    /// assert_eq!(Outcome::from_grundy(Nimber::from(3u32)), Outcome::N);
    /// ```
    pub fn from_grundy(grundy: Nimber) -> Outcome {
        if grundy.is_zero() { Outcome::P } else { Outcome::N }
    }
}

impl From<u32> for Nimber {
    fn from(value: u32) -> Nimber {
        Nimber(u64::from(value))
    }
}

impl From<u64> for Nimber {
    fn from(value: u64) -> Nimber {
        Nimber(value)
    }
}

impl From<Nimber> for u64 {
    fn from(nimber: Nimber) -> u64 {
        nimber.0
    }
}

impl BitXor for Nimber {
    type Output = Nimber;

    fn bitxor(self, other: Nimber) -> Nimber {
        Nimber(self.0 ^ other.0)
    }
}

impl BitXorAssign for Nimber {
    fn bitxor_assign(&mut self, other: Nimber) {
        self.0 ^= other.0;
    }
}

impl Sum for Nimber {
    fn sum<I: Iterator<Item = Nimber>>(values: I) -> Nimber {
        values.fold(Nimber::ZERO, BitXor::bitxor)
    }
}

impl<'a> Sum<&'a Nimber> for Nimber {
    fn sum<I: Iterator<Item = &'a Nimber>>(values: I) -> Nimber {
        values.copied().sum()
    }
}

impl PartialEq<u32> for Nimber {
    fn eq(&self, other: &u32) -> bool {
        self.0 == u64::from(*other)
    }
}

impl PartialEq<Nimber> for u32 {
    fn eq(&self, other: &Nimber) -> bool {
        other == self
    }
}

impl fmt::Display for Nimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (f.alternate(), self.0) {
            (false, n) => fmt::Display::fmt(&n, f),
            (true, 0) => f.pad("0"),
            (true, 1) => f.pad("*"),
            (true, n) => f.pad(&format!("*{n}")),
        }
    }
}

/// Nim-sum of nimbers: the Grundy value of a disjunctive sum of games whose
/// Grundy values are `values` (Sprague–Grundy theorem). Takes anything that
/// converts into a [`Nimber`], so the heap sizes of Nim go in as they are.
///
/// # Complexity
///
/// O(len) time, O(1) memory.
///
/// # Example
///
/// ```
/// use cgt::{Nimber, nim_sum};
///
/// assert!(nim_sum([3u64, 5, 6]).is_zero());
/// assert_eq!(nim_sum([1u32, 2]), 3);
/// assert_eq!(nim_sum([Nimber::from(4u32)]), 4);
/// assert_eq!(nim_sum(Vec::<Nimber>::new()), Nimber::ZERO);
/// ```
pub fn nim_sum<I>(values: I) -> Nimber
where
    I: IntoIterator,
    I::Item: Into<Nimber>,
{
    values.into_iter().map(Into::into).sum()
}

/// Minimum excludant: the least natural number not among `values`.
///
/// `values` is a multiset (duplicates and any order are allowed). Among `len`
/// values the mex is at most `len`, so only values `<= len` are recorded, in a
/// bitmap of `len + 1` flags.
///
/// Generic over the value type: [`Nimber`]s for normal-play Grundy values,
/// plain integers for values that are not nimbers (misère Grundy values and
/// the entries of a genus do not add by XOR). The result has the values' type.
///
/// # Complexity
///
/// O(len) time and memory.
///
/// # Example
///
/// ```
/// use cgt::{Nimber, mex};
///
/// let values = [0u32, 1, 3, 1].map(Nimber::from);
/// assert_eq!(mex(values), Nimber::from(2u32));
/// assert_eq!(mex([1u32, 2]), 0);
/// assert_eq!(mex(Vec::<Nimber>::new()), Nimber::ZERO);
/// ```
pub fn mex<T, I>(values: I) -> T
where
    T: Into<u64> + From<u32>,
    I: IntoIterator<Item = T>,
{
    let values: Vec<u64> = values.into_iter().map(Into::into).collect();
    let mut seen = vec![false; values.len() + 1];
    for value in values {
        if let Some(flag) = usize::try_from(value).ok().and_then(|v| seen.get_mut(v)) {
            *flag = true;
        }
    }
    let first_missing = seen.iter().position(|&flag| !flag);
    let first_missing = first_missing.expect("len + 1 flags cannot all be set by len values");
    T::from(u32::try_from(first_missing).expect("the mex is at most the number of values"))
}
