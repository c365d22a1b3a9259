//! `hr-a-chessboard-game-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(type hr_a_chessboard_game::AChessboardGame);
