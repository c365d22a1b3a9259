//! `cses-nim-game-2-judge`: the judge side on the command line.

kit::judge_main!(type cses_nim_game_2::NimGame2);
