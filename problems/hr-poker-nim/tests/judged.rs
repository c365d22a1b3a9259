//! The standard judged tests, and the law of the explanations (heap games and sums).

kit::problem_tests!(type hr_poker_nim::PokerNim);
kit::sums_tests!(type hr_poker_nim::PokerNim);
