//! `octal-game-judge`: the judge side on the command line.

kit::judge_main!(type octal_game::OctalGame);
