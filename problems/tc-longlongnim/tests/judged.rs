//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(tc_longlongnim, "tc-longlongnim");
