//! The values of a Hackenbush picture: its canonical form for any picture, a nimber for a
//! green one (a restrained one's number is in [`crate::partizan::hackenbush::numbers`]).

use crate::partizan::hackenbush::green;
use crate::partizan::hackenbush::picture::Picture;
use crate::partizan::hackenbush::play::Hackenbush;
use crate::partizan::ruleset::ValueMemo;
use crate::partizan::store::{GameId, GameStore};

impl Picture {
    /// The canonical value of the picture in `store`, by the [`Hackenbush`] ruleset (each
    /// part of each edge set valued once).
    ///
    /// # Complexity
    ///
    /// One canonicalisation per distinct part of a reachable edge set: at most `2^m` of them,
    /// far fewer when the picture splits into parts.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::{GameStore, hackenbush::picture::Picture};
    ///
    /// let mut store = GameStore::new();
    /// // A green edge on a blue one: {0, 1 | 1} = {1 | 1} = 1*.
    /// let p: Picture = "2 2\n0 1 B\n1 2 G\n".parse().unwrap();
    /// let g = p.value(&mut store);
    /// assert_eq!(store.to_notation(g), "1*");
    /// ```
    pub fn value(&self, store: &mut GameStore) -> GameId {
        let game = Hackenbush::new(self);
        ValueMemo::new().value(&game, store, &game.start())
    }

    /// The nimber of a green picture (its value is `*k`), by the fusion and colon principles
    /// ([`green::graph_nimber`]); `None` if an edge is blue or red.
    ///
    /// # Complexity
    ///
    /// O(n + m).
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::hackenbush::picture::Picture;
    ///
    /// // A green triangle through the ground fuses to three loops: * + * + * = *.
    /// let p: Picture = "2 3\n0 1 G\n1 2 G\n2 0 G\n".parse().unwrap();
    /// assert_eq!(p.nimber(), Some(1));
    /// ```
    pub fn nimber(&self) -> Option<u64> {
        if !self.is_green_only() {
            return None;
        }
        let edges: Vec<(usize, usize)> = self.edges().iter().map(|&(u, v, _)| (u, v)).collect();
        Some(green::graph_nimber(self.vertex_count(), &edges, 0))
    }
}
