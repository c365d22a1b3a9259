//! `misere-nim-move-checker INPUT OUTPUT ANSWER`: accepts any winning move (see
//! `MisereNimMove::check`).

kit::checker_main!(type misere_nim_move::MisereNimMove);
