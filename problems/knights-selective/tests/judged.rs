//! The standard judged tests (snapshots, samples, validator, generator, references, solution),
//! and the law of the explanations (compounds other than the sum).

kit::problem_tests!(type knights_selective::KnightsSelective);
kit::compounds_tests!(type knights_selective::KnightsSelective);
