//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kata::problem_tests!(hr_tower_breakers, "hr-tower-breakers");
