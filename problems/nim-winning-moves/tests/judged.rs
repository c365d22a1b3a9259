//! The standard judged tests.

kit::problem_tests!(type nim_winning_moves::NimWinningMoves);
