//! Hackenbush (`hackenbush FILE`, the picture format of the `hackenbush` problem: `n m`, then
//! `m` lines `u v c`, vertex 0 the ground, `c` one of `B R G`): Left chops a blue or green
//! edge, Right a red or green one, and what no longer reaches the ground falls.

use std::cell::RefCell;
use std::fmt::Write as _;

use anyhow::Result;
use cgt::partizan::hackenbush::Colour;
use cgt::partizan::hackenbush::picture::Picture;
use cgt::partizan::hackenbush::play::Hackenbush as Rules_;
use cgt::partizan::{GameId, GameStore};

use crate::play::engine::Side;
use crate::play::partizan::{Rules, Values, tinted};

/// Hackenbush on one picture; a position is the set of edges still standing (bit `i` for
/// edge `i` of the file).
///
/// # Example
/// ```
/// use kata::play::engine::Side;
/// use kata::play::hackenbush::Hackenbush;
/// use kata::play::partizan::Rules;
///
/// let game = Hackenbush::new("2 3\n0 1 B\n1 2 R\n0 2 G\n".parse().unwrap());
/// let moves = game.moves(&game.start(), Side::Right);
/// let names: Vec<String> = moves.iter().map(|(m, _)| game.notation(&game.start(), m)).collect();
/// assert_eq!(names, ["R 1-2", "G 0-2"]);
/// ```
pub struct Hackenbush {
    picture: Picture,
    values: Values<u64>,
}

/// A colour's letter, as in the file.
fn letter(colour: Colour) -> &'static str {
    match colour {
        Colour::Blue => "B",
        Colour::Red => "R",
        Colour::Green => "G",
    }
}

impl Hackenbush {
    /// The game on `picture`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Hackenbush`].
    pub fn new(picture: Picture) -> Hackenbush {
        Hackenbush { picture, values: Values::default() }
    }

    /// The picture in the file `path`.
    ///
    /// # Errors
    /// One line: the file unreadable, or the line of the picture that is malformed.
    ///
    /// # Complexity
    /// O(m²) for m edges.
    ///
    /// # Example
    /// ```
    /// let error = kata::play::hackenbush::Hackenbush::read("/no/such/file").err().unwrap();
    /// assert!(error.to_string().starts_with("hackenbush `/no/such/file`: "));
    /// ```
    pub fn read(path: &str) -> Result<Hackenbush> {
        let fail = |e: &dyn std::fmt::Display| anyhow::anyhow!("hackenbush `{path}`: {e}");
        let text = std::fs::read_to_string(path).map_err(|e| fail(&e))?;
        let picture: Picture = text.parse().map_err(|e| fail(&e))?;
        Ok(Hackenbush::new(picture))
    }

    /// The start: every edge joined to the ground.
    ///
    /// # Complexity
    /// O(m) word operations.
    ///
    /// # Example
    /// See [`Hackenbush`].
    pub fn start(&self) -> u64 {
        Rules_::new(&self.picture).start()
    }

    /// Edge `i` as written: its colour's letter and its ends (`B 0-1`), painted if `colour`.
    fn edge(&self, i: usize, colour: bool) -> String {
        let (u, v, c) = self.picture.edges()[i];
        let side = if c == Colour::Red { Side::Right } else { Side::Left };
        let name = letter(c);
        let name = if c == Colour::Green { name.to_string() } else { tinted(name, side, colour) };
        format!("{name} {u}-{v}")
    }

    /// The edges of `standing` below vertex `at`, not drawn yet, one a line at `depth`.
    fn branch(
        &self,
        standing: u64,
        at: usize,
        depth: usize,
        seen: &mut (u64, Vec<bool>),
        out: &mut String,
        colour: bool,
    ) {
        for (i, &(u, v, _)) in self.picture.edges().iter().enumerate() {
            if standing >> i & 1 == 0 || seen.0 >> i & 1 == 1 || (u != at && v != at) {
                continue;
            }
            seen.0 |= 1 << i;
            let other = if u == at { v } else { u };
            let indent = "  ".repeat(depth);
            let note = match other {
                _ if other == at => " (a loop)",
                _ if seen.1[other] => " (joins a vertex drawn above)",
                _ => "",
            };
            let _ = writeln!(out, "  {indent}{}{note}", self.edge(i, colour));
            if !seen.1[other] {
                seen.1[other] = true;
                self.branch(standing, other, depth + 1, seen, out, colour);
            }
        }
    }
}

impl Rules for Hackenbush {
    type Position = u64;
    type Move = usize;

    fn rules(&self) -> String {
        "Hackenbush: Left chops a blue or green edge, Right a red or green one; what no longer \
         reaches the ground falls"
            .to_string()
    }

    fn moves(&self, standing: &u64, side: Side) -> Vec<(usize, u64)> {
        let may =
            |c: Colour| if side == Side::Left { c.left_may_chop() } else { c.right_may_chop() };
        (0..self.picture.edges().len())
            .filter(|&i| standing >> i & 1 == 1 && may(self.picture.edges()[i].2))
            .map(|i| (i, self.picture.grounded(standing & !(1u64 << i))))
            .collect()
    }

    fn branching(&self, standing: &u64, _: Side) -> u64 {
        u64::from(standing.count_ones())
    }

    fn notation(&self, _: &u64, &i: &usize) -> String {
        self.edge(i, false)
    }

    /// A tree from the ground: each standing edge under the vertex it is reached from,
    /// indented by depth, as its colour (`B`, `R`, `G`) and ends; a cycle's closing edge says
    /// it joins a vertex drawn above.
    fn picture(&self, standing: &u64, colour: bool) -> String {
        if *standing == 0 {
            return "  ground (nothing left standing)\n".to_string();
        }
        let mut out = "  ground 0\n".to_string();
        let mut seen = (0u64, vec![false; self.picture.vertex_count()]);
        seen.1[0] = true;
        self.branch(*standing, 0, 1, &mut seen, &mut out, colour);
        out
    }

    fn store(&self) -> &RefCell<GameStore> {
        &self.values.store
    }

    fn value(&self, standing: &u64) -> GameId {
        self.values.of(&Rules_::new(&self.picture), standing)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cgt::partizan::Partizan as _;

    #[test]
    fn the_moves_are_the_libs() {
        let game = Hackenbush::new("3 4\n0 1 B\n1 2 G\n2 3 R\n0 3 B\n".parse().unwrap());
        let lib = Rules_::new(&game.picture);
        for side in [Side::Left, Side::Right] {
            let mut ours: Vec<u64> =
                game.moves(&game.start(), side).into_iter().map(|m| m.1).collect();
            ours.sort_unstable();
            ours.dedup();
            let theirs = match side {
                Side::Left => lib.left_options(&game.start()),
                Side::Right => lib.right_options(&game.start()),
            };
            assert_eq!(ours, theirs);
        }
    }
}
