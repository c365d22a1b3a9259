//! `misere-nim-move-judge`: the judge side on the command line (see `kata::side`).

kata::judge_main!(misere_nim_move, check);
