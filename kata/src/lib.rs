//! The workspace tool's library: everything `cargo judge` and friends do, plus what every
//! problem crate's judge side shares (the strict validator reader, the standard tests).

pub mod bench;
pub mod bench_report;
pub mod bundle;
pub mod checker;
pub mod closed_stdout;
pub mod compare;
pub mod compile;
pub mod draw;
pub mod extras;
pub mod grid;
pub mod heaps;
pub mod index;
pub mod judge;
pub mod judge_cmd;
pub mod nimseq;
pub mod picture;
pub mod pipe;
pub mod problem;
pub mod procfs;
pub mod rare_values;
pub mod reach;
pub mod report;
pub mod run;
pub mod scaffold;
pub mod shrink;
pub mod side;
pub mod stress;
pub mod testing;
pub mod validate;
pub mod workspace;
