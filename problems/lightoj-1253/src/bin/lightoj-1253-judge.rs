//! `lightoj-1253-judge`: the judge side on the command line.

kit::judge_main!(type lightoj_1253::Lightoj1253);
