//! The standard judged tests.

kit::problem_tests!(pe_306_paper_strip, "pe-306-paper-strip");
