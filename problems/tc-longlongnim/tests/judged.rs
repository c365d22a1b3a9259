//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kata::problem_tests!(tc_longlongnim, "tc-longlongnim");
