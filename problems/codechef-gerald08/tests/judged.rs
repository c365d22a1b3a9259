//! The standard judged tests.

kit::problem_tests!(type codechef_gerald08::ChefAndTreeGame);
