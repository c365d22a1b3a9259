//! The standard judged tests, and the law of the explanations (heap games and sums).

kit::problem_tests!(type cses_nim_game_2::NimGame2);
kit::sums_tests!(type cses_nim_game_2::NimGame2);
