//! `hr-chessboard-game-again-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(type hr_chessboard_game_again::ChessboardGameAgain);
