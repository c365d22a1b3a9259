//! The value of a box by the continued-fraction rule of [`crate::partizan::contorted`]:
//! `[a0; a1, …, an] = a0 + Σ_{k=1..n} (−1)^{k+1} · 2^{1 − (a1 + … + ak)}`.

use crate::partizan::contorted::fraction::FractionBox;
use crate::partizan::dyadic::Dyadic;

impl FractionBox {
    /// The exponent `e` of the value's denominator `2^e`: `a1 + … + an − 1` for a fraction
    /// `[a0; a1, …, an]`, `0` for an integer.
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
    /// assert_eq!("2/5".parse::<FractionBox>().unwrap().value_exponent(), 3);
    /// assert_eq!("1/1000000000".parse::<FractionBox>().unwrap().value_exponent(), 999_999_999);
    /// assert_eq!(FractionBox::integer(-4).value_exponent(), 0);
    /// ```
    pub fn value_exponent(&self) -> u64 {
        let (_, quotients) = self.continued_fraction();
        quotients.iter().sum::<u64>().saturating_sub(1)
    }

    /// The value of the box by the continued-fraction rule, built from its `n` signed powers
    /// of two (never bit by bit, so partial quotients of any size cost the same).
    ///
    /// # Panics
    ///
    /// If [`FractionBox::value_exponent`] exceeds `u32::MAX` (possible only for denominators
    /// beyond `2^32`).
    ///
    /// # Complexity
    ///
    /// O(log den) dyadic additions and shifts (the continued fraction's length), on
    /// numerators of up to `value_exponent() + 64` bits.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::contorted::FractionBox;
    ///
    /// let value = |s: &str| s.parse::<FractionBox>().unwrap().value().to_string();
    /// assert_eq!(value("2/5"), "3/8");
    /// assert_eq!(value("-2/5"), "-3/8");
    /// assert_eq!(value("7/2"), "7/2");
    /// assert_eq!(value("-5"), "-5");
    /// // A huge partial quotient costs one shift: [0; 10^9] = 2^(1 − 10^9).
    /// let tiny = "1/1000000000".parse::<FractionBox>().unwrap().value();
    /// assert_eq!(tiny.exponent(), 999_999_999);
    /// ```
    pub fn value(&self) -> Dyadic {
        let (floor, quotients) = self.continued_fraction();
        let mut value = Dyadic::from(floor);
        let mut sum: u64 = 0;
        for (k, &a) in quotients.iter().enumerate() {
            sum += a;
            let shift = 1 - i64::try_from(sum).expect("the exponent fits i64");
            let sign = if k % 2 == 0 { 1 } else { -1 };
            value = &value + &Dyadic::new(sign, 0).mul_pow2(shift);
        }
        value
    }
}
