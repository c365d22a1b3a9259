//! `tc-stonegamestrategist-judge`: the judge side on the command line.

kata::judge_main!(tc_stonegamestrategist);
