//! The standard judged tests.

kit::problem_tests!(type atcoder_abc229_h::AtcoderAbc229H);
