//! The rules of a take-and-break game on one heap, shared by the game (`takebreak`) and the
//! sparse-value method (`sparse`), so that neither imports the other.

/// What a move of a take-and-break game may do to one heap.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct HeapRules {
    /// `k` such that a heap of exactly `k` may be taken whole.
    pub(crate) whole: Vec<usize>,
    /// `k` such that `k` counters may be taken from a larger heap.
    pub(crate) shorten: Vec<usize>,
    /// `k` such that `k` counters may be taken and the rest split in two.
    pub(crate) split: Vec<usize>,
    /// The two heaps of a split must differ in size (Grundy's game).
    pub(crate) unequal: bool,
}

impl HeapRules {
    /// Sums `heap - k` left to split, for each split rule that applies.
    pub(crate) fn split_sums(&self, heap: usize) -> impl Iterator<Item = usize> + '_ {
        self.split.iter().filter_map(move |&k| heap.checked_sub(k)).filter(|&sum| sum >= 2)
    }

    /// The splits `(a, sum - a)`, `1 <= a <= sum - a`, the rules allow.
    pub(crate) fn split_pairs(&self, sum: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
        (1..=sum / 2).filter(move |&a| !(self.unequal && 2 * a == sum)).map(move |a| (a, sum - a))
    }
}
