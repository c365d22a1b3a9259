//! `knights-conjunctive-judge`: the judge side on the command line (see `kata::side`).

kata::judge_main!(knights_conjunctive);
