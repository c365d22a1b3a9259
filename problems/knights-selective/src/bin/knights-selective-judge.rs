//! `knights-selective-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(type knights_selective::KnightsSelective);
