//! Tests for `cgt::octal`: parsing octal codes, their errors, and printing.

use cgt::OctalCode;
use proptest::prelude::*;

#[test]
fn parses_the_seeds_codes() {
    for (text, digits) in [
        ("0.77", vec![0, 7, 7]),
        ("0.07", vec![0, 0, 7]),
        (".137", vec![0, 1, 3, 7]),
        ("4.07", vec![4, 0, 7]),
        ("0.", vec![0]),
        ("0.4000000000000000000007", [vec![0, 4], vec![0; 20], vec![7]].concat()),
    ] {
        let code: OctalCode = text.parse().unwrap();
        assert_eq!(code.digits(), digits, "{text}");
    }
}

#[test]
fn last_index_ignores_trailing_zeros() {
    let code: OctalCode = "0.160000".parse().unwrap();
    assert_eq!(code.last_index(), 2);
    assert_eq!(code.digit(7), 0);
    assert_eq!("0.".parse::<OctalCode>().unwrap().last_index(), 0);
}

#[test]
fn errors_name_the_bad_character() {
    for (text, reason) in [
        ("", "expected a point, as in `0.77`"),
        ("077", "expected a point, as in `0.77`"),
        ("0.78", "character 4 '8' is not an octal digit"),
        ("0.7 7", "character 4 ' ' is not an octal digit"),
        ("0.7.7", "character 4 '.' is not an octal digit"),
        ("1.7", "character 1 '1': the digit before the point must be 0 or 4"),
        ("04.7", "character 1 '0': one digit before the point, 0 or 4"),
        ("0.7é", "character 4 'é' is not an octal digit"),
    ] {
        let err = text.parse::<OctalCode>().unwrap_err();
        assert_eq!(err.to_string(), format!("octal code `{text}`: {reason}"));
    }
}

fn digits() -> impl Strategy<Value = Vec<u8>> {
    (prop_oneof![Just(0u8), Just(4u8)], prop::collection::vec(0u8..8, 0..30))
        .prop_map(|(d0, rest)| [vec![d0], rest].concat())
}

proptest! {
    #[test]
    fn display_then_parse_is_identity(digits in digits()) {
        let code = OctalCode::from_digits(digits.clone());
        let again: OctalCode = code.to_string().parse().unwrap();
        prop_assert_eq!(again.digits(), &digits[..]);
    }

    #[test]
    fn one_bad_character_is_named(digits in digits(), bad in "[89a-zA-Z,;]", at in 0usize..30) {
        let text = OctalCode::from_digits(digits).to_string();
        let at = 2 + at % (text.len() - 1);
        let broken = format!("{}{bad}{}", &text[..at], &text[at..]);
        let err = broken.parse::<OctalCode>().unwrap_err().to_string();
        let expected = format!("character {} '{bad}' is not an octal digit", at + 1);
        prop_assert!(err.ends_with(&expected), "{} vs {}", err, expected);
    }
}
