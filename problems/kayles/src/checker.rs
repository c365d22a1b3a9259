//! `kayles-checker INPUT OUTPUT ANSWER`: accepts any winning move (see `check`).

kit::checker_main!(kayles);
