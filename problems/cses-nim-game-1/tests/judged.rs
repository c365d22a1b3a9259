//! The standard judged tests, and the law of the explanations (heap games and sums).

kit::problem_tests!(type cses_nim_game_1::NimGame1);
kit::sums_tests!(type cses_nim_game_1::NimGame1);
