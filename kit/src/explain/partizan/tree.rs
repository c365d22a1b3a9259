//! Game trees written out node by node, and who wins their sums by plain search: the
//! independent computation the partizan law checks values against.

use std::collections::HashMap;
use std::hash::Hash;

use cgt::partizan::{Dyadic, GameId, GameStore, Partizan};

/// A short game as an explicit tree (a DAG: equal positions share a node): node 0 is the
/// start, each node has its Left and Right options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    nodes: Vec<(Vec<u32>, Vec<u32>)>,
}

/// Builds a [`Tree`] from any source of positions and options, one node a distinct position.
struct Builder<P> {
    ids: HashMap<P, u32>,
    nodes: Vec<(Vec<u32>, Vec<u32>)>,
}

impl<P: Clone + Eq + Hash> Builder<P> {
    fn node(&mut self, position: &P, options: &mut impl FnMut(&P) -> (Vec<P>, Vec<P>)) -> u32 {
        if let Some(&id) = self.ids.get(position) {
            return id;
        }
        let id = u32::try_from(self.nodes.len()).expect("a tree of fewer than 2^32 nodes");
        self.ids.insert(position.clone(), id);
        self.nodes.push((Vec::new(), Vec::new()));
        let (lefts, rights) = options(position);
        let lefts = lefts.iter().map(|p| self.node(p, options)).collect();
        let rights = rights.iter().map(|p| self.node(p, options)).collect();
        self.nodes[id as usize] = (lefts, rights);
        id
    }

    fn tree(start: &P, mut options: impl FnMut(&P) -> (Vec<P>, Vec<P>)) -> Tree {
        let mut builder = Builder { ids: HashMap::new(), nodes: Vec::new() };
        builder.node(start, &mut options);
        Tree { nodes: builder.nodes }
    }
}

impl Tree {
    /// The tree of `start` played by `game`'s rules: its Left and Right options only (never
    /// its components or values).
    ///
    /// # Complexity
    /// One call of each options method per position reachable from `start`.
    ///
    /// # Example
    /// ```
    /// use cgt::partizan::domineering::{Board, Domineering};
    /// use kit::explain::partizan::Tree;
    ///
    /// // 1×2: Right's one domino, then nothing.
    /// assert_eq!(Tree::of(&Domineering, &Board::empty(1, 2)).len(), 2);
    /// ```
    pub fn of<G: Partizan>(game: &G, start: &G::Position) -> Tree {
        Builder::tree(start, |p| (game.left_options(p), game.right_options(p)))
    }

    /// The tree of the canonical form of `g`.
    ///
    /// # Complexity
    /// One look-up of options per node of the canonical form.
    ///
    /// # Example
    /// ```
    /// use cgt::partizan::GameStore;
    /// use kit::explain::partizan::Tree;
    ///
    /// let mut store = GameStore::new();
    /// let half = store.parse("1/2").unwrap();
    /// assert_eq!(Tree::of_value(&mut store, half).len(), 3); // 1/2, 0 and 1
    /// ```
    pub fn of_value(store: &mut GameStore, g: GameId) -> Tree {
        Builder::tree(&g, |&g| (store.left_options(g), store.right_options(g)))
    }

    /// The tree of the number `x` (its canonical form).
    ///
    /// # Complexity
    /// As [`Tree::of_value`]: O(|x| + the exponent of its denominator) nodes.
    ///
    /// # Example
    /// ```
    /// use cgt::partizan::{Dyadic, GameStore};
    /// use kit::explain::partizan::Tree;
    ///
    /// assert_eq!(Tree::number(&mut GameStore::new(), &Dyadic::from(-2)).len(), 3);
    /// ```
    pub fn number(store: &mut GameStore, x: &Dyadic) -> Tree {
        let g = store.number(x);
        Tree::of_value(store, g)
    }

    /// The number of nodes (distinct positions).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Tree::of`].
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the tree has no node (never: a tree has its start).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt::partizan::GameStore;
    /// use kit::explain::partizan::Tree;
    ///
    /// let mut store = GameStore::new();
    /// let zero = store.zero();
    /// assert!(!Tree::of_value(&mut store, zero).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The options of `node` for Left (`left`) or Right, in `−G` when `negated`.
    fn options(&self, node: u32, left: bool, negated: bool) -> &[u32] {
        let (lefts, rights) = &self.nodes[node as usize];
        if left != negated { lefts } else { rights }
    }
}

/// Who wins `G − H` by plain search: a position is a node of each, a move moves one of them
/// (in `−H` Left moves as Right does in `H`).
pub struct Difference<'a> {
    g: &'a Tree,
    h: &'a Tree,
    memo: HashMap<(u32, u32, bool), bool>,
}

impl<'a> Difference<'a> {
    /// The difference `g − h`.
    ///
    /// # Complexity
    /// O(1); each question is then memoised over the pairs of nodes.
    ///
    /// # Example
    /// See [`Difference::is_zero`].
    pub fn new(g: &'a Tree, h: &'a Tree) -> Self {
        Difference { g, h, memo: HashMap::new() }
    }

    /// Whether the player to move (Left when `left`) wins from the pair of nodes.
    fn mover_wins(&mut self, g: u32, h: u32, left: bool) -> bool {
        if let Some(&wins) = self.memo.get(&(g, h, left)) {
            return wins;
        }
        let in_g: Vec<u32> = self.g.options(g, left, false).to_vec();
        let in_h: Vec<u32> = self.h.options(h, left, true).to_vec();
        let wins = in_g.iter().any(|&to| !self.mover_wins(to, h, !left))
            || in_h.iter().any(|&to| !self.mover_wins(g, to, !left));
        self.memo.insert((g, h, left), wins);
        wins
    }

    /// Whether Left wins `G − H` moving first.
    ///
    /// # Complexity
    /// O(product of the trees' sizes × options), memoised.
    ///
    /// # Example
    /// ```
    /// use cgt::partizan::{Dyadic, GameStore};
    /// use kit::explain::partizan::tree::Difference;
    /// use kit::explain::partizan::Tree;
    ///
    /// let mut store = GameStore::new();
    /// let (one, zero) = (Tree::number(&mut store, &Dyadic::from(1)), Tree::number(&mut store, &Dyadic::zero()));
    /// assert!(Difference::new(&one, &zero).left_first_wins());
    /// assert!(!Difference::new(&one, &zero).right_first_wins());
    /// ```
    pub fn left_first_wins(&mut self) -> bool {
        self.mover_wins(0, 0, true)
    }

    /// Whether Right wins `G − H` moving first.
    ///
    /// # Complexity
    /// As [`Difference::left_first_wins`].
    ///
    /// # Example
    /// See [`Difference::left_first_wins`].
    pub fn right_first_wins(&mut self) -> bool {
        self.mover_wins(0, 0, false)
    }

    /// Whether `G = H`: the second player wins `G − H`.
    ///
    /// # Complexity
    /// As [`Difference::left_first_wins`].
    ///
    /// # Example
    /// ```
    /// use cgt::partizan::GameStore;
    /// use cgt::partizan::domineering::{Board, Domineering};
    /// use kit::explain::partizan::tree::Difference;
    /// use kit::explain::partizan::Tree;
    ///
    /// let mut store = GameStore::new();
    /// let board = Tree::of(&Domineering, &Board::empty(2, 2));
    /// let switch = store.parse("{1|-1}").unwrap();
    /// let written = Tree::of_value(&mut store, switch);
    /// assert!(Difference::new(&board, &written).is_zero());
    /// ```
    pub fn is_zero(&mut self) -> bool {
        !self.left_first_wins() && !self.right_first_wins()
    }
}
