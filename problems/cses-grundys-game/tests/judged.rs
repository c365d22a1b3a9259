//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(cses_grundys_game, "cses-grundys-game");
