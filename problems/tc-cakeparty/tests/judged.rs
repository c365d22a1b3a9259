//! The standard judged tests.

kit::problem_tests!(tc_cakeparty, "tc-cakeparty");
