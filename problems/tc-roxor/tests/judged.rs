//! The standard judged tests.

kata::problem_tests!(tc_roxor, "tc-roxor");
