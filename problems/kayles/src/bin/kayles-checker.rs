//! `kayles-checker INPUT OUTPUT ANSWER`: accepts any winning move (see `Kayles::check`).

kit::checker_main!(type kayles::Kayles);
