//! Pictures: game graphs as SVG or Graphviz DOT (`cargo kata draw`), Grundy grids in the
//! terminal (`cargo kata grid`), and octal nim-sequences with their periods
//! (`cargo kata octal`).

pub mod draw;
pub mod graph;
pub mod grid;
pub mod octal;
