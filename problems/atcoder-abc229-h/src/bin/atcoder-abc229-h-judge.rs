//! `atcoder-abc229-h-judge`: the judge side on the command line.

kit::judge_main!(type atcoder_abc229_h::AtcoderAbc229H);
