//! `kayles-checker INPUT OUTPUT ANSWER`: accepts any winning move (see `check`).

kata::checker_main!(kayles);
