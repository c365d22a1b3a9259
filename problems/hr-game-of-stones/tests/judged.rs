//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(hr_game_of_stones, "hr-game-of-stones");
