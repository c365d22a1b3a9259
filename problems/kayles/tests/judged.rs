//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kata::problem_tests!(kayles, "kayles", check);
