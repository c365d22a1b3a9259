//! Twins for the partizan numbers: `BigInt` against `i128`, `Dyadic` against exact `i128`
//! rationals over a common power-of-two denominator, and big values that must stay exact.

use cgt::partizan::{BigInt, Dyadic};
use proptest::prelude::*;

/// Exact rational `n / 2^40` in `i128`: the twin representation of a small dyadic.
const SCALE: u32 = 40;

fn twin(n: i64, k: u32) -> i128 {
    i128::from(n) << (SCALE - k)
}

fn from_twin(v: i128) -> Dyadic {
    // v / 2^SCALE, reduced by the code under test only through `new`'s normalisation, so
    // rebuild it from the reduced parts by hand.
    if v == 0 {
        return Dyadic::from(0);
    }
    let tz = v.trailing_zeros().min(SCALE);
    let num = i64::try_from(v >> tz).expect("twin fits i64");
    Dyadic::new(num, SCALE - tz)
}

fn twin_string(v: i128) -> String {
    if v == 0 {
        return "0".into();
    }
    let tz = v.trailing_zeros().min(SCALE);
    let (num, exp) = (v >> tz, SCALE - tz);
    if exp == 0 { num.to_string() } else { format!("{num}/{}", 1u64 << exp) }
}

fn small() -> impl Strategy<Value = (i64, u32)> {
    (-(1i64 << 40)..(1i64 << 40), 0u32..=20)
}

proptest! {
    #[test]
    fn bigint_matches_i128(a in any::<i64>(), b in any::<i64>(), s in 0usize..60) {
        let (x, y) = (BigInt::from(a), BigInt::from(b));
        let (a, b) = (i128::from(a), i128::from(b));
        prop_assert_eq!((&x + &y).to_i128(), Some(a + b));
        prop_assert_eq!((&x - &y).to_i128(), Some(a - b));
        prop_assert_eq!((-&x).to_i128(), Some(-a));
        prop_assert_eq!(x.cmp(&y), a.cmp(&b));
        prop_assert_eq!(x.shl(s).to_i128(), Some(a << s));
        prop_assert_eq!(x.shr_floor(s).to_i128(), Some(a >> s));
        prop_assert_eq!(x.to_string(), a.to_string());
        prop_assert_eq!(a.to_string().parse::<BigInt>().unwrap(), x);
    }

    #[test]
    fn dyadic_matches_i128_rationals((n, k) in small(), (m, j) in small()) {
        let (x, y) = (Dyadic::new(n, k), Dyadic::new(m, j));
        let (a, b) = (twin(n, k), twin(m, j));
        prop_assert_eq!(&x + &y, from_twin(a + b));
        prop_assert_eq!(&x - &y, from_twin(a - b));
        prop_assert_eq!(-&x, from_twin(-a));
        prop_assert_eq!(x.cmp(&y), a.cmp(&b));
        prop_assert_eq!(x == y, a == b);
        prop_assert_eq!(x.to_string(), twin_string(a));
        prop_assert_eq!(twin_string(a).parse::<Dyadic>().unwrap(), x.clone());
        let unit = 1i128 << SCALE;
        prop_assert_eq!(x.floor(), from_twin(a.div_euclid(unit) * unit));
        prop_assert_eq!(x.ceil(), from_twin(-((-a).div_euclid(unit)) * unit));
        prop_assert_eq!(x.is_integer(), a % unit == 0);
        prop_assert_eq!(x.halve().double(), x.clone());
        prop_assert_eq!(x.mean(&y), from_twin((a + b) / 2));
    }

    #[test]
    fn simplest_between_is_simplest((n, k) in small(), (m, j) in small()) {
        let (a, b) = (twin(n, k), twin(m, j));
        prop_assume!(a != b);
        let (lo, hi) = (a.min(b), a.max(b));
        let got = Dyadic::simplest_between(Some(&from_twin(lo)), Some(&from_twin(hi)));
        // Twin: scan integers by absolute value, then denominators 2, 4, 8, ...
        let unit = 1i128 << SCALE;
        let expect = if lo < 0 && hi > 0 {
            0
        } else if lo >= 0 && (lo.div_euclid(unit) + 1) * unit < hi {
            (lo.div_euclid(unit) + 1) * unit
        } else if hi <= 0 && (-((-hi).div_euclid(unit)) - 1) * unit > lo {
            (-((-hi).div_euclid(unit)) - 1) * unit
        } else {
            let mut step = unit;
            loop {
                step /= 2;
                let c = (lo.div_euclid(step) + 1) * step;
                if c < hi {
                    break c;
                }
            }
        };
        prop_assert_eq!(got, from_twin(expect));
    }
}

#[test]
fn simplest_between_examples() {
    let d = |s: &str| s.parse::<Dyadic>().unwrap();
    let sb = |a: &str, b: &str| Dyadic::simplest_between(Some(&d(a)), Some(&d(b))).to_string();
    assert_eq!(sb("0", "1"), "1/2");
    assert_eq!(sb("1/4", "1/2"), "3/8");
    assert_eq!(sb("5/8", "11/16"), "21/32");
    assert_eq!(sb("-7/2", "-1"), "-2");
    assert_eq!(sb("2", "5"), "3");
    assert_eq!(Dyadic::simplest_between(None, Some(&d("-5/2"))).to_string(), "-3");
}

#[test]
fn huge_denominators_stay_exact() {
    // sum_{i=1}^{3000} 1/2^i = 1 - 1/2^3000, exactly.
    let mut sum = Dyadic::from(0);
    for i in 1..=3000u32 {
        sum = &sum + &Dyadic::new(1, i);
    }
    let tiny = Dyadic::new(1, 3000);
    assert_eq!(&sum + &tiny, Dyadic::from(1));
    assert_eq!(sum.exponent(), 3000);
    assert!(sum < Dyadic::from(1));
    assert!(sum > Dyadic::new(1, 1));
    // Its numerator is 2^3000 - 1: printed, it has 904 digits, all 9s-free arithmetic aside.
    let numerator = sum.numerator();
    assert_eq!(&numerator + &BigInt::from(1), BigInt::from(1).shl(3000));
    let text = sum.to_string();
    assert_eq!(text.parse::<Dyadic>().unwrap(), sum);
    // 65/2^12 exactly.
    assert_eq!(Dyadic::new(65, 12).to_string(), "65/4096");
    // The simplest number between 0 and 1/2^3000 is 1/2^3001.
    assert_eq!(Dyadic::simplest_between(Some(&Dyadic::from(0)), Some(&tiny)), Dyadic::new(1, 3001));
}

#[test]
fn bigint_decimal_round_trip() {
    let s = "-98765432109876543210987654321098765432109876543210";
    let x: BigInt = s.parse().unwrap();
    assert_eq!(x.to_string(), s);
    // 10^49 - 10^49 = 0 and the sign of zero is normalised.
    let ten49: BigInt = format!("1{}", "0".repeat(49)).parse().unwrap();
    assert!((&ten49 - &ten49).to_string() == "0" && !(&ten49 - &ten49).is_negative());
    assert!("".parse::<BigInt>().is_err() && "-".parse::<BigInt>().is_err());
}

fn big() -> impl Strategy<Value = Dyadic> {
    (any::<i64>(), 0u32..300, 0usize..200)
        .prop_map(|(n, k, s)| Dyadic::from_bigint(BigInt::from(n).shl(s), k))
}

proptest! {
    #[test]
    fn big_dyadics_obey_the_field_laws(x in big(), y in big(), z in big()) {
        prop_assert_eq!(&(&x + &y) - &y, x.clone());
        prop_assert_eq!(&x + &y, &y + &x);
        prop_assert_eq!(&(&x + &y) + &z, &x + &(&y + &z));
        prop_assert_eq!((&x + &y).cmp(&x), y.signum().cmp(&0));
        prop_assert_eq!(x.cmp(&y), (&x - &y).signum().cmp(&0));
        prop_assert_eq!(x.to_string().parse::<Dyadic>().unwrap(), x.clone());
        prop_assert_eq!(x.halve().double(), x.clone());
        let f = x.floor();
        prop_assert!(f.is_integer() && f <= x && x < &f + &Dyadic::from(1));
        prop_assert_eq!(x.ceil(), -(-&x).floor());
        if x != y {
            let (lo, hi) = if x < y { (&x, &y) } else { (&y, &x) };
            let s = Dyadic::simplest_between(Some(lo), Some(hi));
            prop_assert!(lo < &s && &s < hi);
            prop_assert!(s.exponent() <= lo.exponent().max(hi.exponent()) + 1);
        }
    }
}
