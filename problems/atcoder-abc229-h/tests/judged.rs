//! The standard judged tests, and the law of the explanations (partizan sums).

kit::problem_tests!(type atcoder_abc229_h::AtcoderAbc229H);
kit::partizan_tests!(type atcoder_abc229_h::AtcoderAbc229H);
