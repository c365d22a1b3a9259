//! The standard judged tests.

kit::problem_tests!(type octal_game::OctalGame);
