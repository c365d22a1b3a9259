//! `game-graph-judge`: the judge side on the command line (see `kata::side`).

kata::judge_main!(game_graph);
