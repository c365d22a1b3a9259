//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(cses_stick_game, "cses-stick-game");
