//! The standard judged tests.

kata::problem_tests!(tc_cakeparty, "tc-cakeparty");
