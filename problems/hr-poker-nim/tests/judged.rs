//! The standard judged tests.

kit::problem_tests!(type hr_poker_nim::PokerNim);
