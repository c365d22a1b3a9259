//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kata::problem_tests!(cses_grundys_game, "cses-grundys-game");
