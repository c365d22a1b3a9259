//! Tests for `cgt::nimber`: brute-force twins and the laws of the `Nimber` type, nim-sum and mex.

use std::collections::HashSet;

use cgt::{Nimber, mex, nim_sum};
use proptest::prelude::*;

/// Nim-sum by definition: binary addition without carries, bit by bit.
fn naive_nim_sum(values: &[u64]) -> u64 {
    (0..64)
        .filter(|bit| values.iter().filter(|v| *v >> bit & 1 == 1).count() % 2 == 1)
        .map(|bit| 1 << bit)
        .sum()
}

/// Mex by definition: the first natural number not in the set.
fn naive_mex(values: &[u32]) -> u32 {
    (0..).find(|k| !values.contains(k)).unwrap()
}

/// Small values mostly, with the occasional huge one.
fn mex_values() -> impl Strategy<Value = Vec<u32>> {
    prop::collection::vec(prop_oneof![8 => 0u32..12, 1 => any::<u32>()], 0..16)
}

fn nimber() -> impl Strategy<Value = Nimber> {
    any::<u64>().prop_map(Nimber::from)
}

fn nimbers(values: &[u32]) -> Vec<Nimber> {
    values.iter().map(|&v| Nimber::from(v)).collect()
}

#[test]
fn nim_sum_of_nothing_is_zero() {
    assert_eq!(nim_sum(Vec::<Nimber>::new()), Nimber::ZERO);
    assert_eq!(Vec::<Nimber>::new().into_iter().sum::<Nimber>(), Nimber::ZERO);
}

#[test]
fn mex_examples() {
    assert_eq!(mex(Vec::<u32>::new()), 0);
    assert_eq!(mex([0u32, 0, 0]), 1);
    assert_eq!(mex([2u32, 1, 0, 4]), 3);
    assert_eq!(mex([u32::MAX]), 0);
    assert_eq!(mex(nimbers(&[2, 1, 0, 4])), Nimber::from(3u32));
    assert_eq!(mex([Nimber::from(u64::MAX)]), Nimber::ZERO);
}

#[test]
fn display_is_the_bare_number_and_alternate_is_the_star_notation() {
    let shown: Vec<String> =
        [0u32, 1, 2, 17].iter().map(|&v| Nimber::from(v).to_string()).collect();
    assert_eq!(shown, ["0", "1", "2", "17"]);
    let stars: Vec<String> =
        [0u32, 1, 2, 17].iter().map(|&v| format!("{:#}", Nimber::from(v))).collect();
    assert_eq!(stars, ["0", "*", "*2", "*17"]);
    assert_eq!(Nimber::from(u64::MAX).to_string(), u64::MAX.to_string());
}

#[test]
fn zero_is_the_default_and_the_only_zero() {
    assert_eq!(Nimber::default(), Nimber::ZERO);
    assert!(Nimber::ZERO.is_zero());
    assert!(!Nimber::from(1u32).is_zero());
    assert!(!Nimber::from(1u64 << 40).is_zero());
}

proptest! {
    #[test]
    fn nim_sum_matches_naive(values in prop::collection::vec(any::<u64>(), 0..10)) {
        prop_assert_eq!(nim_sum(values.iter().copied()).value(), naive_nim_sum(&values));
    }

    #[test]
    fn sum_is_the_fold_of_xor(values in prop::collection::vec(nimber(), 0..10)) {
        let folded = values.iter().fold(Nimber::ZERO, |acc, &v| acc ^ v);
        prop_assert_eq!(values.iter().copied().sum::<Nimber>(), folded);
        prop_assert_eq!(values.iter().sum::<Nimber>(), folded);
        prop_assert_eq!(nim_sum(values.iter().copied()), folded);
        let mut assigned = Nimber::ZERO;
        for &v in &values {
            assigned ^= v;
        }
        prop_assert_eq!(assigned, folded);
    }

    #[test]
    fn xor_is_associative(a in nimber(), b in nimber(), c in nimber()) {
        prop_assert_eq!((a ^ b) ^ c, a ^ (b ^ c));
    }

    #[test]
    fn xor_is_commutative(a in nimber(), b in nimber()) {
        prop_assert_eq!(a ^ b, b ^ a);
    }

    #[test]
    fn xor_has_identity_zero(a in nimber()) {
        prop_assert_eq!(a ^ Nimber::ZERO, a);
        prop_assert_eq!(Nimber::ZERO ^ a, a);
    }

    #[test]
    fn xor_is_self_inverse(a in nimber(), b in nimber()) {
        prop_assert!((a ^ a).is_zero());
        prop_assert_eq!(a ^ b ^ b, a);
    }

    #[test]
    fn xor_is_the_naive_nim_sum_of_two(a: u64, b: u64) {
        prop_assert_eq!((Nimber::from(a) ^ Nimber::from(b)).value(), naive_nim_sum(&[a, b]));
    }

    #[test]
    fn conversions_keep_the_value(a: u32, b: u64) {
        prop_assert_eq!(Nimber::from(a).value(), u64::from(a));
        prop_assert_eq!(u64::from(Nimber::from(b)), b);
        prop_assert_eq!(Nimber::from(a), a);
        prop_assert_eq!(a, Nimber::from(a));
        prop_assert_eq!(Nimber::from(u64::from(a)), Nimber::from(a));
    }

    #[test]
    fn order_and_equality_are_those_of_the_values(a: u64, b: u64) {
        prop_assert_eq!(Nimber::from(a).cmp(&Nimber::from(b)), a.cmp(&b));
        prop_assert_eq!(Nimber::from(a) == Nimber::from(b), a == b);
        let set: HashSet<Nimber> = [a, b].into_iter().map(Nimber::from).collect();
        prop_assert_eq!(set.len(), if a == b { 1 } else { 2 });
    }

    #[test]
    fn equality_with_u32_is_that_of_the_values(a: u64, b: u32) {
        prop_assert_eq!(Nimber::from(a) == b, a == u64::from(b));
        prop_assert_eq!(b == Nimber::from(a), a == u64::from(b));
    }

    #[test]
    fn mex_matches_naive(values in mex_values()) {
        prop_assert_eq!(mex(values.iter().copied()), naive_mex(&values));
    }

    #[test]
    fn mex_of_nimbers_matches_naive(values in mex_values()) {
        prop_assert_eq!(mex(nimbers(&values)), Nimber::from(naive_mex(&values)));
    }

    #[test]
    fn mex_is_not_in_the_set(values in mex_values()) {
        prop_assert!(!values.contains(&mex(values.iter().copied())));
    }

    #[test]
    fn mex_has_all_smaller_values_in_the_set(values in mex_values()) {
        let m = mex(values.iter().copied());
        prop_assert!((0..m).all(|k| values.contains(&k)));
    }

    #[test]
    fn mex_ignores_order_and_duplicates(
        values in mex_values(),
        seed in any::<u64>(),
        extra in prop::collection::vec(any::<prop::sample::Index>(), 0..8),
    ) {
        let mut shuffled = values.clone();
        for index in &extra {
            if !values.is_empty() {
                shuffled.push(values[index.index(values.len())]);
            }
        }
        // A deterministic permutation from the seed.
        shuffled.sort_by_key(|v| (u64::from(*v) ^ seed).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        prop_assert_eq!(mex(shuffled), mex(values));
    }
}
