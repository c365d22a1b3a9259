//! The practice mode, for a person who comes to solve the katas: `cargo kata list`, `start`,
//! `watch` (the loop that judges on every save), `hint`, `reveal` and `reset`, with the
//! progress kept in a plain-text file under `practice/`. Nothing here overwrites an attempt
//! or the progress file without keeping what was there, and nothing shows a kata's idea
//! before it is solved or asked for.

pub mod ask;
pub mod catalogue;
pub mod hint;
pub mod list;
pub mod progress;
pub mod reset;
pub mod reveal;
pub mod start;
pub mod watch;
