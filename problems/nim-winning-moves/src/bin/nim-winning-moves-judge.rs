//! `nim-winning-moves-judge`: the judge side on the command line.

kit::judge_main!(type nim_winning_moves::NimWinningMoves);
