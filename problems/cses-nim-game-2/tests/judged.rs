//! The standard judged tests.

kit::problem_tests!(type cses_nim_game_2::NimGame2);
