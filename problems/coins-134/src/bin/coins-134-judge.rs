//! `coins-134-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(type coins_134::Coins134);
