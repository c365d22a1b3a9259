//! `hr-nimble-game-judge`: the judge side on the command line (see `kata::side`).

kata::judge_main!(hr_nimble_game);
