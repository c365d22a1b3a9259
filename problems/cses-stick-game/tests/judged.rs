//! The standard judged tests (snapshots, samples, validator, generator, references, solution),
//! and the law of the explanations (heap games and sums).

kit::problem_tests!(type cses_stick_game::StickGame);
kit::sums_tests!(type cses_stick_game::StickGame);
