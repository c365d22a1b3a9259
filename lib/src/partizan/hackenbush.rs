//! Hackenbush: pictures of coloured edges joined to the ground; a player chops an edge of
//! a colour they may chop, and whatever is no longer joined to the ground falls.
//!
//! - [`trees`]: blue-red (restrained) strings by sign expansion and trees by the edge rule;
//! - [`green`]: green (impartial) Hackenbush by the colon and fusion principles;
//! - [`picture`]: pictures in general (loops, parallel edges, cycles), read from and
//!   printed to text, with edge sets as bitmasks;
//! - [`play`]: the [`crate::partizan::Partizan`] ruleset on a picture's edge sets;
//! - [`values`]: a picture's canonical value, and its nimber when green;
//! - [`numbers`]: a restrained picture's number, by a table over its edge sets or by search
//!   with parts and the tree rule.

pub mod green;
pub mod numbers;
pub mod picture;
#[clippy::msrv = "1.85"]
pub mod play;
pub mod trees;
#[clippy::msrv = "1.85"]
pub mod values;

/// The colour of a Hackenbush edge: who may chop it.
///
/// # Example
///
/// ```
/// use cgt::partizan::hackenbush::Colour;
///
/// assert!(Colour::Blue.left_may_chop() && !Colour::Blue.right_may_chop());
/// assert!(Colour::Green.left_may_chop() && Colour::Green.right_may_chop());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Colour {
    /// Only Left chops it.
    Blue,
    /// Only Right chops it.
    Red,
    /// Either player chops it.
    Green,
}

impl Colour {
    /// Whether Left may chop an edge of this colour (blue or green).
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::hackenbush::Colour;
    ///
    /// assert!(!Colour::Red.left_may_chop());
    /// ```
    pub fn left_may_chop(self) -> bool {
        self != Colour::Red
    }

    /// Whether Right may chop an edge of this colour (red or green).
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::hackenbush::Colour;
    ///
    /// assert!(Colour::Red.right_may_chop());
    /// ```
    pub fn right_may_chop(self) -> bool {
        self != Colour::Blue
    }
}
