//! Criterion benchmark of the solution on the `max_*` cases (against the 1 s limit).

kit::bench_max_cases!("knights-conjunctive");
