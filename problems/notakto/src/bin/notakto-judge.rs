//! `notakto-judge`: the judge side on the command line.

kit::judge_main!(type notakto::Notakto);
