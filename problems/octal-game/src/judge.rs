//! `octal-game-judge`: the judge side on the command line.

kata::judge_main!(octal_game);
