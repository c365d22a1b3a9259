//! The standard judged tests, and the law of the explanations (partizan sums).

kit::problem_tests!(type codechef_gerald08::ChefAndTreeGame);
kit::partizan_tests!(type codechef_gerald08::ChefAndTreeGame);
