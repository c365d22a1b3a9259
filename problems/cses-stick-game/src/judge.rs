//! `cses-stick-game-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(cses_stick_game);
