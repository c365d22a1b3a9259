//! Test games shared by several test files.

use cgt::Impartial;

/// A chain `n -> n - 1 -> ... -> 0`: the deepest game for its size, to show the memos are
/// iterative.
pub struct Chain;

impl Impartial for Chain {
    type Position = u32;
    fn options(&self, &n: &u32) -> Vec<u32> {
        n.checked_sub(1).into_iter().collect()
    }
}
