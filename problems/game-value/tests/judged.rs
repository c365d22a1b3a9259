//! The standard judged tests.

kit::problem_tests!(type game_value::GameValue);
