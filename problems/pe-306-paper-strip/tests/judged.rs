//! The standard judged tests.

kit::problem_tests!(type pe_306_paper_strip::PaperStrip);
