//! The standard judged tests, and the law of the explanations (partizan sums).

kit::problem_tests!(type col_snort::ColSnort);
kit::partizan_tests!(type col_snort::ColSnort);
