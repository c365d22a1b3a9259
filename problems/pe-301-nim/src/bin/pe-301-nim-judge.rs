//! `pe-301-nim-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(type pe_301_nim::Nim301);
