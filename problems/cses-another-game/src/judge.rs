//! `cses-another-game-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(cses_another_game);
