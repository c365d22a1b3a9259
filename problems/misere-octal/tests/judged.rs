//! The standard judged tests.

kit::problem_tests!(type misere_octal::MisereOctal);
