//! The standard judged tests.

kit::problem_tests!(type kattis_hackenbushredblue::HackenbushRedBlue);
