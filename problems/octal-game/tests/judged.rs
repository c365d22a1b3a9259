//! The standard judged tests.

kata::problem_tests!(octal_game, "octal-game");
