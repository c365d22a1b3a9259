//! `hackenbush-judge`: the judge side on the command line.

kit::judge_main!(type hackenbush::Hackenbush);
