//! The standard judged tests.

kit::problem_tests!(cses_nim_game_2, "cses-nim-game-2");
