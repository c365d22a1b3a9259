//! The standard judged tests.

kit::problem_tests!(type toph_tic_tac_toe_again::TophTicTacToeAgain);
