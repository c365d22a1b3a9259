//! `hr-game-of-stones-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(type hr_game_of_stones::GameOfStones);
