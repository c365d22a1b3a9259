//! Tests for `cgt::takebreak`: nim-sequences against game-tree search of whole rows, the
//! sparse method against the definition on every code with up to three digits, and
//! certified periods against long sequences and published values.

mod common;

use cgt::{GrundyMemo, Nimber, OctalCode, TakeBreak, Uncertified};
use common::naive_period;
use proptest::prelude::*;

fn octal(code: &str) -> TakeBreak {
    TakeBreak::octal(&code.parse::<OctalCode>().unwrap())
}

/// Every code `d0.d1d2d3` with `d0` in {0, 4}: all games with moves of at most three counters.
fn every_short_code() -> Vec<OctalCode> {
    let mut codes = Vec::new();
    for d0 in [0, 4] {
        for rest in 0..512u32 {
            let digits = [d0, (rest >> 6) as u8, (rest >> 3 & 7) as u8, (rest & 7) as u8];
            codes.push(OctalCode::from_digits(digits.to_vec()));
        }
    }
    codes
}

/// Grundy values of single heaps by game-tree search over whole rows of heaps (no
/// Sprague–Grundy sum rule involved).
fn tree_sequence(game: TakeBreak, len: usize) -> Vec<Nimber> {
    let mut memo = GrundyMemo::new(game);
    (0..len).map(|n| memo.grundy(&if n == 0 { vec![] } else { vec![n] })).collect()
}

#[test]
fn naive_sequence_equals_game_tree_search_on_every_two_digit_code() {
    for code in every_short_code().into_iter().filter(|c| c.digit(3) == 0) {
        let game = TakeBreak::octal(&code);
        assert_eq!(game.naive_sequence(11), tree_sequence(game.clone(), 11), "{code}");
    }
}

#[test]
fn naive_sequence_equals_game_tree_search_on_grundys_game() {
    let game = TakeBreak::grundys_game();
    assert_eq!(game.naive_sequence(19), tree_sequence(game.clone(), 19));
}

#[test]
fn sums_of_rows_follow_the_nim_sum_of_single_heaps() {
    let game = octal("0.137");
    let single = game.naive_sequence(9);
    let mut memo = GrundyMemo::new(game);
    for a in 1..9 {
        for b in a..9 {
            assert_eq!(memo.grundy(&vec![a, b]), single[a] ^ single[b], "{a} {b}");
        }
    }
}

#[test]
fn published_sequences() {
    // Kayles, Dawson's Kayles and Grundy's game, from the tables (OEIS A002186, A002187, A002188).
    assert_eq!(octal("0.77").naive_sequence(14), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1]);
    assert_eq!(octal("0.07").naive_sequence(14), [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2]);
    assert_eq!(
        TakeBreak::grundys_game().naive_sequence(24),
        [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0]
    );
}

#[test]
fn heap_options_follow_the_digits() {
    // 0.6: take one counter leaving one or two heaps, never the whole heap.
    assert_eq!(octal("0.6").heap_options(1), []);
    assert_eq!(octal("0.6").heap_options(4), [(0, 3), (1, 2)]);
    // 4.1: split without taking, or take a single counter that is the whole heap.
    assert_eq!(octal("4.1").heap_options(1), [(0, 0)]);
    assert_eq!(octal("4.1").heap_options(4), [(1, 3), (2, 2)]);
}

/// The sparse method against the definition on every code of up to three digits. The mask
/// is first chosen at heap 1024, so heaps 1024..2000 run the rare/common path.
fn sparse_equals_naive_for(d0: u8, d1: u8) {
    for code in every_short_code().into_iter().filter(|c| c.digit(0) == d0 && c.digit(1) == d1) {
        let game = TakeBreak::octal(&code);
        assert_eq!(game.nim_sequence(2000).values(), game.naive_sequence(2000), "{code}");
    }
}

#[test]
fn sparse_equals_naive_on_codes_0_0xx_to_0_3xx() {
    (0..4).for_each(|d1| sparse_equals_naive_for(0, d1));
}

#[test]
fn sparse_equals_naive_on_codes_0_4xx_to_0_7xx() {
    (4..8).for_each(|d1| sparse_equals_naive_for(0, d1));
}

#[test]
fn sparse_equals_naive_on_codes_4_0xx_to_4_3xx() {
    (0..4).for_each(|d1| sparse_equals_naive_for(4, d1));
}

#[test]
fn sparse_equals_naive_on_codes_4_4xx_to_4_7xx() {
    (4..8).for_each(|d1| sparse_equals_naive_for(4, d1));
}

#[test]
fn sparse_equals_naive_far_on_games_with_rare_values() {
    for game in [TakeBreak::grundys_game(), octal("0.161"), octal("0.77")] {
        let seq = game.nim_sequence(6000);
        assert_eq!(seq.values(), game.naive_sequence(6000));
        assert!(seq.rare_mask() != 0);
    }
}

#[test]
fn sparse_equals_naive_when_values_outgrow_a_byte() {
    // Values above 255 move the sparse method's copies of the sequence from 8 to 16 bits
    // part-way through a block of heaps.
    for code in ["4.7777777777777777", "0.66666666666666666666"] {
        let game = octal(code);
        let fast = game.nim_sequence(3000);
        assert!(fast.values().iter().any(|&v| v > 255), "{code}");
        assert_ne!(fast.rare_mask(), 0, "{code}");
        assert_eq!(fast.values(), game.naive_sequence(3000), "{code}");
    }
}

#[test]
fn sparse_equals_naive_on_every_short_length() {
    // Lengths that end part-way through a block of heaps, down to none.
    for game in [TakeBreak::grundys_game(), octal("0.77"), octal("4.1")] {
        for len in 0..40 {
            assert_eq!(game.nim_sequence(len).values(), game.naive_sequence(len), "{len}");
        }
    }
}

#[test]
fn grundys_game_rare_values_follow_the_published_mask() {
    // Published: a value of Grundy's game is rare when its bits above the lowest have even
    // parity; the early rare heaps are 0, 1, 2, 3, 4, 6, 7, 9, 10, 12, 15, 20, ...
    let seq = TakeBreak::grundys_game().nim_sequence(5000);
    // Values stay below 128 up to 5000 heaps, so the mask's higher bits are free.
    assert_eq!(seq.rare_mask() & 0x7f, 0x7e);
    assert_eq!(seq.rare_heaps()[..11], [1, 2, 3, 4, 6, 7, 9, 10, 12, 15, 20]);
}

#[test]
fn single_values_are_the_tables_entries_as_nimbers() {
    let seq = TakeBreak::grundys_game().nim_sequence(3000);
    for (heap, &value) in seq.values().iter().enumerate() {
        assert_eq!(seq.get(heap), Nimber::from(value), "heap {heap}");
    }
}

#[test]
fn rarity_of_a_nimber_is_the_parity_of_its_masked_bits() {
    let seq = TakeBreak::grundys_game().nim_sequence(3000);
    let mask = u64::from(seq.rare_mask());
    // Values past u32 too: the bits above the mask do not count.
    let values = (0..300u64).chain([u64::from(u32::MAX), 1 << 32, (1 << 40) | 6, u64::MAX]);
    for value in values {
        let by_definition = (value & mask).count_ones() % 2 == 0;
        assert_eq!(seq.is_rare(Nimber::from(value)), by_definition, "{value}");
    }
    let rare: Vec<usize> = (1..3000).filter(|&n| seq.is_rare(seq.get(n))).collect();
    assert_eq!(rare, seq.rare_heaps());
}

#[test]
fn kayles_and_dawsons_kayles_periods_are_certified() {
    let kayles = octal("0.77");
    let seq = kayles.certified_period(kayles.nim_sequence(400).values()).unwrap();
    assert_eq!((seq.preperiod(), seq.period()), (71, 12));
    let dawson = octal("0.07");
    let seq = dawson.certified_period(dawson.nim_sequence(400).values()).unwrap();
    assert_eq!((seq.preperiod(), seq.period()), (53, 34));
}

#[test]
fn published_periods_are_certified() {
    // The published table of octal periods (n0, p), among them the long ones: 0.16 needs
    // 2·105351 + 2·149459 + 2 = 509622 values before the theorem certifies it.
    let published = [
        ("0.137", 52, 34),
        ("0.177", 497, 20),
        ("0.45", 498, 20),
        ("0.7777", 142, 24),
        ("0.156", 3479, 349),
        ("0.644", 3256, 442),
        ("0.165", 5181, 1550),
        ("0.356", 7315, 142),
        ("0.127", 46578, 4),
        ("0.16", 105351, 149459),
    ];
    for (code, n0, p) in published {
        let game = octal(code);
        let k = code.parse::<OctalCode>().unwrap().last_index();
        let needed = 2 * n0 + 2 * p + k;
        let seq = game.certified_period(game.nim_sequence(needed).values()).unwrap();
        assert_eq!((seq.preperiod(), seq.period()), (n0, p), "{code}");
        assert!(game.certified_period(game.nim_sequence(needed - 1).values()).is_err(), "{code}");
    }
}

#[test]
fn grundys_game_matches_the_published_record_to_2_pow_21() {
    // Published: up to 2^21, 1274 rare values (popcount(g >> 1) even), the last at heap
    // 82860; the largest value 231, first at heap 763622.
    let seq = TakeBreak::grundys_game().nim_sequence(1 << 21);
    let values = seq.values();
    let rare: Vec<usize> =
        (0..values.len()).filter(|&n| (values[n] >> 1).count_ones().is_multiple_of(2)).collect();
    assert_eq!((rare.len(), rare.last()), (1274, Some(&82860)));
    let largest = *values.iter().max().unwrap();
    assert_eq!((largest, values.iter().position(|&v| v == largest)), (231, Some(763622)));
}

#[test]
fn too_few_values_are_reported_with_the_candidate() {
    let kayles = octal("0.77");
    // 2·71 + 2·12 + 2 = 168 values certify the period; 167 do not.
    assert!(kayles.certified_period(&kayles.naive_sequence(168)).is_ok());
    let err = kayles.certified_period(&kayles.naive_sequence(167)).unwrap_err();
    let Uncertified::TooShort { len: 167, candidate: Some(c) } = err else { panic!("{err}") };
    assert_eq!((c.preperiod, c.period, c.needed), (71, 12, 168));
}

#[test]
fn grundys_game_has_no_theorem() {
    let game = TakeBreak::grundys_game();
    assert_eq!(game.certified_period(&game.naive_sequence(100)), Err(Uncertified::NoTheorem));
}

#[test]
fn certified_periods_hold_far_beyond_the_certificate() {
    let mut certified = 0;
    for code in every_short_code().into_iter().filter(|c| c.digit(0) == 0 && c.digit(3) == 0) {
        let game = TakeBreak::octal(&code);
        let Ok(seq) = game.certified_period(&game.naive_sequence(300)) else { continue };
        certified += 1;
        let long = game.nim_sequence(3000);
        for (n, &value) in long.values().iter().enumerate() {
            assert_eq!(seq.at(n as u64), value, "{code} at {n}");
        }
        assert_eq!(naive_period(long.values()), Some((seq.preperiod(), seq.period())), "{code}");
    }
    assert!(certified > 40, "only {certified} two-digit codes certified");
}

fn long_code() -> impl Strategy<Value = OctalCode> {
    (prop_oneof![Just(0u8), Just(4u8)], prop::collection::vec(0u8..8, 1..7))
        .prop_map(|(d0, rest)| OctalCode::from_digits([vec![d0], rest].concat()))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn sparse_equals_naive_on_longer_codes(code in long_code()) {
        let game = TakeBreak::octal(&code);
        let fast = game.nim_sequence(1500);
        prop_assert_eq!(fast.values(), game.naive_sequence(1500));
    }

    #[test]
    fn certification_never_claims_a_false_period(code in long_code(), len in 20usize..400) {
        let game = TakeBreak::octal(&code);
        if let Ok(seq) = game.certified_period(&game.naive_sequence(len)) {
            let far = game.naive_sequence(4 * len + 200);
            for (n, &value) in far.iter().enumerate() {
                prop_assert_eq!(seq.at(n as u64), value, "{} at {}", code, n);
            }
        }
    }
}
