//! `subtraction-nim-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(type subtraction_nim::SubtractionNim);
