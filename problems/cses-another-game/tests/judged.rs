//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(cses_another_game, "cses-another-game");
