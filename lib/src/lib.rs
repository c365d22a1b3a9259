//! Combinatorial game theory for katas.
//!
//! The modules are laid out by the theory, and refer to each other through
//! crate-root paths, so a bundler can inline just what a solution reaches:
//!
//! - [`outcome`]: outcome classes ([`Outcome`]), players and play conventions,
//!   shared by every theory;
//! - [`impartial`]: impartial games under normal play — the [`Impartial`] game
//!   trait with memoised Grundy values and outcomes, nimbers ([`Nimber`]) with
//!   nim-sum and mex, Nim and its variants, subtraction games, octal and
//!   take-and-break games (the sparse method, certified periods), compounds,
//!   the knight game, periodic sequences;
//! - [`graph`]: explicit, possibly cyclic game graphs with Win/Lose/Draw
//!   labels and remoteness by retrograde analysis;
//! - [`partizan`]: partizan games `{L | R}` — exact dyadic numbers, canonical forms in a
//!   hash-consed store, stops, temperature, thermographs, and the rulesets
//!   Domineering, Hackenbush, Col, Snort and contorted fractions;
//! - [`misere`]: misère play — misère Grundy values and genus, misère
//!   canonical forms and the census of misère games, misère quotients;
//! - `fx`: the fast hash map the theories' tables share (crate-private).
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
//! let total = nim_sum([2, 5, 1_000_000_000_000_000_000].map(|n| grundy.at(n)));
//! assert_eq!(Outcome::from_grundy(total), Outcome::N);
//! assert_eq!(game.outcome_periodic(Play::Normal).at(2), Outcome::P);
//! ```

// The Rust version each module needs, where it is older than the crate's `rust-version`:
// bundles for judges' older compilers reach these modules (`cargo bundle --check` compiles
// them with Debian's rustc 1.63 and rustc-web 1.85, and clippy's `incompatible_msrv` holds
// their use of the standard library to it). Own problems' bundles may use the newest Rust.
#[clippy::msrv = "1.63"]
pub(crate) mod fx;
pub mod graph;
#[clippy::msrv = "1.63"]
pub mod impartial;
#[clippy::msrv = "1.63"]
pub mod misere;
#[clippy::msrv = "1.63"]
pub mod outcome;
#[clippy::msrv = "1.63"]
pub mod partizan;

pub use crate::graph::{GameGraph, Label};
pub use crate::impartial::compound::{
    RemotenessMemo, conjunctive_outcome, conjunctive_remoteness, disjunctive_outcome,
    selective_outcome, some_but_not_all_outcome,
};
pub use crate::impartial::knight::KnightBoard;
pub use crate::impartial::nim::{
    misere_outcome, misere_winning_move, misere_winning_moves, moore_outcome, staircase_outcome,
    staircase_piles, winning_move, winning_moves,
};
pub use crate::impartial::nimber::{Nimber, mex, nim_sum};
pub use crate::impartial::octal::{OctalCode, OctalCodeError};
pub use crate::impartial::periodic::{Periodic, detect_window_recurrence};
pub use crate::impartial::subtraction::SubtractionGame;
pub use crate::impartial::takebreak::{Candidate, NimSequence, TakeBreak, Uncertified};
pub use crate::impartial::{GrundyMemo, Impartial, OutcomeMemo};
pub use crate::misere::{
    Genus, GenusClass, GenusMemo, MisereGrundyMemo, MisereId, MisereQuotient, MisereStore,
    QuotientError,
};
pub use crate::outcome::{Outcome, Play, Player};
pub use crate::partizan::{BigInt, Dyadic, GameId, GameStore, PartizanOutcome};
