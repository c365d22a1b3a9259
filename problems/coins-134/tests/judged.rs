//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(type coins_134::Coins134);
