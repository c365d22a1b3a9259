//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(type hr_misere_nim::MisereNim);
