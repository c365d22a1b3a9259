//! The standard judged tests, and the law of the explanations (heap games and sums).

kit::problem_tests!(type octal_game::OctalGame);
kit::sums_tests!(type octal_game::OctalGame);
