//! `nim-winning-moves-judge`: the judge side on the command line.

kata::judge_main!(nim_winning_moves);
