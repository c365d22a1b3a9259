//! `pe-306-paper-strip-judge`: the judge side on the command line.

kit::judge_main!(type pe_306_paper_strip::PaperStrip);
