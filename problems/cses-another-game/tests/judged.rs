//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kata::problem_tests!(cses_another_game, "cses-another-game");
