//! `pe-310-nim-square-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(type pe_310_nim_square::NimSquare310);
