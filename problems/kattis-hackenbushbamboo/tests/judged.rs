//! The standard judged tests, and the law of the explanations (heap games and sums).

kit::problem_tests!(type kattis_hackenbushbamboo::Bamboo);
kit::sums_tests!(type kattis_hackenbushbamboo::Bamboo);
