//! The standard judged tests.

kit::problem_tests!(type kattis_hackenbushbamboo::Bamboo);
