//! The standard judged tests.

kata::problem_tests!(pe_306_paper_strip, "pe-306-paper-strip");
