//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(coins_134, "coins-134", shrink);
