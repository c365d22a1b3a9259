//! The standard judged tests (snapshots, samples, validator, generator, references, solution),
//! and the law of the explanations (heap games and sums).

kit::problem_tests!(type cses_grundys_game::GrundysGame);
kit::sums_tests!(type cses_grundys_game::GrundysGame);
