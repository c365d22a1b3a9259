//! Tests for `cgt::knight`: the tables against the game tree, the closed forms
//! against the tables on every square of every board up to 200×200 (which,
//! with the type argument of the module documentation, proves them for every
//! board), the published 15×15 rule, and huge boards.

use std::collections::{HashMap, HashSet};

use cgt::impartial::knight::{grundy, grundy_table, outcome, remoteness, remoteness_table};
use cgt::{GrundyMemo, Impartial, KnightBoard, Outcome};
use proptest::prelude::*;

/// Remoteness by its definition, by plain memoised recursion on the game tree.
fn naive_remoteness(
    board: &KnightBoard,
    square: (u64, u64),
    memo: &mut HashMap<(u64, u64), u64>,
) -> u64 {
    if let Some(&r) = memo.get(&square) {
        return r;
    }
    let options: Vec<u64> =
        board.options(&square).into_iter().map(|q| naive_remoteness(board, q, memo)).collect();
    let winning = options.iter().filter(|&&r| r % 2 == 0).min();
    let r = match (winning, options.iter().max()) {
        (Some(w), _) => 1 + w,
        (None, Some(l)) => 1 + l,
        (None, None) => 0,
    };
    memo.insert(square, r);
    r
}

/// The squares `(x, y)` of the n×n board with their table indices.
fn squares(n: usize) -> impl Iterator<Item = (usize, usize, u64, u64)> {
    (0..n).flat_map(move |i| (0..n).map(move |j| (i, j, i as u64 + 1, j as u64 + 1)))
}

#[test]
fn tables_match_the_game_tree() {
    for n in 0..=14 {
        let board = KnightBoard::new(n.max(1) as u64);
        let mut memo = GrundyMemo::new(board);
        let mut remote = HashMap::new();
        let (grundy, remoteness) = (grundy_table(n), remoteness_table(n));
        assert_eq!(grundy.len(), n);
        for (i, j, x, y) in squares(n) {
            assert_eq!(grundy[i][j], memo.grundy(&(x, y)), "Grundy value of ({x}, {y}) on {n}×{n}");
            let expected = naive_remoteness(&board, (x, y), &mut remote);
            assert_eq!(remoteness[i][j], expected, "remoteness of ({x}, {y}) on {n}×{n}");
            let parity = if remoteness[i][j] % 2 == 0 { Outcome::P } else { Outcome::N };
            assert_eq!(parity, Outcome::from_grundy(grundy[i][j]));
        }
    }
}

/// The exhaustive check behind the proofs: closed form = table on every
/// square of every board up to 200×200.
#[test]
fn closed_forms_match_the_tables_up_to_200() {
    for n in 1..=200 {
        let (grundy_dp, remoteness_dp) = (grundy_table(n), remoteness_table(n));
        let side = n as u64;
        for (i, j, x, y) in squares(n) {
            assert_eq!(
                grundy(side, x, y),
                grundy_dp[i][j],
                "Grundy value of ({x}, {y}) on {n}×{n}"
            );
            assert_eq!(outcome(side, x, y), Outcome::from_grundy(grundy_dp[i][j]));
            let r = remoteness(side, x, y);
            assert_eq!(r, remoteness_dp[i][j], "remoteness of ({x}, {y}) on {n}×{n}");
            assert!(2 * r < x + y, "remoteness below (x + y) / 2");
        }
    }
}

/// The type of a square, as in the module documentation of `cgt::knight`.
type SquareType = (u64, u64, u64, u64, u64, i64, u64, u64);

fn square_type(n: u64, x: u64, y: u64) -> SquareType {
    let block = |v: u64| ((v - 1) / 4) as i64;
    let offset = (block(y) - block(x)).clamp(-3, 3);
    (x % 4, y % 4, n % 4, x.min(3), y.min(3), offset, (n - x).min(5), (n - y).min(5))
}

/// Spot check of the reduction step of the proof: the square types of boards
/// up to 80×80 all occur on boards up to 32×32.
#[test]
fn square_types_all_occur_on_small_boards() {
    let types = |sides: std::ops::RangeInclusive<u64>| -> HashSet<SquareType> {
        sides
            .flat_map(|n| (1..=n).flat_map(move |x| (1..=n).map(move |y| square_type(n, x, y))))
            .collect()
    };
    let small = types(1..=32);
    assert_eq!(types(1..=80), small);
}

/// HackerRank "A Chessboard Game": on 15×15, the player to move loses iff
/// x mod 4 and y mod 4 are both in {1, 2}.
#[test]
fn published_15_by_15_rule() {
    let low = |v: u64| matches!(v % 4, 1 | 2);
    for x in 1..=15 {
        for y in 1..=15 {
            let expected = if low(x) && low(y) { Outcome::P } else { Outcome::N };
            assert_eq!(outcome(15, x, y), expected, "({x}, {y})");
        }
    }
}

/// On the (10^9 + r)×(10^9 + r) board, squares far from the last row and
/// column repeat the values of the (196 + r)×(196 + r) board off its last row
/// and column, shifted by the same multiple of 4 in both coordinates (the
/// remoteness grows by 2 per block crossed, so by the shift); squares near the
/// corner repeat those at the same distance from the small board's corner.
/// 10^9 ≡ 196 ≡ 0 (mod 4), so both boards have the same residue.
#[test]
fn huge_boards_repeat_small_ones() {
    let big = 1_000_000_000u64;
    for r in 0..4 {
        let (n, small) = (big + r, 196 + r);
        for x in 1..=small {
            for y in 1..=small {
                // Off the last row and column: shift by 500_000 blocks of 4.
                let shift = 2_000_000;
                if x < small && y < small {
                    let (bx, by) = (x + shift, y + shift);
                    assert_eq!(grundy(n, bx, by), grundy(small, x, y));
                    assert_eq!(remoteness(n, bx, by), remoteness(small, x, y) + shift);
                }
                // Upper edges: same distances from the corner (n - small ≡ 0 mod 4).
                let (ex, ey) = (x + (n - small), y + (n - small));
                assert_eq!(grundy(n, ex, ey), grundy(small, x, y), "({x}, {y}) from the corner");
                assert_eq!(remoteness(n, ex, ey), remoteness(small, x, y) + (n - small));
            }
        }
    }
    assert_eq!(grundy(u64::MAX, u64::MAX, u64::MAX), 1);
    assert_eq!(remoteness(u64::MAX, u64::MAX, u64::MAX), u64::MAX - 2);
}

#[test]
#[should_panic(expected = "off the 5×5 board")]
fn grundy_rejects_squares_off_the_board() {
    grundy(5, 6, 1);
}

#[test]
#[should_panic(expected = "off the 5×5 board")]
fn options_reject_squares_off_the_board() {
    KnightBoard::new(5).options(&(0, 3));
}

#[test]
#[should_panic(expected = "at least one square")]
fn the_board_is_not_empty() {
    KnightBoard::new(0);
}

fn board_and_square() -> impl Strategy<Value = (u64, u64, u64)> {
    (1..=40u64).prop_flat_map(|n| (Just(n), 1..=n, 1..=n))
}

proptest! {
    #[test]
    fn closed_forms_match_the_game_tree((n, x, y) in board_and_square()) {
        let board = KnightBoard::new(n);
        prop_assert_eq!(grundy(n, x, y), GrundyMemo::new(board).grundy(&(x, y)));
        prop_assert_eq!(remoteness(n, x, y), naive_remoteness(&board, (x, y), &mut HashMap::new()));
    }
}
