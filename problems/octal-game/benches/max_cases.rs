//! Criterion benchmark of the solution on the `max_*` cases.

kata::bench_max_cases!("octal-game");
