//! `misere-nim-move-checker INPUT OUTPUT ANSWER`: accepts any winning move (see `check`).

kata::checker_main!(misere_nim_move);
