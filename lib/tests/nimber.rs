//! Tests for `cgt::nimber`: brute-force twins and the laws of nim-sum and mex.

use cgt::{mex, nim_sum};
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

#[test]
fn nim_sum_of_nothing_is_zero() {
    assert_eq!(nim_sum([]), 0);
}

#[test]
fn mex_examples() {
    assert_eq!(mex([]), 0);
    assert_eq!(mex([0, 0, 0]), 1);
    assert_eq!(mex([2, 1, 0, 4]), 3);
    assert_eq!(mex([u32::MAX]), 0);
}

proptest! {
    #[test]
    fn nim_sum_matches_naive(values in prop::collection::vec(any::<u64>(), 0..10)) {
        prop_assert_eq!(nim_sum(values.iter().copied()), naive_nim_sum(&values));
    }

    #[test]
    fn nim_sum_is_associative(a: u64, b: u64, c: u64) {
        prop_assert_eq!(nim_sum([nim_sum([a, b]), c]), nim_sum([a, nim_sum([b, c])]));
    }

    #[test]
    fn nim_sum_is_commutative(a: u64, b: u64) {
        prop_assert_eq!(nim_sum([a, b]), nim_sum([b, a]));
    }

    #[test]
    fn nim_sum_has_identity_zero(a: u64) {
        prop_assert_eq!(nim_sum([a, 0]), a);
    }

    #[test]
    fn nim_sum_is_self_inverse(a: u64) {
        prop_assert_eq!(nim_sum([a, a]), 0);
    }

    #[test]
    fn mex_matches_naive(values in mex_values()) {
        prop_assert_eq!(mex(values.iter().copied()), naive_mex(&values));
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
