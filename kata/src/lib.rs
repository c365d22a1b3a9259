//! The workspace tool's library, in folders by job:
//!
//! - [`judging`]: running a solution under limits (the launcher and its process tree),
//!   verdicts, the report, compiling a file, checkers, extra solutions;
//! - [`commands`]: what `cargo judge`, `cargo stress`, `cargo bundle`, `cargo new-problem`,
//!   `cargo kata bench` and `cargo kata index` do;
//! - [`pictures`]: game graphs drawn as SVG or DOT, Grundy grids, octal nim-sequences;
//! - [`practice`]: the practice mode: the kata list, attempts, the watch loop, hints, progress;
//! - [`play`]: `cargo kata play`, a position played against a perfect engine, with a coach.
//!
//! What every problem crate shares (the strict reader, the standard tests) is the light `kit`
//! crate, which this one builds on.

pub mod commands;
pub mod judging;
pub mod pictures;
pub mod play;
pub mod practice;
