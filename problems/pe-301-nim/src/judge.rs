//! `pe-301-nim-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(pe_301_nim);
