//! `pe-310-nim-square-judge`: the judge side on the command line (see `kata::side`).

kata::judge_main!(pe_310_nim_square);
