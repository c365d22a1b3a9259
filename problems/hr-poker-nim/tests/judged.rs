//! The standard judged tests.

kit::problem_tests!(hr_poker_nim, "hr-poker-nim");
