//! The game's definition: misère game-tree search of a sum of boards.

use std::collections::HashMap;

use crate::board::{Board, canonical, dead};

/// Misère game-tree search of sums of boards, memoised: a position is the sorted list of the
/// symmetry classes of its live boards (the dead ones take no part).
#[derive(Debug, Default)]
pub struct Search {
    /// Whether the player to move wins, by position.
    wins: HashMap<Vec<Board>, bool>,
}

impl Search {
    /// An empty memo.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let mut search = notakto::search::Search::new();
    /// assert!(search.first_wins(&[0]));
    /// ```
    pub fn new() -> Self {
        Search::default()
    }

    /// Whether the player to move wins the sum of `boards` (any boards, dead or live) when
    /// the player who kills the last live board loses.
    ///
    /// # Complexity
    /// O(p · 9b) for the p positions reachable from the b live boards not yet memoised; p is
    /// at most the multisets of up to b of the 46 classes of live boards.
    ///
    /// # Example
    /// ```
    /// let mut search = notakto::search::Search::new();
    /// // One empty board: the first player plays the centre and wins; two: the second wins.
    /// assert!(search.first_wins(&[0]));
    /// assert!(!search.first_wins(&[0, 0]));
    /// // Every board dead: no move is left, and the player to move has won.
    /// assert!(search.first_wins(&[0o777]));
    /// ```
    pub fn first_wins(&mut self, boards: &[Board]) -> bool {
        let mut live: Vec<Board> =
            boards.iter().filter(|&&b| !dead(b)).map(|&b| canonical(b)).collect();
        live.sort_unstable();
        self.wins_live(live)
    }

    /// [`Search::first_wins`] of a sorted list of live canonical boards.
    fn wins_live(&mut self, live: Vec<Board>) -> bool {
        if let Some(&known) = self.wins.get(&live) {
            return known;
        }
        // No live board: the opponent killed the last one, and lost.
        let mut wins = live.is_empty();
        for (i, &board) in live.iter().enumerate() {
            if wins {
                break;
            }
            if i > 0 && live[i - 1] == board {
                continue;
            }
            for cell in (0..9).filter(|&cell| board >> cell & 1 == 0) {
                let next = board | 1 << cell;
                let mut after: Vec<Board> =
                    live[..i].iter().chain(&live[i + 1..]).copied().collect();
                if !dead(next) {
                    after.push(canonical(next));
                    after.sort_unstable();
                }
                if !self.wins_live(after) {
                    wins = true;
                    break;
                }
            }
        }
        self.wins.insert(live, wins);
        wins
    }
}
