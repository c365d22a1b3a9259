//! `knights-sum-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(type knights_sum::KnightsSum);
