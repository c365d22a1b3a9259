//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kata::problem_tests!(pe_301_nim, "pe-301-nim");
