//! The standard judged tests.

kit::problem_tests!(cses_nim_game_1, "cses-nim-game-1");
