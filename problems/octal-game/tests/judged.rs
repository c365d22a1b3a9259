//! The standard judged tests.

kit::problem_tests!(octal_game, "octal-game");
