//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(type subtraction_nim::SubtractionNim);
