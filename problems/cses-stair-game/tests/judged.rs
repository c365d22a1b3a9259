//! The standard judged tests, and the law of the explanations (heap games and sums).

kit::problem_tests!(type cses_stair_game::StairGame);
kit::sums_tests!(type cses_stair_game::StairGame);
