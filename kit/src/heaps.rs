//! Heap games by their definition, for the naive references: a position is the sorted list of
//! its non-empty heaps and a move takes some objects from one heap (or, for a subtraction
//! game, one heap's size). No theory is used here;
//! game-tree search (`cgt::OutcomeMemo`) on these positions is what the theory is checked
//! against.

use cgt::Impartial;

/// Take-away on heaps: a move takes between 1 and `max_take` objects (all of them when
/// `max_take` is `None`: Nim) from one heap; a player without a move loses in normal play.
///
/// # Complexity
/// `options` is O(h · m · h log h) for h heaps and m options per heap (equal heaps are
/// expanded once).
///
/// # Example
/// ```
/// use cgt::{Impartial, Outcome, OutcomeMemo, Play};
/// use kit::heaps::TakeAway;
///
/// let mut nim = OutcomeMemo::new(TakeAway::NIM, Play::Normal);
/// assert_eq!(nim.outcome(&vec![1, 2, 3]), Outcome::P);
/// assert_eq!(TakeAway { max_take: Some(3) }.options(&vec![5]), [vec![4], vec![3], vec![2]]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TakeAway {
    /// Most objects one move takes; `None`: any number.
    pub max_take: Option<u64>,
}

impl TakeAway {
    /// Nim: a move takes any positive number of objects from one heap.
    pub const NIM: TakeAway = TakeAway { max_take: None };
}

impl Impartial for TakeAway {
    /// The non-empty heaps, sorted.
    type Position = Vec<u64>;

    fn options(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut options = Vec::new();
        for (i, &heap) in heaps.iter().enumerate() {
            if i > 0 && heaps[i - 1] == heap {
                continue; // the same options as from the equal heap before
            }
            let most = self.max_take.map_or(heap, |max| max.min(heap));
            for take in 1..=most {
                options.push(after_move(heaps, i, heap - take));
            }
        }
        options
    }
}

/// A subtraction game on one heap: a move takes `s` objects for an `s` of `moves` (no more
/// than the heap holds); a player without a move loses in normal play.
///
/// # Complexity
/// `options` is O(number of moves).
///
/// # Example
/// ```
/// use cgt::{GrundyMemo, Impartial};
/// use kit::heaps::Subtraction;
///
/// let game = Subtraction { moves: vec![1, 3, 4] };
/// assert_eq!(game.options(&3), [2, 0]);
/// assert_eq!(GrundyMemo::new(game).grundy(&7), 0);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Subtraction {
    /// How many objects a move may take.
    pub moves: Vec<u64>,
}

impl Impartial for Subtraction {
    /// The heap's size.
    type Position = u64;

    fn options(&self, heap: &u64) -> Vec<u64> {
        self.moves.iter().filter(|&&s| s <= *heap).map(|s| heap - s).collect()
    }
}

/// The position after heap `i` of `heaps` is left with `rest` objects: empty heaps dropped,
/// sorted.
///
/// # Panics
/// If `i` is out of range.
///
/// # Complexity
/// O(h log h) for h heaps.
///
/// # Example
/// ```
/// assert_eq!(kit::heaps::after_move(&[4, 1, 3], 0, 0), [1, 3]);
/// ```
pub fn after_move(heaps: &[u64], i: usize, rest: u64) -> Vec<u64> {
    let mut option = heaps.to_vec();
    option[i] = rest;
    position(option)
}

/// The position of `heaps`: empty heaps dropped, sorted.
///
/// # Complexity
/// O(h log h) for h heaps.
///
/// # Example
/// ```
/// assert_eq!(kit::heaps::position(vec![3, 0, 1]), [1, 3]);
/// ```
pub fn position(mut heaps: Vec<u64>) -> Vec<u64> {
    heaps.retain(|&s| s > 0);
    heaps.sort_unstable();
    heaps
}
