//! The standard judged tests.

kata::problem_tests!(tc_stonegamestrategist, "tc-stonegamestrategist");
