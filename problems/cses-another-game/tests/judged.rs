//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(type cses_another_game::AnotherGame);
