//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(knights_conjunctive, "knights-conjunctive");
