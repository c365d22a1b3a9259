//! The standard judged tests.

kata::problem_tests!(hr_poker_nim, "hr-poker-nim");
