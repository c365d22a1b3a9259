//! `pe-306-paper-strip-judge`: the judge side on the command line.

kata::judge_main!(pe_306_paper_strip);
