//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kata::problem_tests!(coins_134, "coins-134", shrink);
