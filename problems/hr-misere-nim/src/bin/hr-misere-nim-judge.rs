//! `hr-misere-nim-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(type hr_misere_nim::MisereNim);
