//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(hr_tower_breakers, "hr-tower-breakers");
