//! The standard judged tests.

kit::problem_tests!(tc_stonegamestrategist, "tc-stonegamestrategist");
