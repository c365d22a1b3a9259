//! The standard judged tests, and the law of the explanations (partizan sums).

kit::problem_tests!(type hackenbush::Hackenbush);
kit::partizan_tests!(type hackenbush::Hackenbush);
