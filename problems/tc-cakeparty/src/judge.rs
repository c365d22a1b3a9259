//! `tc-cakeparty-judge`: the judge side on the command line.

kata::judge_main!(tc_cakeparty);
