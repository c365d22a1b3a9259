//! `tc-longlongnim-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(type tc_longlongnim::LongLongNim);
