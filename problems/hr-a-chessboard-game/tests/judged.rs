//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kata::problem_tests!(hr_a_chessboard_game, "hr-a-chessboard-game");
