//! Test games shared by several test files.

use cgt::Impartial;

/// A chain `n -> n - 1 -> ... -> 0`: the deepest game for its size, to show the memos are
/// iterative.
#[allow(dead_code)] // Not every test file uses every helper.
pub struct Chain;

impl Impartial for Chain {
    type Position = u32;
    fn options(&self, &n: &u32) -> Vec<u32> {
        n.checked_sub(1).into_iter().collect()
    }
}

/// A game breaking the finiteness law: 0 and 1 move to each other.
#[allow(dead_code)]
pub struct Loop;

impl Impartial for Loop {
    type Position = u8;
    fn options(&self, &p: &u8) -> Vec<u8> {
        vec![1 - p]
    }
}

/// Least preperiod and period of a long table, found naively: the first period that holds
/// over the second half of it, then the first index from which it holds. Sound when the true
/// preperiod plus period is far below half the length (Fine–Wilf); `None` when no period
/// fits in half the table.
#[allow(dead_code)]
pub fn naive_period<T: PartialEq>(values: &[T]) -> Option<(usize, usize)> {
    let len = values.len();
    (1..len / 2).find_map(|p| {
        let pre = (0..len - p).rev().find(|&n| values[n] != values[n + p]).map_or(0, |n| n + 1);
        (pre + p <= len / 2).then_some((pre, p))
    })
}

/// A raw (non-canonical) partizan form `{left | right}`: the twin of the engine's canonical
/// forms, compared by the recursive definition alone.
#[allow(dead_code)]
#[derive(Clone, Debug)]
pub struct Raw {
    /// Left's options.
    pub left: Vec<Raw>,
    /// Right's options.
    pub right: Vec<Raw>,
}

#[allow(dead_code)]
impl Raw {
    /// `{left | right}`.
    pub fn new(left: Vec<Raw>, right: Vec<Raw>) -> Raw {
        Raw { left, right }
    }

    /// The integer `n` as the raw form `{n-1 | }` (or `{ | n+1}`).
    pub fn integer(n: i64) -> Raw {
        match n {
            0 => Raw::new(vec![], vec![]),
            n if n > 0 => Raw::new(vec![Raw::integer(n - 1)], vec![]),
            n => Raw::new(vec![], vec![Raw::integer(n + 1)]),
        }
    }

    /// `G <= H` by the definition: no `G^L >= H` and no `H^R <= G`.
    pub fn leq(&self, other: &Raw) -> bool {
        !self.left.iter().any(|l| other.leq(l)) && !other.right.iter().any(|r| r.leq(self))
    }

    /// `G = H`.
    pub fn equals(&self, other: &Raw) -> bool {
        self.leq(other) && other.leq(self)
    }

    /// `-G = {-G^R | -G^L}`.
    pub fn neg(&self) -> Raw {
        Raw::new(
            self.right.iter().map(Raw::neg).collect(),
            self.left.iter().map(Raw::neg).collect(),
        )
    }

    /// The disjunctive sum by the definition.
    pub fn add(&self, other: &Raw) -> Raw {
        let mut left: Vec<Raw> = self.left.iter().map(|l| l.add(other)).collect();
        left.extend(other.left.iter().map(|l| self.add(l)));
        let mut right: Vec<Raw> = self.right.iter().map(|r| r.add(other)).collect();
        right.extend(other.right.iter().map(|r| self.add(r)));
        Raw::new(left, right)
    }

    /// The outcome letter: L, R, P or N, by who wins moving first and second.
    pub fn outcome(&self) -> char {
        let zero = Raw::new(vec![], vec![]);
        match (zero.leq(self), self.leq(&zero)) {
            (true, true) => 'P',
            (true, false) => 'L',
            (false, true) => 'R',
            (false, false) => 'N',
        }
    }

    /// Builds the form in a store, option by option.
    pub fn build(&self, store: &mut cgt::partizan::GameStore) -> cgt::partizan::GameId {
        let left: Vec<_> = self.left.iter().map(|g| g.build(store)).collect();
        let right: Vec<_> = self.right.iter().map(|g| g.build(store)).collect();
        store.new_game(&left, &right)
    }

    /// The canonical form of `g` in `store`, as a raw form (small games only).
    pub fn from_store(store: &mut cgt::partizan::GameStore, g: cgt::partizan::GameId) -> Raw {
        let left = store.left_options(g);
        let right = store.right_options(g);
        Raw::new(
            left.into_iter().map(|o| Raw::from_store(store, o)).collect(),
            right.into_iter().map(|o| Raw::from_store(store, o)).collect(),
        )
    }
}

/// An explicit impartial game tree: the list of its options (a finite game form).
#[allow(dead_code)] // Used by the misère test files only.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tree(pub Vec<Tree>);

#[allow(dead_code)]
impl Tree {
    /// The nim heap `*n`.
    pub fn nim(n: usize) -> Tree {
        Tree((0..n).map(Tree::nim).collect())
    }
}

/// Disjunctive sums of [`Tree`]s: a position is the sorted list of its components; a move
/// replaces one component by one of its options.
#[allow(dead_code)]
#[derive(Clone, Copy, Debug)]
pub struct TreeSum;

impl Impartial for TreeSum {
    type Position = Vec<Tree>;
    fn options(&self, parts: &Vec<Tree>) -> Vec<Vec<Tree>> {
        let mut options = Vec::new();
        for (i, part) in parts.iter().enumerate() {
            for option in &part.0 {
                let mut next = parts.clone();
                next[i] = option.clone();
                next.sort();
                options.push(next);
            }
        }
        options
    }
}

/// Random game trees with at most `depth` levels and `width` options per node.
#[allow(dead_code)]
pub fn tree(depth: u32, width: usize) -> proptest::strategy::BoxedStrategy<Tree> {
    use proptest::prelude::*;
    let leaf = Just(Tree(Vec::new())).boxed();
    leaf.prop_recursive(depth, 64, width as u32, move |inner| {
        prop::collection::vec(inner, 0..=width).prop_map(Tree).boxed()
    })
    .boxed()
}

/// Hackenbush by the rules: the edges of `set` (bit `i` for `ends[i]`) that a path of edges of
/// `set` joins to the vertex `ground`; the others fall. Grows the reached vertices until no
/// edge adds one.
#[allow(dead_code)]
pub fn standing(ends: &[(usize, usize)], ground: usize, set: u64) -> u64 {
    let mut reached = vec![ground];
    let mut kept = 0u64;
    let mut grew = true;
    while grew {
        grew = false;
        for (i, &(u, v)) in ends.iter().enumerate() {
            if set >> i & 1 == 1
                && kept >> i & 1 == 0
                && (reached.contains(&u) || reached.contains(&v))
            {
                kept |= 1 << i;
                reached.extend([u, v]);
                grew = true;
            }
        }
    }
    kept
}
