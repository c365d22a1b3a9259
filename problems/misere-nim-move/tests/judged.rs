//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kata::problem_tests!(misere_nim_move, "misere-nim-move", check);
