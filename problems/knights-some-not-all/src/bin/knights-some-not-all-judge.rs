//! `knights-some-not-all-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(type knights_some_not_all::KnightsSomeNotAll);
