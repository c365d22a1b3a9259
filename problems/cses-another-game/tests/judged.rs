//! The standard judged tests (snapshots, samples, validator, generator, references, solution),
//! and the law of the explanations (compounds other than the sum).

kit::problem_tests!(type cses_another_game::AnotherGame);
kit::compounds_tests!(type cses_another_game::AnotherGame);
