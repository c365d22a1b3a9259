//! `knights-some-not-all-judge`: the judge side on the command line (see `kata::side`).

kata::judge_main!(knights_some_not_all);
