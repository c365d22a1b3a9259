//! The standard judged tests (snapshots, samples, validator, generator, references, solution),
//! and the law of the explanations (heap games and sums).

kit::problem_tests!(type hr_tower_breakers::TowerBreakers);
kit::sums_tests!(type hr_tower_breakers::TowerBreakers);
