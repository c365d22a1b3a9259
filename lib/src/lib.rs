//! Combinatorial game theory for katas.
//!
//! Each module has one job and refers to the others through crate-root paths,
//! so a bundler can inline them into a single submission file:
//!
//! - [`nimber`]: nim-sum and minimum excludant (mex);
//! - [`outcome`]: outcome classes ([`Outcome`]), players and play conventions;
//! - [`impartial`]: the [`Impartial`] game trait with memoised, iterative
//!   Grundy-value and outcome evaluation;
//! - [`graph`]: explicit, possibly cyclic game graphs with Win/Lose/Draw
//!   labels and remoteness by retrograde analysis;
//! - [`misere`]: misère play — misère Grundy values and genus, misère
//!   canonical forms and the census of misère games, misère quotients;
//! - [`nim`]: Nim's winning moves in normal and misère play, Moore's Nim_k
//!   and Staircase Nim;
//! - [`compound`]: outcome rules for disjunctive, selective,
//!   some-but-not-all and conjunctive compounds, and memoised remoteness;
//! - [`partizan`]: partizan games `{L | R}` — exact dyadic numbers, canonical forms in a
//!   hash-consed store, stops, temperature, thermographs and Domineering;
//! - [`periodic`]: eventually periodic sequences and a proven periodicity
//!   detector for sliding-window recurrences;
//! - [`knight`]: the knight game on an n×n board, with proven O(1) Grundy values and remoteness;
//! - [`subtraction`]: subtraction games, their Grundy and outcome tables and
//!   their exact periodic forms;
//! - [`octal`]: octal codes of take-and-break games, parsed and checked;
//! - [`takebreak`]: octal games and Grundy's game — nim-sequences by the
//!   definition and by the sparse-value method, periods certified by the
//!   octal periodicity theorem.
//!
//! # Example
//!
//! ```
//! use cgt::{Outcome, Play, SubtractionGame, nim_sum};
//!
//! let game = SubtractionGame::new(&[1, 3, 4]);
//! let grundy = game.grundy_periodic();
//! assert_eq!((grundy.preperiod(), grundy.period()), (0, 7));
//! // Heaps of 2, 5 and 10^18 played side by side.
//! let total = nim_sum([2, 5, 1_000_000_000_000_000_000].map(|n| u64::from(grundy.at(n))));
//! assert_eq!(Outcome::from_grundy(u32::try_from(total).unwrap()), Outcome::N);
//! assert_eq!(game.outcome_periodic(Play::Normal).at(2), Outcome::P);
//! ```

pub mod compound;
pub mod graph;
mod heap_rules;
pub mod impartial;
pub mod knight;
pub mod misere;
pub mod nim;
pub mod nimber;
pub mod octal;
pub mod outcome;
pub mod partizan;
pub mod periodic;
mod sparse;
pub mod subtraction;
pub mod takebreak;

pub use crate::compound::{
    RemotenessMemo, conjunctive_outcome, conjunctive_remoteness, disjunctive_outcome,
    selective_outcome, some_but_not_all_outcome,
};
pub use crate::graph::{GameGraph, Label};
pub use crate::impartial::{GrundyMemo, Impartial, OutcomeMemo};
pub use crate::knight::KnightBoard;
pub use crate::misere::{
    Genus, GenusClass, GenusMemo, MisereGrundyMemo, MisereId, MisereQuotient, MisereStore,
    QuotientError,
};
pub use crate::nim::{
    misere_outcome, misere_winning_move, misere_winning_moves, moore_outcome, staircase_outcome,
    staircase_piles, winning_move, winning_moves,
};
pub use crate::nimber::{mex, nim_sum};
pub use crate::octal::{OctalCode, OctalCodeError};
pub use crate::outcome::{Outcome, Play, Player};
pub use crate::partizan::{BigInt, Dyadic, GameId, GameStore, PartizanOutcome};
pub use crate::periodic::{Periodic, detect_window_recurrence};
pub use crate::subtraction::SubtractionGame;
pub use crate::takebreak::{Candidate, NimSequence, TakeBreak, Uncertified};
