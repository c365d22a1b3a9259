//! The family of **counting problems** (Project Euler): the answer counts (or sums over) the
//! positions up to a size that a game's rule selects. The stress tool shrinks a failing input
//! to the smallest failing size, so the explanation writes the count at the input's size as
//! the count at the next smaller size plus what the positions new at this size add, and lists
//! those new positions, each with the fact that makes it counted (its Grundy value, its
//! nim-sum, its outcome by search).
//!
//! A problem states how its input grows ([`Counting`]); the totals are the naive reference's
//! at both sizes, the new positions and their facts the problem's judge side's, and the law
//! ([`counting_is_explained`]) checks them against a brute force by the game's definition.
//!
//! ```text
//! N = 12: 9 strip lengths 1 ≤ n ≤ N won by the first player; at N = 11 it was 8, and the 1 new (n = 12) add 1:
//!   n = 12: g = 2 ≠ 0, so the first player wins
//! ```

use std::fmt::Debug;

use crate::explain::MAX_LINES;
use crate::judged::{Judged, large};
use crate::laws::FEW_SEEDS;

/// A counting problem: its answer (a count or a sum) at an input grows from the answer at the
/// next smaller input by what the positions new at the input's size add.
///
/// # Example
/// ```
/// use kit::explain::counting::Counting;
/// use kit::judged::Judged;
///
/// /// Counts the n ≤ N whose Nim heap is won by the player to move (every n ≥ 1).
/// struct Heaps;
/// impl Judged for Heaps {
///     type Input = u64;
///     type Answer = u64;
///     fn read(text: &str) -> Result<u64, String> {
///         text.trim().parse().map_err(|e| format!("{e}"))
///     }
///     fn write(n: &u64) -> String {
///         format!("{n}\n")
///     }
///     fn generate(seed: u64) -> u64 {
///         seed % 9
///     }
///     fn naive(&n: &u64) -> Option<u64> {
///         Some(n)
///     }
///     fn second(&n: &u64) -> u64 {
///         n
///     }
///     fn print(count: &u64) -> String {
///         format!("{count}\n")
///     }
///     const EXPLAIN: kit::judged::Explain<u64> = Some(kit::explain::counting::explain::<Self>);
/// }
/// impl Counting for Heaps {
///     type Position = u64;
///     const SIZE: &'static str = "N";
///     const COUNTS: &'static str = "heaps n ≤ N won by the player to move";
///     fn size(&n: &u64) -> u64 {
///         n
///     }
///     fn smaller(&n: &u64) -> Option<u64> {
///         n.checked_sub(1)
///     }
///     fn new_what(&n: &u64) -> String {
///         format!("n = {n}")
///     }
///     fn new_positions(&n: &u64) -> Vec<u64> {
///         if n > 0 { vec![n] } else { Vec::new() }
///     }
///     fn fact(n: &u64) -> String {
///         format!("n = {n}: g = {n} ≠ 0")
///     }
/// }
/// assert_eq!(
///     Heaps::explain(&3).unwrap(),
///     "N = 3: 3 heaps n ≤ N won by the player to move; at N = 2 it was 2, and the 1 new \
///      (n = 3) add 1:\n  n = 3: g = 3 ≠ 0\n"
/// );
/// kit::explain::counting::counting_is_explained::<Heaps>(|&n| Some(if n > 0 { vec![n] } else { vec![] }));
/// ```
pub trait Counting: Judged<Answer = u64> {
    /// A position counted (a number, a triple of heaps).
    type Position: Ord + Clone + Debug;
    /// The name of the size in the statement (`N`, `k`, `B`).
    const SIZE: &'static str;
    /// What the answer counts or sums, after its number (`strip lengths 1 ≤ n ≤ N won by the
    /// first player`).
    const COUNTS: &'static str;

    /// The size of `input`.
    fn size(input: &Self::Input) -> u64;

    /// The input of the next smaller size; `None` at the smallest.
    fn smaller(input: &Self::Input) -> Option<Self::Input>;

    /// Which positions are new at the size of `input` (`n = 12`, `z = 5`).
    fn new_what(input: &Self::Input) -> String;

    /// The positions new at the size of `input` that the answer counts, in order, found by
    /// the rule the explanation states (Grundy values, nim-sums, search).
    fn new_positions(input: &Self::Input) -> Vec<Self::Position>;

    /// The fact that makes `position` counted, one line (`n = 12: g = 4 ≠ 0`).
    fn fact(position: &Self::Position) -> String;

    /// What `position` adds to the answer: 1 for a count (the default), more for a sum.
    fn weight(position: &Self::Position) -> u64 {
        let _ = position;
        1
    }

    /// A line on the positions new at this size that are not counted, when worth saying (`n =
    /// 13: g = 0, a loss for the first player`); none by default.
    fn left_out(input: &Self::Input) -> Option<String> {
        let _ = input;
        None
    }
}

/// The explanation of `input`: its answer as the answer at the next smaller size plus what the
/// new positions add, then the new positions with their facts (as many as fit in
/// [`MAX_LINES`], then how many more); `None` beyond the naive reference's reach.
///
/// # Complexity
/// Naive at both sizes, plus [`Counting::new_positions`].
///
/// # Example
/// See [`Counting`].
pub fn explain<C: Counting>(input: &C::Input) -> Option<String> {
    let answer = C::naive(input)?;
    let before = match C::smaller(input) {
        Some(smaller) => {
            format!("at {} = {} it was {}", C::SIZE, C::size(&smaller), C::naive(&smaller)?)
        }
        None => "nothing is counted below it".to_string(),
    };
    let new = C::new_positions(input);
    let added: u64 = new.iter().map(C::weight).sum();
    let colon = if new.is_empty() { "" } else { ":" };
    let mut text = format!(
        "{} = {}: {answer} {}; {before}, and the {} new ({}) add {added}{colon}\n",
        C::SIZE,
        C::size(input),
        C::COUNTS,
        new.len(),
        C::new_what(input)
    );
    let left_out = C::left_out(input);
    let room = MAX_LINES - 1 - usize::from(left_out.is_some());
    let shown = if new.len() <= room { new.len() } else { room - 1 };
    for position in &new[..shown] {
        text += &format!("  {}\n", C::fact(position));
    }
    if shown < new.len() {
        text += &format!("  … and {} more\n", new.len() - shown);
    }
    if let Some(line) = left_out {
        text += &format!("  {line}\n");
    }
    Some(text)
}

/// The law of the family, on the generated inputs of [`FEW_SEEDS`] that are not [`large`] and
/// that naive reaches (at least one must):
///
/// - the first line's totals are naive's at the input and at the next smaller input, and the
///   new positions listed add exactly their difference;
/// - the new positions are those `by_definition` finds (a brute force by the game's
///   definition, independent of the rule the explanation states) wherever it answers;
/// - each new position shown is written with its fact, and the text keeps to [`MAX_LINES`].
///
/// # Panics
/// Naming the seed and the fact that fails.
///
/// # Complexity
/// Per seed: naive twice, the explanation and `by_definition`.
///
/// # Example
/// See [`Counting`].
pub fn counting_is_explained<C: Counting>(
    mut by_definition: impl FnMut(&C::Input) -> Option<Vec<C::Position>>,
) {
    let mut explained = 0;
    for seed in FEW_SEEDS.filter(|&seed| !large(seed)) {
        let input = C::generate(seed);
        let Some(answer) = C::naive(&input) else { continue };
        let what = format!("generate({seed}) ({} = {})", C::SIZE, C::size(&input));
        let smaller = C::smaller(&input);
        let before = smaller.as_ref().map_or(0, |s| C::naive(s).expect("naive reaches less"));
        let text = explain::<C>(&input).expect("naive reaches it");
        let first = text.lines().next().expect("a first line");
        assert!(first.contains(&format!(": {answer} ")), "{what}: {answer} not in {first:?}");
        let was = if smaller.is_some() { format!(" it was {before},") } else { "below".into() };
        assert!(first.contains(&was), "{what}: {before} not in {first:?}");
        let new = C::new_positions(&input);
        let added: u64 = new.iter().map(C::weight).sum();
        assert_eq!(before + added, answer, "{what}: the new positions add {added}: {new:?}");
        if let Some(mut defined) = by_definition(&input) {
            defined.sort();
            let mut listed = new.clone();
            listed.sort();
            assert_eq!(listed, defined, "{what}: the new positions are not the definition's");
        }
        assert!(text.lines().count() <= MAX_LINES, "{what}: too long: {text}");
        for position in new.iter().take(MAX_LINES - 3) {
            let line = format!("  {}\n", C::fact(position));
            assert!(text.contains(&line), "{what}: {line:?} not written in {text}");
        }
        explained += 1;
    }
    assert!(explained > 0, "naive reaches no generated input: nothing was explained");
}
