//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(hr_misere_nim, "hr-misere-nim");
