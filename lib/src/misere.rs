//! Misère play of impartial games: misère Grundy values and Conway's genus,
//! misère canonical forms, and misère quotients (Plambeck–Siegel).
//!
//! - [`genus`]: g⁻ and misère outcomes of any [`crate::impartial::Impartial`]
//!   game, genera `g^{γ0γ1…}`, tame/restive/restless, sums of tame games;
//! - [`canonical`]: misère canonical (simplest) forms, equality, sums, mates
//!   and the census of games born by day n;
//! - [`quotient`]: misère quotients of finite sets of components (heaps of a
//!   take-and-break game, boards of a game), with presentations and outcomes of
//!   sums.

pub mod canonical;
pub mod genus;
pub mod quotient;

pub use crate::misere::canonical::{MisereId, MisereStore};
pub use crate::misere::genus::{Genus, GenusClass, GenusMemo, MisereGrundyMemo};
pub use crate::misere::quotient::{MisereQuotient, QuotientError};
