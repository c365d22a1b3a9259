//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(pe_310_nim_square, "pe-310-nim-square");
