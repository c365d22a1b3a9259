//! Hackenbush as a [`Partizan`] ruleset on the edge sets of one picture.

use crate::partizan::hackenbush::Colour;
use crate::partizan::hackenbush::picture::Picture;
use crate::partizan::ruleset::Partizan;

/// The ruleset of Hackenbush on one [`Picture`]: a position is an edge set (a `u64` bitmask)
/// joined to the ground; Left chops a blue or green edge, Right a red or green one, and what
/// no longer reaches the ground falls. Positions split into parts that meet only at the
/// ground ([`Picture::parts`]), each valued once by [`crate::partizan::ValueMemo`].
///
/// # Example
///
/// ```
/// use cgt::partizan::{GameStore, ValueMemo, hackenbush::{picture::Picture, play::Hackenbush}};
///
/// // A blue edge with a red one on top: 1/2.
/// let picture: Picture = "2 2\n0 1 B\n1 2 R\n".parse().unwrap();
/// let game = Hackenbush::new(&picture);
/// let (mut store, mut memo) = (GameStore::new(), ValueMemo::new());
/// let g = memo.value(&game, &mut store, &game.start());
/// assert_eq!(store.to_notation(g), "1/2");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Hackenbush<'a> {
    picture: &'a Picture,
}

impl<'a> Hackenbush<'a> {
    /// The ruleset on `picture`.
    ///
    /// # Complexity
    ///
    /// O(1).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::hackenbush::{picture::Picture, play::Hackenbush};
    ///
    /// let picture: Picture = "1 1\n0 1 B\n".parse().unwrap();
    /// assert_eq!(Hackenbush::new(&picture).start(), 1);
    /// ```
    pub fn new(picture: &'a Picture) -> Hackenbush<'a> {
        Hackenbush { picture }
    }

    /// The starting position: every edge joined to the ground.
    ///
    /// # Complexity
    ///
    /// O(m) word operations (as [`Picture::grounded`]).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::hackenbush::{picture::Picture, play::Hackenbush};
    ///
    /// // Edge 1 hangs from vertex 2, which nothing joins to the ground.
    /// let picture: Picture = "2 2\n0 1 B\n2 2 R\n".parse().unwrap();
    /// assert_eq!(Hackenbush::new(&picture).start(), 0b01);
    /// ```
    pub fn start(&self) -> u64 {
        self.picture.grounded(self.picture.all_edges())
    }

    /// The positions after chopping one edge of `position` whose colour `may_chop` allows.
    fn chops(&self, position: u64, may_chop: impl Fn(Colour) -> bool) -> Vec<u64> {
        let mut out: Vec<u64> = (0..self.picture.edges().len())
            .filter(|&i| position >> i & 1 == 1 && may_chop(self.picture.edges()[i].2))
            .map(|i| self.picture.grounded(position & !(1u64 << i)))
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }
}

impl Partizan for Hackenbush<'_> {
    type Position = u64;

    fn left_options(&self, position: &u64) -> Vec<u64> {
        self.chops(*position, Colour::left_may_chop)
    }

    fn right_options(&self, position: &u64) -> Vec<u64> {
        self.chops(*position, Colour::right_may_chop)
    }

    fn components(&self, position: &u64) -> Vec<u64> {
        self.picture.parts(*position)
    }
}
