//! `pe-301-nim-judge`: the judge side on the command line (see `kata::side`).

kata::judge_main!(pe_301_nim);
