//! The standard judged tests.

kit::problem_tests!(nim_winning_moves, "nim-winning-moves");
