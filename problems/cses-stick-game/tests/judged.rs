//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(type cses_stick_game::StickGame);
