//! `cses-stick-game-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(type cses_stick_game::StickGame);
