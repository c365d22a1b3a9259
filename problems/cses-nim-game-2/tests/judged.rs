//! The standard judged tests.

kata::problem_tests!(cses_nim_game_2, "cses-nim-game-2");
