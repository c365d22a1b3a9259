//! What the heap rulesets (Nim, subtraction, octal) share: reading heaps, their canonical
//! form, and moves that change one heap's size.

use anyhow::Result;

/// The largest heap accepted (the engine refuses far smaller positions anyway).
pub const MAX_HEAP: u64 = 1_000_000;

/// Heaps written `3,4,5`.
///
/// # Errors
/// One line naming the bad heap and the list: not a whole number, or above [`MAX_HEAP`].
///
/// # Complexity
/// O(length of `text`).
///
/// # Example
/// ```
/// assert_eq!(kata::play::heaps::parse("3, 4,0").unwrap(), [3, 4, 0]);
/// let error = kata::play::heaps::parse("3,x").unwrap_err().to_string();
/// assert_eq!(error, "heap `x` in `3,x` is not a whole number");
/// ```
pub fn parse(text: &str) -> Result<Vec<u32>> {
    let heaps = crate::pictures::graph::numbers(text, "heap", |heap| {
        if heap > MAX_HEAP { Err(format!("at most {MAX_HEAP}")) } else { Ok(()) }
    })?;
    Ok(heaps.into_iter().map(|h| u32::try_from(h).expect("at most MAX_HEAP")).collect())
}

/// The canonical form of heaps: sorted, without empty heaps (made in place).
///
/// # Complexity
/// O(k log k) for k heaps.
///
/// # Example
/// ```
/// assert_eq!(kata::play::heaps::canonical(vec![4, 0, 1, 4]), [1, 4, 4]);
/// ```
pub fn canonical(mut heaps: Vec<u32>) -> Vec<u32> {
    heaps.retain(|&h| h > 0);
    heaps.sort_unstable();
    heaps
}

/// `heaps` with heap `i` replaced by `pieces` (none, one or several), in its place.
///
/// # Complexity
/// O(number of heaps).
///
/// # Example
/// ```
/// assert_eq!(kata::play::heaps::replaced(&[10, 7], 0, &[3, 4]), [3, 4, 7]);
/// assert_eq!(kata::play::heaps::replaced(&[10, 7], 1, &[]), [10]);
/// ```
pub fn replaced(heaps: &[u32], i: usize, pieces: &[u32]) -> Vec<u32> {
    let mut next = Vec::with_capacity(heaps.len() + pieces.len());
    next.extend_from_slice(&heaps[..i]);
    next.extend_from_slice(pieces);
    next.extend_from_slice(&heaps[i + 1..]);
    next
}

/// A move that makes heap `heap` (0-based) of size `from` a heap of size `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reduce {
    /// Which heap, 0-based.
    pub heap: usize,
    /// Its size before.
    pub from: u32,
    /// Its size after (an emptied heap stays, as a heap of 0).
    pub to: u32,
}

/// Every move that shrinks one heap to a size `targets(size)` allows, heap by heap.
///
/// # Complexity
/// O(moves · number of heaps).
///
/// # Example
/// ```
/// let moves = kata::play::heaps::reductions(&[2, 1], |h| (0..h).collect());
/// let after: Vec<Vec<u32>> = moves.into_iter().map(|(_, heaps)| heaps).collect();
/// assert_eq!(after, [vec![0, 1], vec![1, 1], vec![2, 0]]);
/// ```
pub fn reductions(heaps: &[u32], targets: impl Fn(u32) -> Vec<u32>) -> Vec<(Reduce, Vec<u32>)> {
    let mut moves = Vec::new();
    for (heap, &from) in heaps.iter().enumerate() {
        for to in targets(from) {
            moves.push((Reduce { heap, from, to }, replaced(heaps, heap, &[to])));
        }
    }
    moves
}
