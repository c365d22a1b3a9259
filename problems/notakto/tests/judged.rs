//! The standard judged tests.

kit::problem_tests!(type notakto::Notakto);
