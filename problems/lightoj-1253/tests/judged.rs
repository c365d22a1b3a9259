//! The standard judged tests.

kit::problem_tests!(type lightoj_1253::Lightoj1253);
