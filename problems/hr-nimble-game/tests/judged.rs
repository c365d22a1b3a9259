//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kata::problem_tests!(hr_nimble_game, "hr-nimble-game");
