//! The standard judged tests.

kit::problem_tests!(type hackenbush::Hackenbush);
