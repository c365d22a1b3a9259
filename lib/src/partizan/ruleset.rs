//! Partizan rulesets: positions with Left's and Right's options, valued once per position.

use crate::fx::FxMap;
use crate::partizan::store::{GameId, GameStore};
use std::hash::Hash;

/// A partizan ruleset: each position has Left's options and Right's options, and may split
/// into independent components whose values add up (a disjunctive sum).
///
/// # Example
///
/// ```
/// use cgt::partizan::{GameStore, Partizan, ValueMemo};
///
/// /// A heap of n counters: Left takes 1, Right takes 2.
/// struct Take;
/// impl Partizan for Take {
///     type Position = u32;
///     fn left_options(&self, &n: &u32) -> Vec<u32> { n.checked_sub(1).into_iter().collect() }
///     fn right_options(&self, &n: &u32) -> Vec<u32> { n.checked_sub(2).into_iter().collect() }
/// }
///
/// let mut store = GameStore::new();
/// let mut memo = ValueMemo::new();
/// let g = memo.value(&Take, &mut store, &2);
/// assert_eq!(store.to_notation(g), "{1|0}");
/// ```
pub trait Partizan {
    /// A position of the ruleset.
    type Position: Clone + Eq + Hash;

    /// The positions Left can move to.
    ///
    /// # Complexity
    ///
    /// Up to the ruleset; called once per distinct position by [`ValueMemo::value`].
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::{Partizan, domineering::{Board, Domineering}};
    ///
    /// // Left places vertical dominoes: two on a 2×2 board.
    /// assert_eq!(Domineering.left_options(&Board::empty(2, 2)).len(), 2);
    /// ```
    fn left_options(&self, position: &Self::Position) -> Vec<Self::Position>;

    /// The positions Right can move to.
    ///
    /// # Complexity
    ///
    /// Up to the ruleset; called once per distinct position by [`ValueMemo::value`].
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::{Partizan, domineering::{Board, Domineering}};
    ///
    /// // Right places horizontal dominoes: none on a 2×1 board.
    /// assert!(Domineering.right_options(&Board::empty(2, 1)).is_empty());
    /// ```
    fn right_options(&self, position: &Self::Position) -> Vec<Self::Position>;

    /// Independent components whose disjunctive sum is `position` (default: itself). Return
    /// them normalised so equal components are equal positions: each is valued once.
    ///
    /// # Complexity
    ///
    /// Up to the ruleset; the default is one clone.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::{Partizan, domineering::{Board, Domineering}};
    ///
    /// let board: Board = "..#..".parse().unwrap();
    /// assert_eq!(Domineering.components(&board), vec![Board::empty(1, 2); 2]);
    /// ```
    fn components(&self, position: &Self::Position) -> Vec<Self::Position> {
        vec![position.clone()]
    }
}

/// A transposition table from positions (components) of a ruleset to their canonical values.
///
/// # Example
///
/// ```
/// use cgt::partizan::{GameStore, ValueMemo, domineering::{Board, Domineering}};
///
/// let mut store = GameStore::new();
/// let mut memo = ValueMemo::new();
/// let g = memo.value(&Domineering, &mut store, &Board::empty(2, 2));
/// assert_eq!(store.to_notation(g), "{1|-1}");
/// assert!(!memo.is_empty());
/// ```
pub struct ValueMemo<P> {
    table: FxMap<P, GameId>,
}

impl<P> Default for ValueMemo<P> {
    fn default() -> Self {
        ValueMemo { table: FxMap::default() }
    }
}

impl<P: Clone + Eq + Hash> ValueMemo<P> {
    /// An empty table.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::ValueMemo;
    ///
    /// let memo: ValueMemo<u32> = ValueMemo::new();
    /// assert_eq!(memo.len(), 0);
    /// ```
    pub fn new() -> Self {
        ValueMemo::default()
    }

    /// The number of positions (whole positions and their components) valued so far.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::{GameStore, ValueMemo, domineering::{Board, Domineering}};
    ///
    /// let (mut store, mut memo) = (GameStore::new(), ValueMemo::new());
    /// memo.value(&Domineering, &mut store, &Board::empty(1, 2));
    /// assert!(memo.len() >= 1);
    /// ```
    pub fn len(&self) -> usize {
        self.table.len()
    }

    /// Whether no component has been valued yet.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::ValueMemo;
    ///
    /// assert!(ValueMemo::<u8>::new().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.table.is_empty()
    }

    /// The canonical value of `position`: the sum of its components' values, each computed
    /// once from its options' values.
    ///
    /// # Complexity
    ///
    /// One canonicalisation per distinct component reachable from `position`; the recursion
    /// is as deep as the longest play.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::{GameStore, ValueMemo, domineering::{Board, Domineering}};
    ///
    /// let (mut store, mut memo) = (GameStore::new(), ValueMemo::new());
    /// let g = memo.value(&Domineering, &mut store, &Board::empty(2, 4));
    /// assert_eq!(store.to_notation(g), "{{2|0}|0}");
    /// ```
    pub fn value<G: Partizan<Position = P>>(
        &mut self,
        game: &G,
        store: &mut GameStore,
        position: &P,
    ) -> GameId {
        if let Some(&v) = self.table.get(position) {
            return v;
        }
        let mut acc = store.zero();
        for component in game.components(position) {
            let v = self.component_value(game, store, &component);
            acc = store.add(acc, v);
        }
        // The whole position is remembered too: it may come back by another move order.
        self.table.insert(position.clone(), acc);
        acc
    }

    fn component_value<G: Partizan<Position = P>>(
        &mut self,
        game: &G,
        store: &mut GameStore,
        component: &P,
    ) -> GameId {
        if let Some(&v) = self.table.get(component) {
            return v;
        }
        let lefts: Vec<GameId> =
            game.left_options(component).iter().map(|o| self.value(game, store, o)).collect();
        let rights: Vec<GameId> =
            game.right_options(component).iter().map(|o| self.value(game, store, o)).collect();
        let v = store.new_game(&lefts, &rights);
        self.table.insert(component.clone(), v);
        v
    }
}
