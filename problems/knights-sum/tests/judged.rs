//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kata::problem_tests!(knights_sum, "knights-sum");
