//! `kayles-judge`: the judge side on the command line (see `kata::side`).

kata::judge_main!(kayles, check);
