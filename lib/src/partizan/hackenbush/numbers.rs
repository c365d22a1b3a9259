//! The number of a restrained (blue-red) Hackenbush picture: every position is a number,
//! the simplest one strictly between Left's best and Right's best option.

use crate::fx::FxMap;
use crate::partizan::dyadic::Dyadic;
use crate::partizan::hackenbush::Colour;
use crate::partizan::hackenbush::picture::Picture;
use crate::partizan::hackenbush::trees;

impl Picture {
    /// The value of a restrained (blue-red) picture, a number; `None` if an edge is green.
    /// Up to [`DENSE_EDGES`] edges, every grounded edge set is valued in increasing order into
    /// one table, in fixed point; beyond, by search over edge sets with numbers only (the
    /// simplest number between Left's best and Right's best option), parts valued once, and
    /// the tree rule ([`crate::partizan::hackenbush::trees::tree_value`]) for parts that are
    /// trees.
    ///
    /// # Complexity
    ///
    /// Up to [`DENSE_EDGES`] edges: O(2^m · m) word operations and 2^m words of memory.
    /// Beyond: at most one number per distinct part of a reachable edge set, O(m²) each;
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
        if self.edges().len() <= DENSE_EDGES {
            return Some(self.dense_number_value());
        }
        let mut search = NumberSearch { picture: self, memo: FxMap::default() };
        Some(search.set_number(self.grounded(self.all_edges())))
    }
}

/// Restrained pictures of at most this many edges are valued by a table over all their edge
/// sets ([`Picture::number_value`]): 2^20 words, and no part needs a search of its own.
pub const DENSE_EDGES: usize = 20;

impl Picture {
    /// [`Picture::number_value`] by a table over all edge sets, in units of 2^−m: a position
    /// of m edges is born by day m at the latest (every move chops an edge), so its value is
    /// a multiple of 2^−(m−1) at most m in size.
    fn dense_number_value(&self) -> Dyadic {
        let m = self.edges().len();
        let blue =
            (0..m).filter(|&i| self.edges()[i].2 == Colour::Blue).fold(0u64, |b, i| b | 1 << i);
        let mut value = vec![0i64; 1 << m];
        for set in 1..1u64 << m {
            if self.grounded(set) != set {
                continue;
            }
            let (mut best_left, mut best_right) = (None::<i64>, None::<i64>);
            let mut rest = set;
            while rest != 0 {
                let i = rest.trailing_zeros();
                rest &= rest - 1;
                let v = value[self.grounded(set & !(1 << i)) as usize];
                if blue >> i & 1 == 1 {
                    best_left = Some(best_left.map_or(v, |b| b.max(v)));
                } else {
                    best_right = Some(best_right.map_or(v, |b| b.min(v)));
                }
            }
            value[set as usize] = simplest_between_in_units(best_left, best_right, m as u32);
        }
        let all = self.grounded(self.all_edges());
        Dyadic::new(value[all as usize], m as u32)
    }
}

/// The simplest number strictly between `lo < hi` (a missing end is unbounded), all in units
/// of 2^−`scale`: the one of least birthday — 0 if inside, else the integer nearest 0 inside,
/// else the multiple of the largest power 2^−e inside. The answer must be a multiple of the
/// unit (it is when it is born by day `scale`).
fn simplest_between_in_units(lo: Option<i64>, hi: Option<i64>, scale: u32) -> i64 {
    let one = 1i64 << scale;
    let inside = |x: i64| lo.map_or(true, |l| x > l) && hi.map_or(true, |h| x < h);
    if inside(0) {
        return 0;
    }
    let nearest = match (lo, hi) {
        (Some(l), _) if l >= 0 => l.div_euclid(one) + 1,
        (_, Some(h)) => -((-h).div_euclid(one) + 1),
        _ => unreachable!("0 is inside when an end is missing on its side"),
    };
    if inside(nearest * one) {
        return nearest * one;
    }
    let (l, h) = (lo.expect("bounded below"), hi.expect("bounded above"));
    (1..=scale)
        .map(|e| 1i64 << (scale - e))
        .find_map(|step| Some((l.div_euclid(step) + 1) * step).filter(|&x| x < h))
        .expect("a multiple of the unit lies strictly between two distinct multiples")
}

/// Numbers of a restrained picture's edge sets, remembered by set (a part is a set too).
struct NumberSearch<'a> {
    picture: &'a Picture,
    memo: FxMap<u64, Dyadic>,
}

impl NumberSearch<'_> {
    /// The number of a grounded edge set: the sum of its parts'.
    fn set_number(&mut self, set: u64) -> Dyadic {
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
            let v = self.set_number(self.picture.grounded(part & !(1u64 << i)));
            if self.picture.edges()[i].2 == Colour::Blue {
                best_left = Some(best_left.map_or(v.clone(), |b| b.max(v)));
            } else {
                best_right = Some(best_right.map_or(v.clone(), |b| b.min(v)));
            }
        }
        Dyadic::simplest_between(best_left.as_ref(), best_right.as_ref())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A restrained picture from random edges on a few vertices.
    fn picture(ends: &[(usize, usize, bool)]) -> Picture {
        let edges = ends
            .iter()
            .map(|&(u, v, b)| (u, v, if b { Colour::Blue } else { Colour::Red }))
            .collect();
        Picture::new(5, edges)
    }

    proptest! {
        /// The table and the search with parts and the tree rule agree.
        #[test]
        fn the_table_and_the_search_by_parts_agree(
            ends in proptest::collection::vec((0usize..6, 0usize..6, any::<bool>()), 1..11)
        ) {
            let p = picture(&ends);
            let mut search = NumberSearch { picture: &p, memo: FxMap::default() };
            let by_parts = search.set_number(p.grounded(p.all_edges()));
            prop_assert_eq!(p.dense_number_value(), by_parts);
        }

        /// The fixed-point simplest number is the exact one (two units apart at least, so a
        /// multiple of the unit lies strictly between).
        #[test]
        fn simplest_between_in_units_is_exact(a in -4000i64..4000, gap in 2i64..3000, ends in 0u8..4) {
            let scale = 10;
            let (lo, hi) = (
                (ends & 1 == 0).then_some(a),
                (ends & 2 == 0).then_some(a + gap),
            );
            let exact = Dyadic::simplest_between(
                lo.map(|x| Dyadic::new(x, scale)).as_ref(),
                hi.map(|x| Dyadic::new(x, scale)).as_ref(),
            );
            prop_assert_eq!(Dyadic::new(simplest_between_in_units(lo, hi, scale), scale), exact);
        }
    }
}
