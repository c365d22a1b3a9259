//! `coins-134-judge`: the judge side on the command line (see `kata::side`).

kata::judge_main!(coins_134, shrink);
