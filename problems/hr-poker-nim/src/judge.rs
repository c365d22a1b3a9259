//! `hr-poker-nim-judge`: the judge side on the command line.

kata::judge_main!(hr_poker_nim);
