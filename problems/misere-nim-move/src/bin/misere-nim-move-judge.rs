//! `misere-nim-move-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(type misere_nim_move::MisereNimMove);
