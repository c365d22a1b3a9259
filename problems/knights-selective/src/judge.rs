//! `knights-selective-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(knights_selective);
