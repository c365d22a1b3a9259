//! The standard judged tests.

kit::problem_tests!(type cses_stair_game::StairGame);
