//! Criterion benchmark of the solution on the `max_*` cases.

kit::bench_max_cases!("toph-tic-tac-toe-again");
