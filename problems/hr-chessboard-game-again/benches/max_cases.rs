//! Criterion benchmark of the solution on the `max_*` cases (against the 2 s limit).

kit::bench_max_cases!("hr-chessboard-game-again");
