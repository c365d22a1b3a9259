//! The standard judged tests.

kit::problem_tests!(type col_snort::ColSnort);
