//! [`SumGame`] for the kit's and the lib's heap games: a row of non-empty heaps is written
//! `5` or `2 + 4` (`0` when empty), and rows join into one; a single heap is its size.

use std::fmt::Display;

use cgt::TakeBreak;

use crate::explain::SumGame;
use crate::heaps::{Subtraction, TakeAway};

/// `heaps` written `2 + 4`, or `0` for no heap.
///
/// # Example
/// ```
/// assert_eq!(kit::explain::show_row(&[2, 4]), "2 + 4");
/// assert_eq!(kit::explain::show_row::<u64>(&[]), "0");
/// ```
pub fn show_row<T: Display>(heaps: &[T]) -> String {
    if heaps.is_empty() {
        return "0".into();
    }
    heaps.iter().map(ToString::to_string).collect::<Vec<_>>().join(" + ")
}

/// The rows `parts` as one sorted row: [`SumGame::join`] for games whose positions are
/// sorted rows.
///
/// # Complexity
/// O(h log h) for h heaps in all.
///
/// # Example
/// ```
/// assert_eq!(kit::explain::join_rows(&[&vec![2, 4], &vec![3]]), [2, 3, 4]);
/// ```
pub fn join_rows<T: Ord + Copy>(parts: &[&Vec<T>]) -> Vec<T> {
    let mut row: Vec<T> = parts.iter().flat_map(|part| part.iter().copied()).collect();
    row.sort_unstable();
    row
}

impl SumGame for TakeAway {
    fn show(&self, heaps: &Vec<u64>) -> String {
        show_row(heaps)
    }

    fn join(&self, parts: &[&Vec<u64>]) -> Option<Vec<u64>> {
        Some(join_rows(parts))
    }
}

impl SumGame for TakeBreak {
    fn show(&self, heaps: &Vec<usize>) -> String {
        show_row(heaps)
    }

    fn join(&self, parts: &[&Vec<usize>]) -> Option<Vec<usize>> {
        Some(join_rows(parts))
    }
}

impl SumGame for Subtraction {
    fn show(&self, heap: &u64) -> String {
        heap.to_string()
    }
}
