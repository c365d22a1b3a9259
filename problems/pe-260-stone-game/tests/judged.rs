//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(type pe_260_stone_game::StoneGame260);
