//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(type pe_301_nim::Nim301);
