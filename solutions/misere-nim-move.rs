//! Misère Nim, a winning move: given up to 2·10^5 piles of up to 10^18 objects, where taking
//! the last object loses, print a move after which the opponent loses, or `LOSE`.
//!
//! Idea: the lib's misère form of Bouton's rule — move to nim-sum 0 while two or more piles
//! exceed 1; once at most one does, leave an odd number of 1-piles instead. Complexity O(n).

use cgt::misere_winning_move;
use proconio::input;

fn main() {
    input! {
        n: usize,
        piles: [u64; n],
    }
    match misere_winning_move(&piles) {
        Some((pile, take)) => println!("{} {take}", pile + 1),
        None => println!("LOSE"),
    }
}
