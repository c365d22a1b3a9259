//! `hr-nimble-game-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(type hr_nimble_game::NimbleGame);
