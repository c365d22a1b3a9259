//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(type hr_tower_breakers::TowerBreakers);
