//! The standard judged tests, and the law of the explanations (partizan sums).

kit::problem_tests!(type game_value::GameValue);
kit::partizan_tests!(type game_value::GameValue);
