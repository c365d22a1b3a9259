//! The parts and sums an input splits into, and the helpers that name them.

use cgt::{Outcome, Play};

/// One part of a sum: its name (`heap 2`), its position, and how many equal copies of it the
/// sum holds (`n` towers of one height).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part<P> {
    /// How the explanation names it: `heap 2`, `knight 1`, `square 3`.
    pub name: String,
    /// Its position in the part's game.
    pub position: P,
    /// How many equal copies (at least 1).
    pub copies: u64,
}

impl<P> Part<P> {
    /// One copy of `position`, named `name`.
    ///
    /// # Example
    /// ```
    /// let part = kit::explain::Part::new("heap 1", 5u64);
    /// assert_eq!((part.name.as_str(), part.position, part.copies), ("heap 1", 5, 1));
    /// ```
    pub fn new(name: impl Into<String>, position: P) -> Part<P> {
        Part { name: name.into(), position, copies: 1 }
    }

    /// `copies` copies of the part.
    ///
    /// # Example
    /// ```
    /// assert_eq!(kit::explain::Part::new("towers", 6u64).times(3).copies, 3);
    /// ```
    pub fn times(self, copies: u64) -> Part<P> {
        Part { copies, ..self }
    }
}

/// One test of an input as a sum of parts, under normal play (any number of parts) or misère
/// play (one part, explained by outcomes: misère play does not add by nim-sum).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sum<P> {
    /// What the test is called in the explanation (`test 2`, `question 1`; empty when the
    /// input is one test).
    pub label: String,
    /// Normal or misère play.
    pub play: Play,
    /// The parts, in the order the explanation lists them and looks for moves.
    pub parts: Vec<Part<P>>,
}

impl<P> Sum<P> {
    /// The sum of `parts` under normal play.
    ///
    /// # Example
    /// ```
    /// use kit::explain::{Part, Sum};
    /// let sum = Sum::normal("test 1", vec![Part::new("heap 1", 3u64)]);
    /// assert_eq!(sum.play, cgt::Play::Normal);
    /// ```
    pub fn normal(label: impl Into<String>, parts: Vec<Part<P>>) -> Sum<P> {
        Sum { label: label.into(), play: Play::Normal, parts }
    }

    /// The single part `part` under misère play.
    ///
    /// # Example
    /// ```
    /// use kit::explain::{Part, Sum};
    /// let sum = Sum::misere("question 1", Part::new("heap", 31u64));
    /// assert_eq!((sum.play, sum.parts.len()), (cgt::Play::Misere, 1));
    /// ```
    pub fn misere(label: impl Into<String>, part: Part<P>) -> Sum<P> {
        Sum { label: label.into(), play: Play::Misere, parts: vec![part] }
    }
}

/// Parts named `{name} 1`, `{name} 2`, … of `positions`, one copy each.
///
/// # Complexity
/// Linear in the parts.
///
/// # Example
/// ```
/// let parts = kit::explain::numbered("heap", [vec![3u64], vec![5]]);
/// assert_eq!((parts[1].name.as_str(), &parts[1].position), ("heap 2", &vec![5]));
/// ```
pub fn numbered<P>(name: &str, positions: impl IntoIterator<Item = P>) -> Vec<Part<P>> {
    let parts = positions.into_iter().enumerate();
    parts.map(|(i, position)| Part::new(format!("{name} {}", i + 1), position)).collect()
}

/// One normal-play sum per item of `tests`, labelled `{name} 1`, `{name} 2`, …, of the parts
/// `parts(item)`.
///
/// # Complexity
/// Linear in the tests, plus `parts`'.
///
/// # Example
/// ```
/// let sums = kit::explain::tests("test", &[vec![3u64, 5]], |sizes| kit::explain::heaps("heap", sizes));
/// assert_eq!((sums[0].label.as_str(), sums[0].parts.len()), ("test 1", 2));
/// ```
pub fn tests<T, P>(name: &str, tests: &[T], parts: impl Fn(&T) -> Vec<Part<P>>) -> Vec<Sum<P>> {
    let sums = tests.iter().enumerate();
    sums.map(|(i, test)| Sum::normal(format!("{name} {}", i + 1), parts(test))).collect()
}

/// Heaps of the given sizes as parts `{name} 1`, `{name} 2`, … (`heap 1`, `stalk 1`) of the
/// kit's [`TakeAway`](crate::heaps::TakeAway) games (an empty heap is the empty row).
///
/// # Complexity
/// Linear in the heaps.
///
/// # Example
/// ```
/// let parts = kit::explain::heaps("heap", &[0, 4]);
/// assert_eq!((&parts[0].position, &parts[1].position), (&vec![], &vec![4]));
/// ```
pub fn heaps(name: &str, sizes: &[u64]) -> Vec<Part<Vec<u64>>> {
    numbered(name, sizes.iter().map(|&size| crate::heaps::position(vec![size])))
}

/// Which outcomes are wins for the player to move ([`HeapSums::first_wins`] of answers that
/// are outcomes).
///
/// # Complexity
/// Linear.
///
/// # Example
/// ```
/// use cgt::Outcome::{N, P};
/// assert_eq!(kit::explain::wins(&[N, P]), [true, false]);
/// ```
///
/// [`HeapSums::first_wins`]: crate::explain::HeapSums::first_wins
pub fn wins(outcomes: &[Outcome]) -> Vec<bool> {
    outcomes.iter().map(|&outcome| outcome == Outcome::N).collect()
}
