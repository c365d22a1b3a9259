//! The standard judged tests (snapshots, samples, validator, generator, references, solution),
//! and the law of the explanations (heap games and sums).

kit::problem_tests!(type knights_sum::KnightsSum);
kit::sums_tests!(type knights_sum::KnightsSum);
