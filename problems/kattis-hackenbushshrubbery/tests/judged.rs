//! The standard judged tests, and the law of the explanations (heap games and sums).

kit::problem_tests!(type kattis_hackenbushshrubbery::Shrubbery);
kit::sums_tests!(type kattis_hackenbushshrubbery::Shrubbery);
