//! The standard judged tests.

kit::problem_tests!(type kattis_hackenbushshrubbery::Shrubbery);
