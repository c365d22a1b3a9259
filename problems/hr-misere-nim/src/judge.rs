//! `hr-misere-nim-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(hr_misere_nim);
