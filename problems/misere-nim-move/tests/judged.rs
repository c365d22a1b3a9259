//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(misere_nim_move, "misere-nim-move", check);
