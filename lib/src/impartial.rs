//! Impartial games under normal play (and the misère outcomes that need no
//! misère theory): both players have the same moves.
//!
//! - [`game`]: the [`Impartial`] trait, with memoised, iterative Grundy values
//!   ([`GrundyMemo`]) and outcomes ([`OutcomeMemo`]);
//! - [`nimber`]: the [`Nimber`](nimber::Nimber) type, nim-sum and minimum
//!   excludant (mex);
//! - [`nim`]: Nim's winning moves in normal and misère play, Moore's Nim_k
//!   and Staircase Nim;
//! - [`subtraction`]: subtraction games, their Grundy and outcome tables and
//!   their exact periodic forms;
//! - [`periodic`]: eventually periodic sequences and a proven periodicity
//!   detector for sliding-window recurrences;
//! - [`octal`]: octal codes of take-and-break games, parsed and checked;
//! - [`takebreak`]: octal games and Grundy's game — nim-sequences by the
//!   definition and by the sparse-value method, periods certified by the
//!   octal periodicity theorem;
//! - [`compound`]: outcome rules for disjunctive, selective,
//!   some-but-not-all and conjunctive compounds, and memoised remoteness;
//! - [`knight`]: the knight game on an n×n board, with proven O(1) Grundy
//!   values and remoteness.

pub mod compound;
pub mod game;
mod heap_rules;
pub mod knight;
pub mod nim;
pub mod nimber;
pub mod octal;
pub mod periodic;
mod sparse;
pub mod subtraction;
pub mod takebreak;

pub use game::{GrundyMemo, Impartial, OutcomeMemo};
