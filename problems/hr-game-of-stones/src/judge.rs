//! `hr-game-of-stones-judge`: the judge side on the command line (see `kata::side`).

kata::judge_main!(hr_game_of_stones);
