//! Pictures: game graphs as SVG or Graphviz DOT (`cargo kata draw`), Grundy grids in the
//! terminal (`cargo kata grid`), octal nim-sequences with their periods (`cargo kata octal`),
//! thermographs of partizan games as SVG (`cargo kata value --thermograph`), Hackenbush
//! pictures and Col/Snort maps as SVG (`cargo kata draw hackenbush|map`).

pub mod canvas;
pub mod draw;
pub mod graph;
pub mod grid;
pub mod hackenbush;
pub mod map;
pub mod octal;
pub mod thermograph;
