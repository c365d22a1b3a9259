//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(type hr_nimble_game::NimbleGame);
