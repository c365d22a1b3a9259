//! `hr-chessboard-game-again-judge`: the judge side on the command line (see `kata::side`).

kata::judge_main!(hr_chessboard_game_again);
