//! `misere-nim-move-checker INPUT OUTPUT ANSWER`: accepts any winning move (see `check`).

kit::checker_main!(misere_nim_move);
