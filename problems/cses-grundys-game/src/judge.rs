//! `cses-grundys-game-judge`: the judge side on the command line.

kit::judge_main!(cses_grundys_game);
