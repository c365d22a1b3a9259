//! The standard judged tests.

kata::problem_tests!(nim_winning_moves, "nim-winning-moves");
