//! Tests for `cgt::outcome`: outcomes, players and play conventions.

use cgt::{Nimber, Outcome, Play, Player, mex};
use proptest::prelude::*;

/// Outcome from option outcomes by the definition of the conventions.
fn naive_from_options(play: Play, options: &[Outcome]) -> Outcome {
    if options.is_empty() {
        match play {
            Play::Normal => Outcome::P,
            Play::Misere => Outcome::N,
        }
    } else if options.contains(&Outcome::P) {
        Outcome::N
    } else {
        Outcome::P
    }
}

fn outcome() -> impl Strategy<Value = Outcome> {
    prop_oneof![Just(Outcome::N), Just(Outcome::P)]
}

fn play() -> impl Strategy<Value = Play> {
    prop_oneof![Just(Play::Normal), Just(Play::Misere)]
}

#[test]
fn display_names() {
    assert_eq!(Outcome::N.to_string(), "N");
    assert_eq!(Outcome::P.to_string(), "P");
    assert_eq!(Player::First.to_string(), "First");
    assert_eq!(Player::Second.to_string(), "Second");
}

#[test]
fn winners() {
    assert_eq!(Outcome::N.winner(), Player::First);
    assert_eq!(Outcome::P.winner(), Player::Second);
}

#[test]
fn terminal_outcomes() {
    assert_eq!(Play::Normal.terminal_outcome(), Outcome::P);
    assert_eq!(Play::Misere.terminal_outcome(), Outcome::N);
}

proptest! {
    #[test]
    fn from_grundy_is_p_exactly_at_zero(g: u64) {
        prop_assert_eq!(Outcome::from_grundy(Nimber::from(g)) == Outcome::P, g == 0);
    }

    #[test]
    fn from_options_matches_naive(play in play(), options in prop::collection::vec(outcome(), 0..6)) {
        prop_assert_eq!(Outcome::from_options(play, options.iter().copied()), naive_from_options(play, &options));
    }

    /// In normal play, outcomes follow Grundy values: g = mex of the options.
    #[test]
    fn normal_outcome_agrees_with_grundy(options in prop::collection::vec((0u32..5).prop_map(Nimber::from), 0..6)) {
        let by_outcomes = Outcome::from_options(Play::Normal, options.iter().map(|&g| Outcome::from_grundy(g)));
        prop_assert_eq!(by_outcomes, Outcome::from_grundy(mex(options)));
    }
}
