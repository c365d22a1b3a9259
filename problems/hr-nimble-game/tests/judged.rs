//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(hr_nimble_game, "hr-nimble-game");
