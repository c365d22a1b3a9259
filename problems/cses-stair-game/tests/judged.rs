//! The standard judged tests.

kit::problem_tests!(cses_stair_game, "cses-stair-game");
