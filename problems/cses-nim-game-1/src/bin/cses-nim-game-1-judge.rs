//! `cses-nim-game-1-judge`: the judge side on the command line.

kit::judge_main!(type cses_nim_game_1::NimGame1);
