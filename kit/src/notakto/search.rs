//! The game's definition: misère game-tree search of a sum of boards, memoised on the
//! multiset of its live boards' symmetry classes.

use std::collections::HashMap;

use super::board::{Board, Classes};

/// The most live boards a memo key holds (six bits a class).
///
/// # Example
/// ```
/// use kit::notakto::search::{KEY_BOARDS, Search};
///
/// // Up to this many live boards (and any number of dead ones) can be searched.
/// assert!(Search::new().first_wins(&[0o777; KEY_BOARDS + 1]));
/// ```
pub const KEY_BOARDS: usize = 10;

/// Misère game-tree search of sums of boards: a position is the sorted list of the classes of
/// its live boards (dead boards take no part), keyed by those classes packed six bits each.
#[derive(Debug, Default)]
pub struct Search {
    /// Whether the player to move wins, by position.
    wins: HashMap<u64, bool>,
}

/// The key of a sorted list of classes: each class plus one, six bits each.
fn key(live: &[u8]) -> u64 {
    live.iter().fold(0, |key, &c| key << 6 | (u64::from(c) + 1))
}

impl Search {
    /// An empty memo.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let mut search = kit::notakto::search::Search::new();
    /// assert!(search.first_wins(&[0]));
    /// ```
    pub fn new() -> Self {
        Search::default()
    }

    /// Whether the player to move wins the sum of `boards` (any boards, dead or live) when the
    /// player who kills the last live board loses (and so the player to move wins once no
    /// board is live).
    ///
    /// # Panics
    /// If more than [`KEY_BOARDS`] boards are live.
    ///
    /// # Complexity
    /// O(p · 9b) for the p positions reachable from the b live boards not yet memoised: at
    /// most the multisets of up to b of the 46 classes (18 424 for b = 3, 230 300 for 4).
    ///
    /// # Example
    /// ```
    /// let mut search = kit::notakto::search::Search::new();
    /// // One empty board: the first player writes in the centre and wins; two: the second wins.
    /// assert!(search.first_wins(&[0]));
    /// assert!(!search.first_wins(&[0, 0]));
    /// // XX. / X.X / .XX: every move makes a line, so the player to move loses.
    /// assert!(!search.first_wins(&[0o653]));
    /// // Every board dead: no move is left, and the player to move has won.
    /// assert!(search.first_wins(&[0o777]));
    /// ```
    pub fn first_wins(&mut self, boards: &[Board]) -> bool {
        let classes = Classes::get();
        let mut live: Vec<u8> = boards
            .iter()
            .filter_map(|&b| classes.class(b))
            .map(|c| u8::try_from(c).expect("46 classes"))
            .collect();
        assert!(live.len() <= KEY_BOARDS, "{} live boards: past the memo's keys", live.len());
        live.sort_unstable();
        self.wins_sorted(&live, classes)
    }

    /// [`Search::first_wins`] of a sorted list of live classes.
    fn wins_sorted(&mut self, live: &[u8], classes: &Classes) -> bool {
        // No live board: the previous player killed the last one, and lost.
        if live.is_empty() {
            return true;
        }
        let k = key(live);
        if let Some(&known) = self.wins.get(&k) {
            return known;
        }
        let mut wins = false;
        let mut after = Vec::with_capacity(live.len());
        'boards: for (i, &c) in live.iter().enumerate() {
            if i > 0 && live[i - 1] == c {
                continue;
            }
            for &next in classes.moves(usize::from(c)) {
                after.clear();
                after.extend(live[..i].iter().chain(&live[i + 1..]));
                if let Some(next) = next {
                    let at = after.partition_point(|&x| x < next);
                    after.insert(at, next);
                }
                if !self.wins_sorted(&after, classes) {
                    wins = true;
                    break 'boards;
                }
            }
        }
        self.wins.insert(k, wins);
        wins
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_board_by_hand() {
        let mut search = Search::new();
        // The empty board is won by the centre and every other opening loses (Buzzard on
        // MathOverflow, quoted by Plambeck and Whitehead); an X in a corner and the opposite
        // corner loses; one X in a corner or on an edge wins.
        assert!(search.first_wins(&[0o000]));
        assert!(!search.first_wins(&[0o020]));
        assert!(!search.first_wins(&[0o401]));
        assert!(search.first_wins(&[0o001]));
        assert!(search.first_wins(&[0o002]));
    }

    #[test]
    fn the_key_tells_lists_apart() {
        let mut seen = std::collections::HashSet::new();
        for a in 0..46u8 {
            assert!(seen.insert(key(&[a])));
            for b in a..46 {
                assert!(seen.insert(key(&[a, b])));
            }
        }
        assert!(seen.insert(key(&[])));
    }
}
