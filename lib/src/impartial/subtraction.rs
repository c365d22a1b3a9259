//! Subtraction games: remove from a heap a number of counters taken from a
//! fixed set.

use crate::impartial::nimber::{Nimber, mex, nim_sum};
use crate::impartial::periodic::{Periodic, detect_window_recurrence};
use crate::outcome::{Outcome, Play};

/// The subtraction game with subtraction set S: a move takes `s` counters
/// from a heap of at least `s`, for some `s` in S.
///
/// # Constraints
///
/// S is non-empty and its elements are positive; it is stored sorted without
/// duplicates.
///
/// # Example
///
/// ```
/// use cgt::{Outcome, Play, SubtractionGame};
///
/// let game = SubtractionGame::new(&[4, 1, 3, 3]);
/// assert_eq!(game.moves(), [1, 3, 4]);
/// assert_eq!(game.grundy_table(6), [0, 1, 0, 1, 2, 3, 2]);
/// assert_eq!(game.outcome_periodic(Play::Normal).at(1_000_000), Outcome::N);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SubtractionGame {
    moves: Vec<u64>,
}

impl SubtractionGame {
    /// The game with subtraction set `moves`; duplicates are merged and the
    /// order does not matter.
    ///
    /// # Constraints
    ///
    /// `moves` is non-empty and has no zero.
    ///
    /// # Panics
    ///
    /// If `moves` is empty or contains 0.
    ///
    /// # Complexity
    ///
    /// O(k log k) for k moves.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::SubtractionGame;
    ///
    /// assert_eq!(SubtractionGame::new(&[2, 1, 2]).moves(), [1, 2]);
    /// ```
    pub fn new(moves: &[u64]) -> Self {
        assert!(!moves.is_empty(), "the subtraction set must be non-empty");
        assert!(!moves.contains(&0), "subtraction amounts must be positive");
        let mut moves = moves.to_vec();
        moves.sort_unstable();
        moves.dedup();
        SubtractionGame { moves }
    }

    /// The subtraction set, sorted increasingly, without duplicates.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::SubtractionGame;
    ///
    /// assert_eq!(SubtractionGame::new(&[5, 2]).moves(), [2, 5]);
    /// ```
    pub fn moves(&self) -> &[u64] {
        &self.moves
    }

    /// Normal-play Grundy values `g(0..=n)` of heaps of `0..=n` counters.
    ///
    /// # Complexity
    ///
    /// O(n·|S|) time, O(n + |S|) memory.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::SubtractionGame;
    ///
    /// let game = SubtractionGame::new(&[2, 5, 8]);
    /// assert_eq!(game.grundy_table(9), [0, 0, 1, 1, 0, 2, 1, 0, 2, 1]);
    /// ```
    pub fn grundy_table(&self, n: usize) -> Vec<Nimber> {
        table(n, |values| self.next_grundy(values))
    }

    /// Outcomes of heaps of `0..=n` counters under the convention `play`
    /// (in misère play a heap smaller than every move is N).
    ///
    /// # Complexity
    ///
    /// O(n·|S|) time, O(n) memory.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{Outcome::{N, P}, Play, SubtractionGame};
    ///
    /// let game = SubtractionGame::new(&[1, 2]);
    /// assert_eq!(game.outcome_table(4, Play::Normal), [P, N, N, P, N]);
    /// assert_eq!(game.outcome_table(4, Play::Misere), [N, P, N, N, P]);
    /// ```
    pub fn outcome_table(&self, n: usize, play: Play) -> Vec<Outcome> {
        table(n, |values| self.next_outcome(play, values))
    }

    /// The exact eventually periodic sequence of normal-play Grundy values.
    ///
    /// For a heap `n >= max S` every move is legal, so `g(n)` depends only on
    /// the last `max S` values: [`detect_window_recurrence`] with window
    /// `max S` finds the minimal preperiod and period, proven. Such windows
    /// hold values `<= |S|`, so they are finitely many and a repeat exists.
    ///
    /// # Constraints
    ///
    /// `max S` values fit in memory.
    ///
    /// # Panics
    ///
    /// If `max S` exceeds `usize::MAX`.
    ///
    /// # Complexity
    ///
    /// O((preperiod + period + max S)·|S|) expected time and linear memory.
    /// The number of windows, hence the preperiod plus period, can in theory
    /// be exponential in `max S`, but is modest in practice: for
    /// S = {1, 34, 92, 93} the preperiod is 34483 and the period 44174.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::SubtractionGame;
    ///
    /// let grundy = SubtractionGame::new(&[2, 5, 8]).grundy_periodic();
    /// assert_eq!((grundy.preperiod(), grundy.period()), (0, 10));
    /// assert_eq!(grundy.at(1_000_000_000_005), 2);
    /// ```
    pub fn grundy_periodic(&self) -> Periodic<Nimber> {
        self.periodic(|values| self.next_grundy(values))
    }

    /// The exact eventually periodic sequence of outcomes under `play`.
    ///
    /// Exact for the same reason as [`SubtractionGame::grundy_periodic`]:
    /// from `max S` on, an outcome depends only on the last `max S` outcomes.
    ///
    /// # Constraints
    ///
    /// `max S` values fit in memory.
    ///
    /// # Panics
    ///
    /// If `max S` exceeds `usize::MAX`.
    ///
    /// # Complexity
    ///
    /// O((preperiod + period + max S)·|S|) expected time and linear memory;
    /// the preperiod plus period is at most the number of windows, 2^(max S),
    /// and much smaller in practice.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::{Outcome, Play, SubtractionGame};
    ///
    /// let misere = SubtractionGame::new(&[1, 3, 4]).outcome_periodic(Play::Misere);
    /// assert_eq!(misere.at(0), Outcome::N);
    /// assert_eq!(misere.at(1), Outcome::P);
    /// ```
    pub fn outcome_periodic(&self, play: Play) -> Periodic<Outcome> {
        self.periodic(|values| self.next_outcome(play, values))
    }

    /// Every winning move of a sum of heaps of this game in normal play: `(i, s)`, take
    /// `s` counters from heap `i`, leaving a position of Grundy value 0. Empty when the
    /// position is already P. `grundy` is this game's [`SubtractionGame::grundy_periodic`]
    /// (pass it in so many positions share one computation).
    ///
    /// # Constraints
    ///
    /// `grundy` is `self.grundy_periodic()`.
    ///
    /// # Complexity
    ///
    /// O(n·|S|) for n heaps; heaps up to `u64::MAX`.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::SubtractionGame;
    ///
    /// // The seeds' pegs game: take 1 or 2 from a pile; piles 4, 2, 1.
    /// let pegs = SubtractionGame::new(&[1, 2]);
    /// let grundy = pegs.grundy_periodic();
    /// assert_eq!(pegs.winning_moves(&grundy, &[4, 2, 1]), [(1, 2)]); // empty the pile of 2
    /// assert!(pegs.winning_moves(&grundy, &[3, 3]).is_empty());
    /// ```
    pub fn winning_moves(&self, grundy: &Periodic<Nimber>, heaps: &[u64]) -> Vec<(usize, u64)> {
        let total = nim_sum(heaps.iter().map(|&h| grundy.at(h)));
        if total.is_zero() {
            return Vec::new();
        }
        let mut moves = Vec::new();
        for (i, &heap) in heaps.iter().enumerate() {
            let target = total ^ grundy.at(heap);
            for &take in self.moves.iter().take_while(|&&take| take <= heap) {
                if grundy.at(heap - take) == target {
                    moves.push((i, take));
                }
            }
        }
        moves
    }

    /// Values at the heaps reachable from a heap of `values.len()` counters.
    fn option_values<'a, T: Copy>(&'a self, values: &'a [T]) -> impl Iterator<Item = T> + 'a {
        let heap = values.len();
        self.moves
            .iter()
            .map_while(move |&take| usize::try_from(take).ok().filter(|&take| take <= heap))
            .map(move |take| values[heap - take])
    }

    /// Grundy value of the heap of `values.len()` counters given the smaller ones.
    fn next_grundy(&self, values: &[Nimber]) -> Nimber {
        mex(self.option_values(values))
    }

    /// Outcome of the heap of `values.len()` counters given the smaller ones.
    fn next_outcome(&self, play: Play, values: &[Outcome]) -> Outcome {
        Outcome::from_options(play, self.option_values(values))
    }

    /// The sequence generated by `step`, which depends on the last `max S` values.
    fn periodic<T: Copy + Eq + std::hash::Hash>(&self, step: impl FnMut(&[T]) -> T) -> Periodic<T> {
        let largest = *self.moves.last().expect("the subtraction set is non-empty");
        let window = usize::try_from(largest).expect("the largest move must fit in usize");
        detect_window_recurrence(window, usize::MAX, step)
            .expect("finitely many windows: one repeats")
    }
}

/// The values `a(0..=n)` with `a(k) = step(&a[..k])`.
fn table<T>(n: usize, mut step: impl FnMut(&[T]) -> T) -> Vec<T> {
    let mut values = Vec::with_capacity(n.saturating_add(1));
    for _ in 0..=n {
        let next = step(&values);
        values.push(next);
    }
    values
}
