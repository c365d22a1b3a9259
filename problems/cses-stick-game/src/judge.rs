//! `cses-stick-game-judge`: the judge side on the command line (see `kata::side`).

kata::judge_main!(cses_stick_game);
