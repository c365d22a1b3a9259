//! `codingame-misere-nim-judge`: the judge side on the command line.

kit::judge_main!(type codingame_misere_nim::CodingameMisereNim);
