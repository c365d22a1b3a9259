//! `hr-poker-nim-judge`: the judge side on the command line.

kit::judge_main!(type hr_poker_nim::PokerNim);
