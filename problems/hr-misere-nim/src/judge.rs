//! `hr-misere-nim-judge`: the judge side on the command line (see `kata::side`).

kata::judge_main!(hr_misere_nim);
