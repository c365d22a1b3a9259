//! The standard judged tests, and the law of the explanations (partizan sums).

kit::problem_tests!(type contorted_fractions::ContortedFractions);
kit::partizan_tests!(type contorted_fractions::ContortedFractions);
