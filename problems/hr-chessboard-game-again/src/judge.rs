//! `hr-chessboard-game-again-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(hr_chessboard_game_again);
