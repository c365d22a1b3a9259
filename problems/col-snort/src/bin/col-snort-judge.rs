//! `col-snort-judge`: the judge side on the command line.

kit::judge_main!(type col_snort::ColSnort);
