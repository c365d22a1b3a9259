//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(pe_301_nim, "pe-301-nim");
