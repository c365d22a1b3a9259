//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(hr_chessboard_game_again, "hr-chessboard-game-again");
