//! `cses-stair-game-judge`: the judge side on the command line.

kit::judge_main!(type cses_stair_game::StairGame);
