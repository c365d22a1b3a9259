//! The values of a Hackenbush picture: its canonical form for any picture, a number for a
//! restrained (blue-red) one, a nimber for a green one.

use crate::partizan::dyadic::Dyadic;
use crate::partizan::hackenbush::Colour;
use crate::partizan::hackenbush::picture::Picture;
use crate::partizan::hackenbush::play::Hackenbush;
use crate::partizan::hackenbush::{green, trees};
use crate::partizan::ruleset::ValueMemo;
use crate::partizan::store::{FxMap, GameId, GameStore};

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

    /// The value of a restrained (blue-red) picture, a number; `None` if an edge is green.
    /// Found by search over edge sets with numbers only (the simplest number between Left's
    /// best and Right's best option), parts valued once, and the tree rule
    /// ([`crate::partizan::hackenbush::trees::tree_value`]) for parts that are trees.
    ///
    /// # Complexity
    ///
    /// At most one number per distinct part of a reachable edge set (`2^m`), O(m²) each;
    /// linear in a part that is a tree.
    ///
    /// # Example
    ///
    /// ```
    /// use cgt::partizan::{dyadic::Dyadic, hackenbush::picture::Picture};
    ///
    /// // A blue-red triangle on the ground: blue ground edges, a red top edge.
    /// let p: Picture = "2 3\n0 1 B\n0 2 B\n1 2 R\n".parse().unwrap();
    /// // Left leaves a string B R (1/2), Right two blue edges (2): {1/2 | 2} = 1.
    /// assert_eq!(p.number_value(), Some(Dyadic::from(1)));
    /// ```
    pub fn number_value(&self) -> Option<Dyadic> {
        if !self.is_restrained() {
            return None;
        }
        let mut search = NumberSearch { picture: self, memo: FxMap::default() };
        Some(search.value(self.grounded(self.all_edges())))
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

/// Numbers of a restrained picture's edge sets, remembered by set (a part is a set too).
struct NumberSearch<'a> {
    picture: &'a Picture,
    memo: FxMap<u64, Dyadic>,
}

impl NumberSearch<'_> {
    /// The number of a grounded edge set: the sum of its parts'.
    fn value(&mut self, set: u64) -> Dyadic {
        if let Some(v) = self.memo.get(&set) {
            return v.clone();
        }
        let mut sum = Dyadic::zero();
        for part in self.picture.parts(set) {
            sum = &sum + &self.part_value(part);
        }
        self.memo.insert(set, sum.clone());
        sum
    }

    fn part_value(&mut self, part: u64) -> Dyadic {
        if let Some(v) = self.memo.get(&part) {
            return v.clone();
        }
        let v = if self.picture.is_tree(part) {
            trees::tree_value(self.picture.vertex_count(), &self.picture.edges_of(part), 0)
        } else {
            self.options_value(part)
        };
        self.memo.insert(part, v.clone());
        v
    }

    /// The simplest number between Left's best option and Right's best option.
    fn options_value(&mut self, part: u64) -> Dyadic {
        let (mut best_left, mut best_right): (Option<Dyadic>, Option<Dyadic>) = (None, None);
        let mut rest = part;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let v = self.value(self.picture.grounded(part & !(1u64 << i)));
            if self.picture.edges()[i].2 == Colour::Blue {
                best_left = Some(best_left.map_or(v.clone(), |b| b.max(v)));
            } else {
                best_right = Some(best_right.map_or(v.clone(), |b| b.min(v)));
            }
        }
        Dyadic::simplest_between(best_left.as_ref(), best_right.as_ref())
    }
}
