//! The standard judged tests.

kit::problem_tests!(type contorted_fractions::ContortedFractions);
