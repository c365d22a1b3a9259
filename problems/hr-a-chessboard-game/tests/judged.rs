//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(hr_a_chessboard_game, "hr-a-chessboard-game");
