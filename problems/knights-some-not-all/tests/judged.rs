//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(knights_some_not_all, "knights-some-not-all");
