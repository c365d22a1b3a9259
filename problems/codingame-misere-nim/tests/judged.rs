//! The standard judged tests.

kit::problem_tests!(type codingame_misere_nim::CodingameMisereNim);
