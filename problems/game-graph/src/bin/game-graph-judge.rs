//! `game-graph-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(type game_graph::GameGraph);
