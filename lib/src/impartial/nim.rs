//! Nim and its classic variants: Bouton's winning moves in normal and misère
//! play, Moore's Nim_k and Staircase Nim.

use crate::impartial::nimber::{Nimber, nim_sum};
use crate::outcome::Outcome;

/// Every winning move of normal-play Nim on `piles`, as `(pile index,
/// amount removed)` in increasing pile order; empty iff the position is P.
///
/// Bouton: a position is P iff its nim-sum `s` is 0. If `s != 0`, moving pile
/// `i` to `p_i XOR s` makes the nim-sum 0, and is a move iff `p_i XOR s < p_i`
/// (iff `p_i` has the leading bit of `s`, so some pile does); any other move
/// changes one pile to some `q != p_i XOR s`, leaving a nim-sum `q XOR p_i XOR
/// s != 0`. So each pile has at most one winning move.
///
/// # Complexity
///
/// O(n) for n piles.
///
/// # Example
///
/// ```
/// use cgt::winning_moves;
///
/// // Nim-sum 3 ^ 4 ^ 5 = 2: pile 3 -> 1; 4 -> 6 and 5 -> 7 are no moves.
/// assert_eq!(winning_moves(&[3, 4, 5]), [(0, 2)]);
/// // Nim-sum 7 ^ 6 ^ 5 = 4: every pile has bit 4.
/// assert_eq!(winning_moves(&[7, 6, 5]), [(0, 4), (1, 4), (2, 4)]);
/// assert!(winning_moves(&[1, 2, 3]).is_empty());
/// ```
pub fn winning_moves(piles: &[u64]) -> Vec<(usize, u64)> {
    moves_to_nim_sum(piles, Nimber::ZERO).collect()
}

/// The first winning move of normal-play Nim on `piles` (the one on the
/// lowest pile index), as `(pile index, amount removed)`; `None` iff the
/// position is P. See [`winning_moves`].
///
/// # Complexity
///
/// O(n) for n piles, without allocation.
///
/// # Example
///
/// ```
/// use cgt::winning_move;
///
/// assert_eq!(winning_move(&[7, 6, 5]), Some((0, 4)));
/// assert_eq!(winning_move(&[5, 5]), None);
/// ```
pub fn winning_move(piles: &[u64]) -> Option<(usize, u64)> {
    moves_to_nim_sum(piles, Nimber::ZERO).next()
}

/// Outcome of misère Nim on `piles` (the player who takes the last object
/// loses): if every pile is at most 1, P iff the number of 1-piles is odd;
/// otherwise P iff the nim-sum is 0.
///
/// Both cases read: P iff the nim-sum equals the misère target `t`, which is
/// 1 when at most one pile exceeds 1 and 0 otherwise (with exactly one pile
/// above 1 the nim-sum is at least 2, so such a position is N either way).
/// Proof sketch: with two or more piles above 1, no move reaches a position
/// with every pile at most 1, and positions with one pile above 1 are N, so
/// Bouton's argument runs unchanged; [`misere_winning_moves`] shows the rest.
/// With no piles, or only empty ones, the player to move has no move and wins.
///
/// # Complexity
///
/// O(n) for n piles.
///
/// # Example
///
/// ```
/// use cgt::{Outcome, misere_outcome};
///
/// assert_eq!(misere_outcome(&[1, 1, 1]), Outcome::P);
/// assert_eq!(misere_outcome(&[1, 1]), Outcome::N);
/// assert_eq!(misere_outcome(&[2, 2]), Outcome::P);
/// assert_eq!(misere_outcome(&[0]), Outcome::N);
/// ```
pub fn misere_outcome(piles: &[u64]) -> Outcome {
    if nim_sum(piles.iter().copied()) == misere_target(piles) { Outcome::P } else { Outcome::N }
}

/// Every winning move of misère Nim on `piles`, i.e. every move to a misère
/// P-position, as `(pile index, amount removed)` in increasing pile order.
///
/// They are exactly the moves to a nim-sum equal to the misère target `t` of
/// `piles` (see [`misere_outcome`]), so each pile has at most one:
/// - two or more piles above 1: `t = 0`, Bouton's normal-play moves;
/// - exactly one pile above 1: the single move on that pile, leaving it at 0
///   or 1 so that the number of 1-piles is odd (Bouton would leave it even);
/// - every pile at most 1: if the number of 1-piles is even and positive,
///   emptying any 1-pile (where Bouton would find none); else none.
///
/// A move from a position with at most one pile above 1 leaves at most one
/// pile above 1, and that leaves a P-position iff its nim-sum is 1 = `t`; with
/// two or more piles above 1, at least one remains, and that is P iff its
/// nim-sum is 0 = `t`. A position with only empty piles is N yet has no move.
///
/// # Complexity
///
/// O(n) for n piles.
///
/// # Example
///
/// ```
/// use cgt::misere_winning_moves;
///
/// assert_eq!(misere_winning_moves(&[1, 5, 1]), [(1, 4)]);
/// assert_eq!(misere_winning_moves(&[1, 0, 1]), [(0, 1), (2, 1)]);
/// assert_eq!(misere_winning_moves(&[7, 6, 5]), [(0, 4), (1, 4), (2, 4)]);
/// assert!(misere_winning_moves(&[0, 0]).is_empty());
/// ```
pub fn misere_winning_moves(piles: &[u64]) -> Vec<(usize, u64)> {
    moves_to_nim_sum(piles, misere_target(piles)).collect()
}

/// The first winning move of misère Nim on `piles` (the one on the lowest
/// pile index), as `(pile index, amount removed)`; `None` if the position is
/// P or has no move. See [`misere_winning_moves`].
///
/// # Complexity
///
/// O(n) for n piles, without allocation.
///
/// # Example
///
/// ```
/// use cgt::misere_winning_move;
///
/// // Normal play would leave one counter on the 3-pile; misère play empties it.
/// assert_eq!(misere_winning_move(&[1, 3, 0]), Some((1, 3)));
/// assert_eq!(misere_winning_move(&[1, 1, 1]), None);
/// ```
pub fn misere_winning_move(piles: &[u64]) -> Option<(usize, u64)> {
    moves_to_nim_sum(piles, misere_target(piles)).next()
}

/// Outcome of Moore's Nim_k on `piles`: a move takes objects from at least 1
/// and at most `k` piles, any amounts from each, at least one in total.
/// P iff, for every bit, the number of piles having that bit is divisible by
/// `k + 1`.
///
/// Proof sketch: call such positions balanced. A move changes at most `k`
/// piles; at the highest bit where one of them changes, each changed pile
/// loses a one or keeps its bit, and at least one loses it, so that bit's
/// count drops by 1 to `k`: not a multiple of `k + 1`. From an unbalanced
/// position, go from the highest bit down, choosing piles to change (at most
/// `k` in all) so that each bit count becomes a multiple of `k + 1`; the
/// piles already chosen have free lower bits. With `k = 1` this is Bouton's
/// rule for Nim.
///
/// # Constraints
///
/// `k >= 1`.
///
/// # Panics
///
/// If `k == 0`.
///
/// # Complexity
///
/// O(64·n) for n piles.
///
/// # Example
///
/// ```
/// use cgt::{Outcome, moore_outcome};
///
/// // Bit 1 is in three piles, bit 2 in three piles.
/// assert_eq!(moore_outcome(&[1, 2, 3, 3], 2), Outcome::P);
/// assert_eq!(moore_outcome(&[1, 2, 3, 3], 1), Outcome::N);
/// assert_eq!(moore_outcome(&[5, 5], 1), Outcome::P);
/// ```
pub fn moore_outcome(piles: &[u64], k: usize) -> Outcome {
    assert!(k >= 1, "Moore's Nim_k needs k >= 1");
    // A slice has fewer than usize::MAX elements, so saturating is exact.
    let modulus = k.saturating_add(1);
    let balanced = (0..u64::BITS).all(|bit| {
        let ones = piles.iter().filter(|&&pile| (pile >> bit) & 1 == 1).count();
        ones % modulus == 0
    });
    if balanced { Outcome::P } else { Outcome::N }
}

/// The Nim piles equivalent to Staircase Nim on `stairs`: the coins on the
/// odd-numbered steps, `stairs[0], stairs[2], ...`.
///
/// Staircase Nim: `stairs[j]` coins lie on step `j + 1`; a move takes any
/// positive number of coins from one step to the step below (from step 1 to
/// the ground, out of play). Its Grundy value is the nim-sum of these piles:
/// moving coins down from an odd step is a Nim move on that pile (any smaller
/// size can be reached); moving coins from an even step to the odd step below
/// only grows that pile; either way exactly one pile changes, so the nim-sum
/// changes. Hence Nim pile `i` is step `2i + 1`, and a winning Nim move on it
/// (see [`winning_moves`]) moves that many coins from `stairs[2 * i]` down.
///
/// # Complexity
///
/// O(n) for n steps.
///
/// # Example
///
/// ```
/// use cgt::{staircase_piles, winning_moves};
///
/// let piles = staircase_piles(&[3, 9, 1, 9, 5]);
/// assert_eq!(piles, [3, 1, 5]);
/// // Move 3 coins from pile 2 = step 5 = stairs[4] down to step 4.
/// assert_eq!(winning_moves(&piles), [(2, 3)]);
/// ```
pub fn staircase_piles(stairs: &[u64]) -> Vec<u64> {
    stairs.iter().copied().step_by(2).collect()
}

/// Outcome of Staircase Nim on `stairs` (see [`staircase_piles`]): N iff the
/// nim-sum of the coins on the odd-numbered steps is not 0.
///
/// CSES 1099 "Stair Game" numbers its stairs `1..=n` and stair 1 is the
/// floor (its balls never move again), so its stair `k + 1` is step `k` here:
/// pass the counts of stairs `2..=n`.
///
/// # Complexity
///
/// O(n) for n steps, without allocation.
///
/// # Example
///
/// ```
/// use cgt::{Outcome, staircase_outcome};
///
/// assert_eq!(staircase_outcome(&[2, 7, 2]), Outcome::P);
/// // The CSES 1099 sample: stair 1 is the floor, so drop it.
/// assert_eq!(staircase_outcome(&[0, 2, 1][1..]), Outcome::N); // "first"
/// assert_eq!(staircase_outcome(&[1, 1, 1, 1][1..]), Outcome::P); // "second"
/// assert_eq!(staircase_outcome(&[5, 3][1..]), Outcome::N); // "first"
/// ```
pub fn staircase_outcome(stairs: &[u64]) -> Outcome {
    Outcome::from_grundy(nim_sum(stairs.iter().copied().step_by(2)))
}

/// Misère target nim-sum of `piles`: 1 if at most one pile exceeds 1, else 0.
fn misere_target(piles: &[u64]) -> Nimber {
    Nimber::from(u32::from(piles.iter().filter(|&&pile| pile > 1).nth(1).is_none()))
}

/// Nim moves on `piles` to positions of nim-sum `target`, in increasing pile
/// order: pile `i` may go to `p_i XOR s XOR target` (s the nim-sum of
/// `piles`), when that is smaller than `p_i`.
fn moves_to_nim_sum(piles: &[u64], target: Nimber) -> impl Iterator<Item = (usize, u64)> + '_ {
    let change = (nim_sum(piles.iter().copied()) ^ target).value();
    piles.iter().enumerate().filter_map(move |(index, &pile)| {
        let rest = pile ^ change;
        (rest < pile).then(|| (index, pile - rest))
    })
}
