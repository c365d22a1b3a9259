//! The standard judged tests.

kit::problem_tests!(type cf_1033g::ChipGame);
