//! The standard judged tests (snapshots, samples, validator, generator, references, solution),
//! and the law of the explanations (heap games and sums).

kit::problem_tests!(type hr_a_chessboard_game::AChessboardGame);
kit::sums_tests!(type hr_a_chessboard_game::AChessboardGame);
