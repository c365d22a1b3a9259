//! Contorted fractions: the options of the lemma against a search over denominators, the
//! lemma against wide windows of options, the continued-fraction rule against the definition
//! through the engine and against the binary expansion, and the published [2/5] = 3/8.

use cgt::partizan::contorted::{ContortedFractions, FractionBox};
use cgt::partizan::{Dyadic, GameId, GameStore, ValueMemo};
use proptest::prelude::*;
use std::collections::HashMap;

fn boxed(text: &str) -> FractionBox {
    text.parse().unwrap()
}

/// Every reduced fraction `p/q` with `q ≤ max_den` and `|p/q| ≤ bound`.
fn fractions(max_den: u64, bound: i64) -> Vec<FractionBox> {
    let mut out = Vec::new();
    for q in 1..=max_den {
        let top = bound * q as i64;
        for p in -top..=top {
            let x = FractionBox::new(p, q);
            if x.denominator() == q {
                out.push(x);
            }
        }
    }
    out
}

/// `x < y`, by cross-multiplication.
fn less(x: FractionBox, y: FractionBox) -> bool {
    i128::from(x.numerator()) * i128::from(y.denominator())
        < i128::from(y.numerator()) * i128::from(x.denominator())
}

/// The best option of the player who moves `down` (Left) or up (Right), searched from the
/// rules: an integer moves to the integers of smaller absolute value on the mover's side; a
/// fraction `p/q` to the numbers of each denominator `d < q` on the mover's side, of which
/// the nearest to `p/q` is kept.
fn searched_option(x: FractionBox, down: bool) -> Option<FractionBox> {
    let nearest = |a: FractionBox, b: FractionBox| if less(a, b) == down { b } else { a };
    if x.is_integer() {
        let n = x.numerator();
        let reach = n.abs() - 1;
        return (-reach..=reach)
            .filter(|&m| if down { m < n } else { m > n })
            .map(FractionBox::integer)
            .reduce(nearest);
    }
    let (p, q) = (i128::from(x.numerator()), i128::from(x.denominator()));
    (1..q)
        .map(|d| {
            // Left: the largest c with c/d < p/q; Right: the smallest c with c/d > p/q.
            let c = if down { (p * d - 1).div_euclid(q) } else { (p * d).div_euclid(q) + 1 };
            FractionBox::new(i64::try_from(c).unwrap(), u64::try_from(d).unwrap())
        })
        .reduce(nearest)
}

/// The game's value by the definition with the searched options, through the engine's
/// `new_game` (no rule, no closed form).
struct Definition {
    store: GameStore,
    memo: HashMap<FractionBox, GameId>,
}

impl Definition {
    fn new() -> Definition {
        Definition { store: GameStore::new(), memo: HashMap::new() }
    }

    fn value(&mut self, x: FractionBox) -> GameId {
        if let Some(&g) = self.memo.get(&x) {
            return g;
        }
        let lefts: Vec<GameId> =
            searched_option(x, true).map(|y| self.value(y)).into_iter().collect();
        let rights: Vec<GameId> =
            searched_option(x, false).map(|y| self.value(y)).into_iter().collect();
        let g = self.store.new_game(&lefts, &rights);
        self.memo.insert(x, g);
        g
    }

    /// The value as a number, which the engine must have found.
    fn number(&mut self, x: FractionBox) -> Dyadic {
        let g = self.value(x);
        self.store.as_number(g).expect("every box is a number").clone()
    }
}

/// The rule as the binary expansion `a0 . 0^(a1−1) 1^(a2) 0^(a3) …`, built bit by bit (an odd
/// number of fractional quotients first rewritten `[…, an − 1, 1]`).
fn binary_expansion(x: FractionBox) -> Dyadic {
    let (floor, mut quotients) = x.continued_fraction();
    if quotients.len() % 2 == 1 {
        let last = quotients.pop().unwrap();
        quotients.extend([last - 1, 1]);
    }
    let mut bits = Vec::new();
    for (k, &a) in quotients.iter().enumerate() {
        let run = if k == 0 { a - 1 } else { a };
        bits.extend(std::iter::repeat_n(k % 2 == 1, run as usize));
    }
    let mut value = Dyadic::from(floor);
    for (i, &bit) in bits.iter().enumerate() {
        if bit {
            value = &value + &Dyadic::new(1, i as u32 + 1);
        }
    }
    value
}

#[test]
fn published_two_fifths_is_three_eighths() {
    let x = boxed("2/5");
    assert_eq!(x.value(), Dyadic::new(3, 3));
    let (mut store, mut memo) = (GameStore::new(), ValueMemo::new());
    let g = memo.value(&ContortedFractions, &mut store, &vec![x]);
    assert_eq!(store.to_notation(g), "3/8");
    // [2/5] = {[1/3] | [1/2]}.
    assert_eq!((x.left_option(), x.right_option()), (Some(boxed("1/3")), Some(boxed("1/2"))));
    assert_eq!(Definition::new().number(x), Dyadic::new(3, 3));
}

#[test]
fn options_are_the_nearest_on_each_side() {
    for x in fractions(40, 3) {
        assert_eq!(x.left_option(), searched_option(x, true), "Left from {x}");
        assert_eq!(x.right_option(), searched_option(x, false), "Right from {x}");
    }
}

/// The lemma: with every option of a window `[−w, w]` (all numbers with a smaller denominator
/// on the mover's side, or all integers of smaller absolute value), the canonical value is
/// the one with the single nearest option.
#[test]
fn extra_options_never_change_the_value() {
    const W: i64 = 3;
    let window = fractions(9, W);
    let mut store = GameStore::new();
    let mut wide: HashMap<FractionBox, GameId> = HashMap::new();
    // By increasing denominator, then absolute value: every option is valued before.
    let mut order = window.clone();
    order.sort_by_key(|x| (x.denominator(), x.numerator().abs()));
    for &x in &order {
        let side = |down: bool| -> Vec<GameId> {
            window
                .iter()
                .filter(|y| {
                    let toward = if down { less(**y, x) } else { less(x, **y) };
                    let smaller = if x.is_integer() {
                        y.is_integer() && y.numerator().abs() < x.numerator().abs()
                    } else {
                        y.denominator() < x.denominator()
                    };
                    toward && smaller
                })
                .map(|y| wide[y])
                .collect()
        };
        let (lefts, rights) = (side(true), side(false));
        let g = store.new_game(&lefts, &rights);
        wide.insert(x, g);
    }
    let mut memo = ValueMemo::new();
    let mut several = 0;
    for &x in &window {
        let restricted = memo.value(&ContortedFractions, &mut store, &vec![x]);
        assert_eq!(wide[&x], restricted, "[{x}] with every option of the window");
        several += usize::from(x.denominator() > 2);
    }
    assert!(several > 100, "the window has fractions with many options");
}

#[test]
fn rule_is_the_definition_on_every_small_fraction() {
    let mut definition = Definition::new();
    let (mut store, mut memo) = (GameStore::new(), ValueMemo::new());
    for x in fractions(40, 3) {
        let rule = x.value();
        assert_eq!(definition.number(x), rule, "[{x}] by the definition");
        let engine = memo.value(&ContortedFractions, &mut store, &vec![x]);
        assert_eq!(engine, store.number(&rule), "[{x}] by the ruleset");
        assert_eq!(binary_expansion(x), rule, "[{x}] by its binary expansion");
        assert_eq!(x.value_exponent(), u64::from(rule.exponent()), "[{x}]'s denominator");
    }
}

#[test]
fn values_of_integers_and_negatives() {
    for n in -6..=6 {
        assert_eq!(FractionBox::integer(n).value(), Dyadic::from(n));
    }
    for x in fractions(25, 2) {
        let minus = FractionBox::new(-x.numerator(), x.denominator());
        assert_eq!(minus.value(), -x.value(), "[-{x}] = -[{x}]");
    }
    assert_eq!(boxed("-1/2").value(), Dyadic::new(-1, 1));
    assert_eq!(boxed("7/3").value(), Dyadic::new(9, 2)); // [2; 3] = 2 + 1/4
    assert_eq!(boxed("-7/3").value(), Dyadic::new(-9, 2));
}

#[test]
fn huge_partial_quotients_cost_one_shift_each() {
    // [0; 10^9]: 2^(1 − 10^9).
    assert_eq!(boxed("1/1000000000").value(), Dyadic::new(1, 999_999_999));
    // [1; 99999, 2] = 1 + 2^(−99998) − 2^(−100000): a 100000-bit numerator, three terms.
    let x = FractionBox::new(2 * 100_000 + 1, 2 * 100_000 - 1);
    assert_eq!(x.continued_fraction(), (1, vec![99_999, 2]));
    let expected = &(&Dyadic::from(1) + &Dyadic::new(1, 99_998)) - &Dyadic::new(1, 100_000);
    assert_eq!(x.value(), expected);
    assert_eq!(x.value_exponent(), 100_000);
}

#[test]
fn reads_and_prints_reduced_fractions_only() {
    for text in ["0", "-7", "2/5", "-2/5", "1/1000000000", "9223372036854775807"] {
        assert_eq!(boxed(text).to_string(), text);
    }
    for bad in
        ["", "-", "-0", "+1", "01", "1/", "/2", "2/4", "3/1", "1/0", "1/-2", "1 /2", "1/02", "x"]
    {
        assert!(bad.parse::<FractionBox>().is_err(), "{bad:?} accepted");
    }
}

#[test]
fn rows_are_sums_of_their_boxes() {
    let row: Vec<FractionBox> = ["1/2", "-2/5", "3", "0", "-3/7"].map(boxed).to_vec();
    let (mut store, mut memo) = (GameStore::new(), ValueMemo::new());
    let g = memo.value(&ContortedFractions, &mut store, &row);
    let sum = row.iter().fold(Dyadic::zero(), |acc, x| &acc + &x.value());
    assert_eq!(store.as_number(g), Some(&sum));
    assert_eq!(sum, Dyadic::new(3 * 16 + 8 - 6 - 7, 4)); // 1/2 − 3/8 + 3 − 7/16
}

/// A reduced fraction with a denominator in `1..=max_den` and `|x| ≤ bound`.
fn small_fraction(max_den: u64, bound: i64) -> impl Strategy<Value = FractionBox> {
    (1..=max_den, -bound..=bound, any::<u64>())
        .prop_map(|(q, whole, r)| FractionBox::new(whole * q as i64 + (r % q) as i64, q))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn rule_matches_the_definition(x in small_fraction(300, 4)) {
        prop_assert_eq!(Definition::new().number(x), x.value());
    }

    #[test]
    fn options_match_the_search(x in small_fraction(100_000, 1_000_000)) {
        prop_assert_eq!(x.left_option(), searched_option(x, true));
        prop_assert_eq!(x.right_option(), searched_option(x, false));
    }

    #[test]
    fn rows_match_the_engine(row in proptest::collection::vec(small_fraction(12, 2), 1..=4)) {
        let (mut store, mut memo) = (GameStore::new(), ValueMemo::new());
        let g = memo.value(&ContortedFractions, &mut store, &row);
        let mut definition = Definition::new();
        let mut sum = Dyadic::zero();
        for &x in &row {
            sum = &sum + &definition.number(x);
        }
        prop_assert_eq!(store.as_number(g), Some(&sum));
    }

    #[test]
    fn value_exponent_is_the_denominator(x in small_fraction(1_000_000_000, 1_000_000_000)) {
        prop_assume!(x.value_exponent() <= 4096);
        prop_assert_eq!(u64::from(x.value().exponent()), x.value_exponent());
        prop_assert_eq!(x.value(), binary_expansion(x));
    }
}
