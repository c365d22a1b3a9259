//! The standard judged tests.

kit::problem_tests!(type tc_cakeparty::CakeParty);
