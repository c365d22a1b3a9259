//! Judging: running a solution under limits, classifying the run, comparing the output, and
//! reporting.

pub mod checker;
pub mod compile;
pub mod extras;
pub mod generated;
pub mod judge;
pub mod procfs;
pub mod report;
pub mod run;
