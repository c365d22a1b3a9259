//! The standard judged tests (snapshots, samples, validator, generator, references, solution),
//! and the law of the explanations (compounds other than the sum).

kit::problem_tests!(type knights_some_not_all::KnightsSomeNotAll);
kit::compounds_tests!(type knights_some_not_all::KnightsSomeNotAll);
