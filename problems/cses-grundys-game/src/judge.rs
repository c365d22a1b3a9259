//! `cses-grundys-game-judge`: the judge side on the command line.

kata::judge_main!(cses_grundys_game);
