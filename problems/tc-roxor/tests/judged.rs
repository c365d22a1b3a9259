//! The standard judged tests, and the law of the explanations (heap games and sums).

kit::problem_tests!(type tc_roxor::Roxor);
kit::sums_tests!(type tc_roxor::Roxor);
