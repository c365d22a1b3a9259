//! The standard judged tests.

kata::problem_tests!(cses_stair_game, "cses-stair-game");
