//! Tests for `cgt::nim`: Bouton's rules in normal and misère play, Moore's
//! Nim_k and Staircase Nim, against game-tree search on the positions.

use cgt::{
    GrundyMemo, Impartial, Outcome, OutcomeMemo, Play, misere_outcome, misere_winning_move,
    misere_winning_moves, moore_outcome, nim_sum, staircase_outcome, staircase_piles, winning_move,
    winning_moves,
};
use proptest::prelude::*;

/// Moore's Nim_k on sorted pile tuples: take from 1 to `k` piles, any amounts
/// from each, at least one object in total. With `k = 1` this is Nim.
struct Moore {
    k: usize,
}

impl Impartial for Moore {
    type Position = Vec<u64>;
    fn options(&self, piles: &Vec<u64>) -> Vec<Vec<u64>> {
        // Every vector of remaining sizes, counted like an odometer.
        let mut options = Vec::new();
        let mut rest = piles.clone();
        loop {
            let changed = rest.iter().zip(piles).filter(|(r, p)| r != p).count();
            if (1..=self.k).contains(&changed) {
                let mut option = rest.clone();
                option.sort_unstable();
                options.push(option);
            }
            match rest.iter().position(|&r| r > 0) {
                Some(i) => {
                    rest[i] -= 1;
                    rest[..i].copy_from_slice(&piles[..i]);
                }
                None => return options,
            }
        }
    }
}

/// Sorted copy of `piles`, as a position of [`Moore`].
fn sorted(piles: &[u64]) -> Vec<u64> {
    let mut piles = piles.to_vec();
    piles.sort_unstable();
    piles
}

/// All moves `(index, amount)` of Nim on `piles` that lead to a P-position of
/// `memo`'s convention, in increasing order, by trying every move.
fn brute_winning_moves(memo: &mut OutcomeMemo<Moore>, piles: &[u64]) -> Vec<(usize, u64)> {
    let mut moves = Vec::new();
    for (index, &pile) in piles.iter().enumerate() {
        for amount in 1..=pile {
            let mut option = piles.to_vec();
            option[index] -= amount;
            if memo.outcome(&sorted(&option)) == Outcome::P {
                moves.push((index, amount));
            }
        }
    }
    moves
}

/// Checks every Nim function on `piles` against game-tree search.
fn check_nim(normal: &mut OutcomeMemo<Moore>, misere: &mut OutcomeMemo<Moore>, piles: &[u64]) {
    let position = sorted(piles);
    let moves = brute_winning_moves(normal, piles);
    assert_eq!(winning_moves(piles), moves, "normal winning moves of {piles:?}");
    assert_eq!(winning_move(piles), moves.first().copied(), "normal winning move of {piles:?}");
    let expected = if moves.is_empty() { Outcome::P } else { Outcome::N };
    assert_eq!(normal.outcome(&position), expected, "normal: P iff no winning move");

    let moves = brute_winning_moves(misere, piles);
    assert_eq!(misere_outcome(piles), misere.outcome(&position), "misère outcome of {piles:?}");
    assert_eq!(misere_winning_moves(piles), moves, "misère winning moves of {piles:?}");
    assert_eq!(misere_winning_move(piles), moves.first().copied(), "misère move of {piles:?}");
}

fn nim_memos() -> (OutcomeMemo<Moore>, OutcomeMemo<Moore>) {
    (OutcomeMemo::new(Moore { k: 1 }, Play::Normal), OutcomeMemo::new(Moore { k: 1 }, Play::Misere))
}

/// Every tuple of `len` values in `0..=max`, in lexicographic order.
fn tuples(len: usize, max: u64) -> Vec<Vec<u64>> {
    (0..len).fold(vec![Vec::new()], |shorter, _| {
        shorter
            .iter()
            .flat_map(|prefix| {
                (0..=max).map(move |value| {
                    let mut tuple = prefix.clone();
                    tuple.push(value);
                    tuple
                })
            })
            .collect()
    })
}

#[test]
fn nim_exhaustive_up_to_five_piles() {
    let (mut normal, mut misere) = nim_memos();
    for (len, max) in [(0, 0), (1, 9), (2, 9), (3, 7), (4, 6), (5, 4)] {
        for piles in tuples(len, max) {
            check_nim(&mut normal, &mut misere, &piles);
        }
    }
}

/// The misère exception: where Bouton's normal move would leave only piles
/// of at most 1, the misère winning move leaves the other parity of 1-piles.
#[test]
fn misere_exception_differs_from_bouton() {
    let (mut normal, mut misere) = nim_memos();
    let mut differences = 0;
    for piles in tuples(4, 5) {
        check_nim(&mut normal, &mut misere, &piles);
        if misere_winning_moves(&piles) != winning_moves(&piles) {
            differences += 1;
            // At most one pile above 1: the only case where they may differ.
            assert!(piles.iter().filter(|&&p| p > 1).count() <= 1, "{piles:?}");
        }
    }
    assert!(differences > 0);
    assert_eq!(winning_move(&[1, 1, 3]), Some((2, 3)));
    assert_eq!(misere_winning_move(&[1, 1, 3]), Some((2, 2)));
}

#[test]
fn moore_exhaustive() {
    for k in 1..=3 {
        let mut memo = OutcomeMemo::new(Moore { k }, Play::Normal);
        for (len, max) in [(0, 0), (1, 6), (2, 6), (3, 5), (4, 3)] {
            for piles in tuples(len, max) {
                assert_eq!(
                    moore_outcome(&piles, k),
                    memo.outcome(&sorted(&piles)),
                    "Nim_{k} on {piles:?}"
                );
            }
        }
    }
}

#[test]
#[should_panic(expected = "k >= 1")]
fn moore_rejects_k_zero() {
    moore_outcome(&[1], 0);
}

/// Staircase Nim: `stairs[j]` coins on step `j + 1`; move coins one step down.
struct Staircase;

impl Impartial for Staircase {
    type Position = Vec<u64>;
    fn options(&self, stairs: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut options = Vec::new();
        for (step, &coins) in stairs.iter().enumerate() {
            for moved in 1..=coins {
                let mut option = stairs.clone();
                option[step] -= moved;
                if step > 0 {
                    option[step - 1] += moved;
                }
                options.push(option);
            }
        }
        options
    }
}

/// Checks the staircase functions on `stairs` against game-tree search, and
/// that the Nim winning moves on its piles are winning staircase moves.
fn check_staircase(
    grundy: &mut GrundyMemo<Staircase>,
    outcome: &mut OutcomeMemo<Staircase>,
    stairs: &[u64],
) {
    let position = stairs.to_vec();
    let piles = staircase_piles(stairs);
    assert_eq!(nim_sum(piles.iter().copied()), grundy.grundy(&position), "{stairs:?}");
    assert_eq!(staircase_outcome(stairs), outcome.outcome(&position), "{stairs:?}");
    for (pile, amount) in winning_moves(&piles) {
        let mut option = position.clone();
        option[2 * pile] -= amount;
        if pile > 0 {
            option[2 * pile - 1] += amount;
        }
        assert_eq!(outcome.outcome(&option), Outcome::P, "{stairs:?} via pile {pile}");
    }
}

#[test]
fn staircase_exhaustive() {
    let mut grundy = GrundyMemo::new(Staircase);
    let mut outcome = OutcomeMemo::new(Staircase, Play::Normal);
    for (len, max) in [(0, 0), (1, 6), (2, 6), (3, 4), (4, 3), (5, 2)] {
        for stairs in tuples(len, max) {
            check_staircase(&mut grundy, &mut outcome, &stairs);
        }
    }
}

/// The CSES 1099 "Stair Game" statement, searched directly: stairs `1..=n`,
/// a move takes balls from a stair `k != 1` to stair `k - 1`.
struct CsesStairs;

impl Impartial for CsesStairs {
    type Position = Vec<u64>;
    fn options(&self, stairs: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut options = Vec::new();
        for k in 1..stairs.len() {
            for moved in 1..=stairs[k] {
                let mut option = stairs.clone();
                option[k] -= moved;
                option[k - 1] += moved;
                options.push(option);
            }
        }
        options
    }
}

#[test]
fn staircase_solves_cses_stair_game() {
    let mut memo = OutcomeMemo::new(CsesStairs, Play::Normal);
    for (len, max) in [(1, 3), (2, 4), (3, 3), (4, 2), (5, 2)] {
        for stairs in tuples(len, max) {
            assert_eq!(staircase_outcome(&stairs[1..]), memo.outcome(&stairs), "{stairs:?}");
        }
    }
}

proptest! {
    #[test]
    fn nim_matches_search(piles in prop::collection::vec(0u64..12, 0..5)) {
        let (mut normal, mut misere) = nim_memos();
        check_nim(&mut normal, &mut misere, &piles);
    }

    /// Mostly piles of at most 1, where the misère rule is exceptional.
    #[test]
    fn misere_nim_matches_search_near_the_end(
        small in prop::collection::vec(0u64..2, 0..6),
        big in 0u64..9,
        at in any::<prop::sample::Index>(),
    ) {
        let mut piles = small;
        piles.insert(at.index(piles.len() + 1), big);
        let (mut normal, mut misere) = nim_memos();
        check_nim(&mut normal, &mut misere, &piles);
    }

    #[test]
    fn moore_matches_search(piles in prop::collection::vec(0u64..8, 0..4), k in 1usize..4) {
        let mut memo = OutcomeMemo::new(Moore { k }, Play::Normal);
        prop_assert_eq!(moore_outcome(&piles, k), memo.outcome(&sorted(&piles)));
    }

    #[test]
    fn staircase_matches_search(stairs in prop::collection::vec(0u64..4, 0..6)) {
        let mut grundy = GrundyMemo::new(Staircase);
        let mut outcome = OutcomeMemo::new(Staircase, Play::Normal);
        check_staircase(&mut grundy, &mut outcome, &stairs);
    }
}
