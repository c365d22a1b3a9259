//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kata::problem_tests!(hr_misere_nim, "hr-misere-nim");
