//! Pictures: game graphs as SVG or Graphviz DOT (`cargo kata draw`), Grundy grids in the
//! terminal (`cargo kata grid`), octal nim-sequences with their periods (`cargo kata octal`),
//! and thermographs of partizan games as SVG (`cargo kata value --thermograph`).

pub mod draw;
pub mod graph;
pub mod grid;
pub mod octal;
pub mod thermograph;
