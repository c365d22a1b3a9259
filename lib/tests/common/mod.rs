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
