//! `game-value-judge`: the judge side on the command line.

kit::judge_main!(type game_value::GameValue);
