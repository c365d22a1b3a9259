//! `cses-another-game-judge`: the judge side on the command line (see `kata::side`).

kata::judge_main!(cses_another_game);
