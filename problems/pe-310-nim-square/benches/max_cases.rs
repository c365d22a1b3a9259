//! Criterion benchmark of the solution on the `max_*` cases (against the 2 s limit).

kata::bench_max_cases!("pe-310-nim-square");
