//! `cses-another-game-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(type cses_another_game::AnotherGame);
