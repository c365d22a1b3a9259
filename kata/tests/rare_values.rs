//! The judges' rare-value nim-sequences against the definition (the lib's quadratic
//! `naive_sequence`, mex over every move), past the plain prefix of 2048 heaps.

use cgt::{OctalCode, TakeBreak};
use kit::rare_values::{HeapRules, nim_sequence};
use proptest::prelude::*;

fn octal(word: &str) -> OctalCode {
    word.parse().expect("a valid code")
}

#[test]
fn every_two_digit_code_matches_the_definition() {
    for d0 in [0u8, 4] {
        for d1 in 0..8u8 {
            for d2 in 1..8u8 {
                let code = OctalCode::from_digits(vec![d0, d1, d2]);
                let naive = TakeBreak::octal(&code).naive_sequence(2600);
                assert_eq!(nim_sequence(&HeapRules::octal(&code), 2600), naive, "{code}");
            }
        }
    }
}

#[test]
fn grundys_game_and_the_sparse_codes_match_the_definition() {
    let grundy = TakeBreak::grundys_game().naive_sequence(5000);
    assert_eq!(nim_sequence(&HeapRules::grundys_game(), 5000), grundy);
    for word in ["0.16", "0.161", "0.6", "0.77"] {
        let naive = TakeBreak::octal(&octal(word)).naive_sequence(5000);
        assert_eq!(nim_sequence(&HeapRules::octal(&octal(word)), 5000), naive, "{word}");
    }
}

#[test]
fn the_rules_follow_the_digits() {
    let rules = HeapRules::octal(&octal("4.137"));
    assert_eq!(rules.whole, [1, 2, 3]);
    assert_eq!(rules.shorten, [2, 3]);
    assert_eq!(rules.split, [0, 3]);
    assert!(!rules.unequal && HeapRules::grundys_game().unequal);
}

fn code() -> impl Strategy<Value = OctalCode> {
    (prop_oneof![Just(0u8), Just(4u8)], prop::collection::vec(0u8..8, 0..3), 1u8..8).prop_map(
        |(d0, middle, last)| OctalCode::from_digits([vec![d0], middle, vec![last]].concat()),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn random_codes_match_the_definition(code in code(), len in 2049usize..2600) {
        let naive = TakeBreak::octal(&code).naive_sequence(len);
        prop_assert_eq!(nim_sequence(&HeapRules::octal(&code), len), naive, "{}", code);
    }
}
