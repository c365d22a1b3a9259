//! Partizan games `{L | R}`: exact numbers, canonical forms, stops, temperature and
//! thermographs.
//!
//! - [`bigint`]: a small signed arbitrary-precision integer;
//! - [`dyadic`]: exact dyadic rationals `m / 2^k`, the numbers of short games.

pub mod bigint;
pub mod dyadic;

pub use crate::partizan::bigint::{BigInt, ParseBigIntError};
pub use crate::partizan::dyadic::{Dyadic, ParseDyadicError};
