//! The rulesets: [`Col`] (a vertex may not take its neighbours' colour) and [`Snort`] (a
//! vertex may not take a colour its neighbours do not have), on [`Position`]s.

use crate::partizan::colouring::position::Position;
use crate::partizan::ruleset::Partizan;

/// Col: Left paints an uncoloured vertex blue, Right red, never next to a vertex of the same
/// colour: Left may paint a vertex that is not blue-tinted, Right one not red-tinted.
///
/// # Example
///
/// ```
/// use cgt::partizan::{GameStore, ValueMemo, colouring::{Col, Graph, Position}};
///
/// let mut store = GameStore::new();
/// let g = ValueMemo::new().value(&Col, &mut store, &Position::new(&Graph::path(1)));
/// assert_eq!(store.to_notation(g), "*");
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Col;

/// Snort: Left paints an uncoloured vertex blue, Right red, never next to a vertex of the
/// other colour: Left may paint a vertex that is not red-tinted, Right one not blue-tinted.
///
/// # Example
///
/// ```
/// use cgt::partizan::{GameStore, ValueMemo, colouring::{Graph, Position, Snort}};
///
/// let mut store = GameStore::new();
/// let g = ValueMemo::new().value(&Snort, &mut store, &Position::new(&Graph::path(2)));
/// assert_eq!(store.to_notation(g), "{1|-1}");
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Snort;

/// The positions after each painting of a vertex outside `forbidden`, blue or red.
fn paintings(position: &Position, forbidden: u64, blue: bool) -> Vec<Position> {
    (0..position.graph().len())
        .filter(|&v| forbidden >> v & 1 == 0)
        .map(|v| position.painted(v, blue))
        .collect()
}

impl Partizan for Col {
    type Position = Position;

    fn left_options(&self, position: &Position) -> Vec<Position> {
        paintings(position, position.blue(), true)
    }

    fn right_options(&self, position: &Position) -> Vec<Position> {
        paintings(position, position.red(), false)
    }

    fn components(&self, position: &Position) -> Vec<Position> {
        position.components()
    }
}

impl Partizan for Snort {
    type Position = Position;

    fn left_options(&self, position: &Position) -> Vec<Position> {
        paintings(position, position.red(), true)
    }

    fn right_options(&self, position: &Position) -> Vec<Position> {
        paintings(position, position.blue(), false)
    }

    fn components(&self, position: &Position) -> Vec<Position> {
        position.without_same_tint_edges().components()
    }
}
