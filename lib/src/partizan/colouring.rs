//! Col and Snort: map colouring on graphs. Left paints a vertex blue, Right red; in Col two
//! neighbours never share a colour, in Snort they never differ. A painted vertex leaves the
//! graph and tints its neighbours, so positions fall apart into components.
//!
//! - [`graph`]: simple graphs of up to 64 vertices as adjacency bitmasks, their builders and
//!   the map reader;
//! - [`position`]: uncoloured vertices with their tints, split into relabelled components;
//! - [`rules`]: the [`Col`] and [`Snort`] rulesets.
//!
//! # Example
//!
//! ```
//! use cgt::partizan::{GameStore, ValueMemo, colouring::{Col, Graph, Position, Snort}};
//!
//! let mut store = GameStore::new();
//! let p3 = Position::new(&Graph::path(3));
//! let snort = ValueMemo::new().value(&Snort, &mut store, &p3);
//! let col = ValueMemo::new().value(&Col, &mut store, &p3);
//! assert_eq!(store.to_notation(snort), "{2|-2}");
//! assert_eq!(store.to_notation(col), "0");
//! ```

pub mod graph;
pub mod position;
pub mod rules;

pub use graph::{Graph, MapError};
pub use position::Position;
pub use rules::{Col, Snort};
