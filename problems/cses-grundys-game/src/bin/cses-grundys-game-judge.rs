//! `cses-grundys-game-judge`: the judge side on the command line.

kit::judge_main!(type cses_grundys_game::GrundysGame);
