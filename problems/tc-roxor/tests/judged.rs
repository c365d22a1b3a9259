//! The standard judged tests.

kit::problem_tests!(tc_roxor, "tc-roxor");
