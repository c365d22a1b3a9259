//! The standard judged tests.

kata::problem_tests!(cses_nim_game_1, "cses-nim-game-1");
