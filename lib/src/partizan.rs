//! Partizan games `{L | R}`: exact numbers, canonical forms, stops, temperature and
//! thermographs.
//!
//! - [`bigint`]: a small signed arbitrary-precision integer;
//! - [`dyadic`]: exact dyadic rationals `m / 2^k`, the numbers of short games;
//! - [`store`]: canonical forms in a hash-consed [`GameStore`] — sums, negation, comparison,
//!   outcomes, stops, temperature, cooling, birthdays;
//! - [`thermograph`]: thermographs with exact piecewise-linear walls;
//! - [`notation`]: reading and printing games (`{1|-1}`, `^*`, `-2v3*4`, `3/8`);
//! - [`ruleset`]: the [`Partizan`] ruleset trait and its transposition table [`ValueMemo`];
//! - [`domineering`]: Domineering on bitboards (Left vertical, Right horizontal);
//! - [`colouring`]: Col and Snort, map colouring on graphs;
//! - [`contorted`]: contorted fractions, valued by their continued fractions;
//! - [`hackenbush`]: Hackenbush pictures — blue-red strings and trees by their rules, green
//!   ones by the colon and fusion principles, any picture by canonical forms.
//!
//! # Example
//!
//! ```
//! use cgt::partizan::{GameStore, PartizanOutcome, dyadic::Dyadic};
//!
//! let mut store = GameStore::new();
//! let g = store.parse("{5|4,7}").unwrap();
//! assert_eq!((store.left_stop(g), store.right_stop(g)), (Dyadic::from(5), Dyadic::from(4)));
//! let h = store.parse("{0|1} + {1/4|1/2}").unwrap();
//! assert_eq!(store.to_notation(h), "7/8");
//! assert_eq!(store.outcome(g), PartizanOutcome::L);
//! ```

// What bundles for judges below 1.85 reach is written for Rust 1.63 (the crate root says
// so for this module); the canonical-form engine and the rulesets on it, for 1.85.
pub mod bigint;
#[clippy::msrv = "1.85"]
pub mod colouring;
#[clippy::msrv = "1.85"]
pub mod contorted;
#[clippy::msrv = "1.85"]
pub mod domineering;
pub mod dyadic;
pub mod hackenbush;
#[clippy::msrv = "1.85"]
pub mod notation;
#[clippy::msrv = "1.85"]
pub mod ruleset;
#[clippy::msrv = "1.85"]
pub mod store;
#[clippy::msrv = "1.85"]
pub mod thermograph;

pub use crate::partizan::bigint::{BigInt, ParseBigIntError};
pub use crate::partizan::domineering::{Board, Domineering, ParseBoardError};
pub use crate::partizan::dyadic::{Dyadic, ParseDyadicError};
pub use crate::partizan::notation::ParseError;
pub use crate::partizan::ruleset::{Partizan, ValueMemo};
pub use crate::partizan::store::{GameId, GameStore, PartizanOutcome};
pub use crate::partizan::thermograph::{Thermograph, Trajectory};
