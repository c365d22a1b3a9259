//! The standard judged tests, and the law of the explanations (partizan sums).

kit::problem_tests!(type kattis_hackenbushpurplehearts::Purplehearts);
kit::partizan_tests!(type kattis_hackenbushpurplehearts::Purplehearts);
