//! The standard judged tests, and the law of the explanations (heap games and sums).

kit::problem_tests!(type nim_winning_moves::NimWinningMoves);
kit::sums_tests!(type nim_winning_moves::NimWinningMoves);
