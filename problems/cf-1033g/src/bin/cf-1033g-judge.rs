//! `cf-1033g-judge`: the judge side on the command line.

kit::judge_main!(type cf_1033g::ChipGame);
