//! `tc-stonegamestrategist-judge`: the judge side on the command line.

kit::judge_main!(type tc_stonegamestrategist::StoneGameStrategist);
