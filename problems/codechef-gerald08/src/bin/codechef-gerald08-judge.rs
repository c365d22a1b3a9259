//! `codechef-gerald08-judge`: the judge side on the command line.

kit::judge_main!(type codechef_gerald08::ChefAndTreeGame);
