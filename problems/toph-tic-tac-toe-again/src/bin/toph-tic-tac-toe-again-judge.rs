//! `toph-tic-tac-toe-again-judge`: the judge side on the command line.

kit::judge_main!(type toph_tic_tac_toe_again::TophTicTacToeAgain);
