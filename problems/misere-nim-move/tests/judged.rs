//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(type misere_nim_move::MisereNimMove);
