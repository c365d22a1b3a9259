//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kata::problem_tests!(cses_stick_game, "cses-stick-game");
