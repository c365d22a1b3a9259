//! The commands of the workspace tool, one module a command (plus the workspace's layout and
//! the quiet end on a closed stdout that they share).

pub mod bench;
pub mod bundle;
pub mod certify;
pub mod closed_stdout;
pub mod index;
pub mod judge;
pub mod misere;
pub mod position;
pub mod scaffold;
pub mod shrink;
pub mod stress;
pub mod value;
pub mod workspace;
